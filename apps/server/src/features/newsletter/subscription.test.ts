import { BASE_PATH } from "@erhdb/domain";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server.ts";
import { createTestApp, TEST_CONFIG, type TestApp } from "../../../test/test-app.ts";
import { createMailSender } from "../../mail/sender.ts";
import { demoNewsletterToken, seedNewsletter } from "../../seed/demoRequests.ts";
import { NEWSLETTER_PAGES } from "./mails.ts";
import {
  mailedToken,
  newMail,
  newsletterCalls,
  oneClickToken,
  outboxOf,
  subscriptionsOf,
  tokenIn,
} from "./newsletter-test-support.ts";

let t: TestApp;
let call: ReturnType<typeof newsletterCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = newsletterCalls(t);
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const INVALID_TOKEN_DE = {
  code: "INVALID_TOKEN",
  field: "token",
  message: "Der Link ist ungültig, abgelaufen oder wurde bereits benutzt.",
};

/** An address with these topics verified, through the real double opt-in. */
async function subscribed(mail: string, statisticId = "1261", resourceType: string | string[] = "97") {
  expect((await call.subscribe({ mail, statisticId, resourceType })).statusCode).toBe(202);
  const token = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
  expect((await call.withToken("verify/subscribe", token)).statusCode).toBe(200);
}

describe("the demo subscriptions", () => {
  // first: later tests move the app's clock forward by days
  it("confirm the pending one by its demo link, in its first 7 days", async () => {
    await seedNewsletter(t.db, new Date(Date.now() - 6 * DAY));
    expect(await subscriptionsOf(t.db, "anna.schmidt@example.com")).toEqual([
      { statistic_id: "4521", resource_type: "99", verified: false, lang: "de" },
    ]);
    const res = await call.withToken("verify/subscribe", demoNewsletterToken());
    expect(res.json()).toEqual({
      mail: "anna.schmidt@example.com",
      topics: [{ statisticId: "4521", resourceType: "99" }],
    });
    expect((await subscriptionsOf(t.db, "j.wolf@example.net"))[0]?.lang).toBe("en");
  });
});

describe("double opt-in (decision 17)", () => {
  it("stores the topics unverified, mails the confirmation page's link, and only the API call confirms", async () => {
    const mail = newMail();
    const res = await call.subscribe({
      mail: mail.toUpperCase(),
      statisticId: "1261",
      resourceType: ["97", "99"],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({});
    expect(await subscriptionsOf(t.db, mail)).toEqual([
      { statistic_id: "1261", resource_type: "97", verified: false, lang: "de" },
      { statistic_id: "1261", resource_type: "99", verified: false, lang: "de" },
    ]);

    const [sent] = await outboxOf(t.db, mail);
    expect(sent).toMatchObject({
      kind: "newsletter-subscribe",
      subject: "Erhebungsdatenbank: Newsletter bestätigen",
    });
    expect(sent?.body).toContain("- StatistikID 1261: 97 Elektronischer Fragebogen\n");
    expect(sent?.body).toContain("- StatistikID 1261: 99 Erhebungsbeschreibung\n");
    expect(sent?.body).toContain(`${TEST_CONFIG.publicUrl}/newsletter/verify/subscribe?token=`);
    expect(sent?.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        new RegExp(`^<${TEST_CONFIG.publicUrl}/api/v1/newsletter/oneclick\\?token=[A-Za-z0-9_-]{43}>$`),
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const token = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);

    // a mail scanner opening the link gets the page and changes nothing
    await t.app.inject({ method: "GET", url: `${BASE_PATH}/newsletter/verify/subscribe?token=${token}` });
    expect((await subscriptionsOf(t.db, mail)).map((s) => s.verified)).toEqual([false, false]);

    const confirmed = await call.withToken("verify/subscribe", token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers["cache-control"]).toBe("no-store");
    expect(confirmed.json()).toEqual({
      mail,
      topics: [
        { statisticId: "1261", resourceType: "99" },
        { statisticId: "1261", resourceType: "97" },
      ],
    });
    expect((await subscriptionsOf(t.db, mail)).map((s) => s.verified)).toEqual([true, true]);

    // the button pressed twice, or a scanner that calls the API: the token worked once
    const again = await call.withToken("verify/subscribe", token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(INVALID_TOKEN_DE);
    expect((await call.withToken("verify/subscribe", token, "en")).json().message).toBe(
      "The link is invalid, has expired or has been used already.",
    );
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("entity", "=", "newsletter")
      .where("entity_id", "=", mail)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["NEWSLETTER_SUBSCRIBE_REQUESTED", "NEWSLETTER_SUBSCRIBED"]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("mails in the form's language and keeps allID as every statistic id", async () => {
    const mail = newMail();
    await call.subscribe({ mail, statisticId: "allID", resourceType: "94" }, { lang: "en" });
    const [sent] = await outboxOf(t.db, mail);
    expect(sent?.subject).toBe("Erhebungsdatenbank: confirm the newsletter");
    expect(sent?.body).toContain("- all statistic ids: 94 PL metadata\n");
    expect(await subscriptionsOf(t.db, mail)).toEqual([
      { statistic_id: null, resource_type: "94", verified: false, lang: "en" },
    ]);
  });

  it("a confirmation link works for 7 days", async () => {
    const mail = newMail();
    await call.subscribe({ mail, statisticId: "1261", resourceType: "97" });
    const token = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    t.advanceClock(7 * DAY + 1000);
    expect((await call.withToken("verify/subscribe", token)).json()).toEqual(INVALID_TOKEN_DE);
    expect((await subscriptionsOf(t.db, mail))[0]?.verified).toBe(false);
  });

  it("refuses a wrong field with its translated message, storing and mailing nothing", async () => {
    const mail = newMail();
    const cases: [body: Record<string, unknown>, field: string, de: string, en: string][] = [
      [
        { mail: "kein-mail", statisticId: "1261", resourceType: "97" },
        "mail",
        "Bitte geben Sie im Feld E-Mail eine gültige E-Mail-Adresse an.",
        "Please enter a valid email address in the field Email.",
      ],
      [
        { mail, statisticId: "12", resourceType: "97" },
        "statisticId",
        "Bitte wählen Sie eine vierstellige StatistikID oder alle StatistikIDs.",
        "Please choose a four-digit statistic id or all statistic ids.",
      ],
      [
        { mail, statisticId: "1261", resourceType: ["97", "86"] },
        "resourceType",
        "Bitte wählen Sie Ressourcentypen aus 99, 98, 97, 95, 94, 93, 92, 91, 90, 89, 88 und 87.",
        "Please choose resource types among 99, 98, 97, 95, 94, 93, 92, 91, 90, 89, 88 and 87.",
      ],
      [
        { mail, statisticId: "1261", resourceType: [] },
        "resourceType",
        "Bitte wählen Sie mindestens einen Ressourcentyp.",
        "Please choose at least one resource type.",
      ],
    ];
    for (const [body, field, de, en] of cases) {
      for (const [lang, message] of [
        ["de", de],
        ["en", en],
      ] as const) {
        const res = await call.subscribe(body, { lang });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ code: "VALIDATION", field, message });
      }
    }
    expect(await subscriptionsOf(t.db, mail)).toEqual([]);
    expect(await outboxOf(t.db, mail)).toEqual([]);
  });
});

describe("a form sent twice (issue 35, decision 39)", () => {
  const births97 = { statisticId: "1261", resourceType: "97" };
  const births99 = { statisticId: "1261", resourceType: "99" };
  const confirm = async (token: string) => {
    const res = await call.withToken("verify/subscribe", token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ topics: unknown[] }>().topics;
  };
  const actions = async (mail: string) =>
    (
      await t.db
        .selectFrom("audit_log")
        .select("action")
        .where("entity", "=", "newsletter")
        .where("entity_id", "=", mail)
        .orderBy("id")
        .execute()
    ).map((a) => a.action);

  it("the same topics again within 10 minutes mail nothing more; the one link confirms them all", async () => {
    const mail = newMail();
    const form = { mail, statisticId: "1261", resourceType: ["97", "99"] };
    const first = await call.subscribe(form);
    // a reload, a second tab or a retry: another request, from wherever, with the same answer
    const again = await call.subscribe({ ...form, resourceType: ["99", "97"] });
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    t.advanceClock(9 * 60_000);
    expect((await call.subscribe({ ...form, resourceType: "97" })).statusCode).toBe(202);
    expect(await outboxOf(t.db, mail)).toHaveLength(1);
    const token = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    expect(await confirm(token)).toEqual([births99, births97]);
    expect(await actions(mail)).toEqual([
      "NEWSLETTER_SUBSCRIBE_REQUESTED",
      "NEWSLETTER_SUBSCRIBE_REPEATED",
      "NEWSLETTER_SUBSCRIBE_REPEATED",
      "NEWSLETTER_SUBSCRIBED",
    ]);
  });

  it("two forms at the same moment mail one link", async () => {
    const mail = newMail();
    const form = { mail, statisticId: "1261", resourceType: ["97", "99"] };
    const answers = await Promise.all([call.subscribe(form), call.subscribe(form)]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(await outboxOf(t.db, mail)).toHaveLength(1);
    expect(await confirm(await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe))).toEqual([
      births99,
      births97,
    ]);
  });

  it("new topics within the window: the new link confirms the earlier ones too, and the first link still its own, never none", async () => {
    const mail = newMail();
    await call.subscribe({ mail, statisticId: "1261", resourceType: "97" });
    const first = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    await call.subscribe({ mail, statisticId: "1261", resourceType: "99" });
    const mails = await outboxOf(t.db, mail);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain("- StatistikID 1261: 97 Elektronischer Fragebogen\n");
    expect(mails[1]?.body).toContain("- StatistikID 1261: 99 Erhebungsbeschreibung\n");
    const second = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    // the link a person opens first is the first mail's: it confirms what that mail listed
    expect(await confirm(first)).toEqual([births97]);
    expect((await subscriptionsOf(t.db, mail)).map((s) => [s.resource_type, s.verified])).toEqual([
      ["97", true],
      ["99", false],
    ]);
    expect(await confirm(second)).toEqual([births99, births97]);
  });

  it("the newer link confirmed first leaves the older one working", async () => {
    const mail = newMail();
    await call.subscribe({ mail, statisticId: "1261", resourceType: "97" });
    const first = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    await call.subscribe({ mail, statisticId: "allID", resourceType: "94" });
    const second = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    const all94 = { statisticId: "allID", resourceType: "94" };
    expect(await confirm(second)).toEqual([all94, births97]);
    expect(await confirm(first)).toEqual([all94, births97]);
  });

  it("after the window the same form mails a new link, and both links work", async () => {
    const mail = newMail();
    const form = { mail, statisticId: "1261", resourceType: "97" };
    await call.subscribe(form);
    const first = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    t.advanceClock(10 * 60_000 + 1000);
    await call.subscribe(form);
    expect(await outboxOf(t.db, mail)).toHaveLength(2);
    const second = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    expect(second).not.toBe(first);
    expect(await confirm(first)).toEqual([births97]);
    expect(await confirm(second)).toEqual([births97]);
  });

  it("a verified topic asked for again with a pending one mails nothing while the pending one's link is fresh", async () => {
    const mail = newMail();
    await subscribed(mail, "1261", "97");
    await call.subscribe({ mail, statisticId: "1261", resourceType: "99" });
    const pending = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    await call.subscribe({ mail, statisticId: "1261", resourceType: ["97", "99"] });
    expect(await outboxOf(t.db, mail)).toHaveLength(2);
    expect((await subscriptionsOf(t.db, mail)).map((s) => s.verified)).toEqual([true, false]);
    expect(await confirm(pending)).toEqual([births99, births97]);
  });

  it("a link confirmed after its topics were cancelled asks for them again", async () => {
    const mail = newMail();
    await call.subscribe({ mail, statisticId: "1261", resourceType: "97" }, { lang: "en" });
    const link = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    const manage = oneClickToken((await outboxOf(t.db, mail))[0]?.headers ?? {});
    expect((await call.oneClick(manage)).statusCode).toBe(200);
    expect(await subscriptionsOf(t.db, mail)).toEqual([]);
    expect(await confirm(link)).toEqual([births97]);
    // the page that confirmed it spoke German
    expect(await subscriptionsOf(t.db, mail)).toEqual([
      { statistic_id: "1261", resource_type: "97", verified: true, lang: "de" },
    ]);
  });
});

describe("a form sent twice, through SMTP (issue 35)", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.stop());

  it("delivers one mail for two forms, and its link confirms the topics", async () => {
    const mail = newMail();
    const form = { mail, statisticId: "allID", resourceType: ["94", "99"] };
    expect((await call.subscribe(form)).statusCode).toBe(202);
    expect((await call.subscribe(form)).statusCode).toBe(202);
    const sender = createMailSender({
      db: t.db,
      smtpUrl: smtp.url,
      from: "erhebungsdatenbank@example.org",
      logger: pino({ level: "silent" }),
    });
    expect((await sender.deliverDue()).failed).toBe(0);
    const received = smtp.mails().filter((m) => m.to.includes(mail));
    expect(received).toHaveLength(1);
    const token = tokenIn(received[0]?.text ?? "", NEWSLETTER_PAGES.verifySubscribe);
    expect((await call.withToken("verify/subscribe", token)).json().topics).toEqual([
      { statisticId: "allID", resourceType: "99" },
      { statisticId: "allID", resourceType: "94" },
    ]);
  });
});

describe("unsubscribe (decision 17)", () => {
  it.each(["unsubscribev2", "unsubscribe/resend"])(
    "%s mails the confirmation page's link; only its API call ends every topic, once",
    async (path) => {
      const mail = newMail();
      await subscribed(mail, "1261", ["97", "99"]);
      await call.subscribe({ mail, statisticId: "allID", resourceType: "94" });
      const res = await call.withMail(path, mail);
      expect([res.statusCode, res.json()]).toEqual([202, {}]);
      const sent = (await outboxOf(t.db, mail)).at(-1);
      expect(sent).toMatchObject({
        kind: "newsletter-unsubscribe",
        subject: "Erhebungsdatenbank: Newsletter abbestellen",
        headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      const token = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifyUnsubscribe);
      await t.app.inject({ method: "GET", url: `${BASE_PATH}/newsletter/verify/unsubscribe?token=${token}` });
      expect(await subscriptionsOf(t.db, mail)).toHaveLength(3);

      const done = await call.withToken("verify/unsubscribe", token);
      expect([done.statusCode, done.json()]).toEqual([200, { mail, topics: [] }]);
      expect(await subscriptionsOf(t.db, mail)).toEqual([]);
      expect((await call.withToken("verify/unsubscribe", token)).json()).toEqual(INVALID_TOKEN_DE);
    },
  );

  it("a token of one purpose does nothing for another", async () => {
    const mail = newMail();
    await call.subscribe({ mail, statisticId: "1261", resourceType: "97" });
    const verify = await mailedToken(t.db, mail, NEWSLETTER_PAGES.verifySubscribe);
    const manage = oneClickToken((await outboxOf(t.db, mail))[0]?.headers ?? {});
    for (const token of [verify, manage]) {
      expect((await call.withToken("verify/unsubscribe", token)).statusCode).toBe(404);
      expect((await call.withToken("userdata", token)).statusCode).toBe(404);
    }
    expect((await call.oneClick(verify)).statusCode).toBe(404);
    expect(await subscriptionsOf(t.db, mail)).toHaveLength(1);
  });
});

describe("edit by token (decision 17)", () => {
  it("edit/resend mails the edit page's link; userdata reads and update replaces the verified topics", async () => {
    const mail = newMail();
    await subscribed(mail, "1261", ["97", "99"]);
    await call.subscribe({ mail, statisticId: "5111", resourceType: "98" });
    expect((await call.withMail("edit/resend", mail, { lang: "en" })).statusCode).toBe(202);
    const sent = (await outboxOf(t.db, mail)).at(-1);
    expect(sent).toMatchObject({
      kind: "newsletter-edit",
      subject: "Erhebungsdatenbank: edit your newsletter",
    });
    const token = await mailedToken(t.db, mail, NEWSLETTER_PAGES.edit);

    const data = await call.withToken("userdata", token);
    expect(data.json()).toEqual({
      mail,
      topics: [
        { statisticId: "1261", resourceType: "99" },
        { statisticId: "1261", resourceType: "97" },
      ],
    });
    const topics = [
      { statisticId: "1261", resourceType: "97" },
      { statisticId: "allID", resourceType: "87" },
      { statisticId: "allID", resourceType: "87" },
    ];
    const saved = await call.update({ token, topics }, "en");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      mail,
      topics: [
        { statisticId: "allID", resourceType: "87" },
        { statisticId: "1261", resourceType: "97" },
      ],
    });
    // the pending topic went with the rest that the set left out; the new one counts as verified
    expect(await subscriptionsOf(t.db, mail)).toEqual([
      { statistic_id: "1261", resource_type: "97", verified: true, lang: "en" },
      { statistic_id: null, resource_type: "87", verified: true, lang: "en" },
    ]);
    // the token works until it expires, for a second save too; an empty set unsubscribes
    expect((await call.update({ token, topics: [] })).json()).toEqual({ mail, topics: [] });
    expect(await subscriptionsOf(t.db, mail)).toEqual([]);
    t.advanceClock(DAY + 1000);
    expect((await call.withToken("userdata", token)).json()).toEqual(INVALID_TOKEN_DE);
    expect((await call.update({ token, topics })).json()).toEqual(INVALID_TOKEN_DE);
    expect(await subscriptionsOf(t.db, mail)).toEqual([]);
  });

  it("refuses a wrong topic naming it, and a wrong token, changing nothing", async () => {
    const mail = newMail();
    await subscribed(mail);
    await call.withMail("edit/resend", mail);
    const token = await mailedToken(t.db, mail, NEWSLETTER_PAGES.edit);
    const before = await subscriptionsOf(t.db, mail);
    const wrong = await call.update({
      token,
      topics: [
        { statisticId: "1261", resourceType: "97" },
        { statisticId: "x", resourceType: "97" },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: "VALIDATION",
      field: "topics.1.statisticId",
      message: "Bitte wählen Sie eine vierstellige StatistikID oder alle StatistikIDs.",
    });
    // one character changed: a token of the right shape that was never issued
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of ["", "kurz", changed, "x".repeat(43)]) {
      expect((await call.update({ token: bad, topics: [] })).json(), bad).toEqual(INVALID_TOKEN_DE);
      expect((await call.withToken("userdata", bad)).statusCode, bad).toBe(404);
    }
    expect(await subscriptionsOf(t.db, mail)).toEqual(before);
  });
});

describe("tokenForUser", () => {
  it("needs a session", async () => {
    expect((await t.api({ method: "GET", url: "/newsletter/tokenForUser" })).statusCode).toBe(401);
  });

  it("gives a logged-in user an EDIT token of their own address, to subscribe without a mail", async () => {
    const session = await t.login("loggeduser@test.example", "Test-Passwort-2025");
    const res = await t.api({ method: "GET", url: "/newsletter/tokenForUser", token: session });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect((await call.withToken("userdata", token)).json()).toEqual({
      mail: "loggeduser@test.example",
      topics: [],
    });
    const topics = [{ statisticId: "2110", resourceType: "99" }];
    expect((await call.update({ token, topics })).json().topics).toEqual(topics);
    expect(await subscriptionsOf(t.db, "loggeduser@test.example")).toEqual([
      { statistic_id: "2110", resource_type: "99", verified: true, lang: "de" },
    ]);
    expect(await outboxOf(t.db, "loggeduser@test.example")).toEqual([]);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("ends every topic of the address, verified or pending, by the header's link, without confirmation", async () => {
    const mail = newMail();
    await subscribed(mail, "1261", "97");
    await call.subscribe({ mail, statisticId: "allID", resourceType: "99" });
    const token = oneClickToken((await outboxOf(t.db, mail))[0]?.headers ?? {});
    const res = await call.oneClick(token);
    expect([res.statusCode, res.json()]).toEqual([200, {}]);
    expect(await subscriptionsOf(t.db, mail)).toEqual([]);
    // a mail program that posts again, with another body or none, gets the same answer
    expect((await call.oneClick(token)).statusCode).toBe(200);
    const bare = await t.api({ method: "POST", url: `/newsletter/oneclick?token=${token}` });
    expect(bare.statusCode).toBe(200);
    const boundary = "----oneclick";
    const multipart = await t.api({
      method: "POST",
      url: `/newsletter/oneclick?token=${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await call.oneClick("x".repeat(43))).json()).toEqual(INVALID_TOKEN_DE);
  });
});

describe("the same answer for every address (decision 17)", () => {
  it.each(["unsubscribev2", "unsubscribe/resend", "edit/resend"])(
    "%s answers an unknown address as a subscribed one and mails it nothing",
    async (path) => {
      const known = newMail();
      await subscribed(known);
      const unknown = newMail("niemand");
      const a = await call.withMail(path, known);
      const b = await call.withMail(path, unknown);
      expect([b.statusCode, b.body, b.headers["content-type"]]).toEqual([
        a.statusCode,
        a.body,
        a.headers["content-type"],
      ]);
      expect(await outboxOf(t.db, unknown)).toEqual([]);
    },
  );

  it.each(["checkuserv2", "checkMailSubscribe", "checkMailEdit"])(
    "%s says only whether the address is usable",
    async (path) => {
      const known = newMail();
      await subscribed(known);
      for (const mail of [known, newMail("niemand")]) {
        const res = await call.withMail(path, mail);
        expect([res.statusCode, res.json()]).toEqual([200, { valid: true }]);
      }
      for (const mail of ["kein-mail", "a@", ""]) {
        expect((await call.withMail(path, mail)).json(), mail).toEqual({ valid: false });
      }
      expect((await t.api({ method: "GET", url: `/newsletter/${path}` })).statusCode).toBe(400);
    },
  );

  it("refuses a malformed address of a mailing call as a 400 naming it", async () => {
    const res = await call.withMail("edit/resend", "kein-mail", { lang: "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION",
      field: "mail",
      message: "Please enter a valid email address in the field Email.",
    });
  });
});

describe("rate limits (decision 17)", () => {
  const RATE_LIMITED_DE = {
    code: "RATE_LIMITED",
    message: "Zu viele Anfragen. Bitte versuchen Sie es in einer Viertelstunde erneut.",
  };

  it("5 mails per address in 15 minutes, from any IP, whichever call; none beyond", async () => {
    const mail = newMail();
    await subscribed(mail);
    for (const path of ["edit/resend", "unsubscribev2", "unsubscribe/resend", "edit/resend"]) {
      expect((await call.withMail(path, mail)).statusCode, path).toBe(202);
    }
    const mailsBefore = await outboxOf(t.db, mail);
    const refused = await call.subscribe({ mail, statisticId: "1261", resourceType: "99" });
    expect([refused.statusCode, refused.json()]).toEqual([429, RATE_LIMITED_DE]);
    expect((await call.withMail("edit/resend", mail)).statusCode).toBe(429);
    expect(await outboxOf(t.db, mail)).toEqual(mailsBefore);
    expect(await subscriptionsOf(t.db, mail)).toHaveLength(1);
    t.advanceClock(15 * 60_000);
    expect((await call.withMail("edit/resend", mail)).statusCode).toBe(202);
  });

  it("20 mailing calls per IP in 15 minutes, for any addresses", async () => {
    const ip = t.newIp();
    for (let i = 0; i < 20; i++) {
      expect((await call.withMail("unsubscribev2", newMail(), { ip })).statusCode).toBe(202);
    }
    const mail = newMail();
    const refused = await call.subscribe({ mail, statisticId: "1261", resourceType: "97" }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(await subscriptionsOf(t.db, mail)).toEqual([]);
    expect((await call.subscribe({ mail, statisticId: "1261", resourceType: "97" })).statusCode).toBe(202);
  });

  it("60 checks per IP in 15 minutes", async () => {
    const ip = t.newIp();
    for (let i = 0; i < 60; i++) {
      expect((await call.withMail("checkuserv2", newMail(), { ip })).statusCode).toBe(200);
    }
    expect((await call.withMail("checkMailEdit", newMail(), { ip })).json()).toEqual(RATE_LIMITED_DE);
  });

  it("30 checks per address in 15 minutes, from any IP; a malformed one counts per IP only", async () => {
    const mail = newMail();
    for (let i = 0; i < 30; i++) {
      expect((await call.withMail("checkMailSubscribe", mail)).statusCode).toBe(200);
    }
    expect((await call.withMail("checkuserv2", mail.toUpperCase())).statusCode).toBe(429);
    for (let i = 0; i < 31; i++) {
      expect((await call.withMail("checkuserv2", "kein-mail")).json()).toEqual({ valid: false });
    }
  });
});

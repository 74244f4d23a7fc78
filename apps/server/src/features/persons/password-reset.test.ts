import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD } from "../../../test/fixtures.ts";
import {
  mailedToken,
  mailsTo,
  newPerson,
  personAudit,
  userDataSnapshot,
} from "../../../test/person-fixtures.ts";
import { startTestSmtpServer } from "../../../test/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "../../lib/published-passwords.ts";
import { createMailSender } from "../../mail/sender.ts";
import { deleteExpiredTokens } from "./password-tokens.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string, remoteAddress = t.newIp(), lang = "de") =>
  t.api({
    method: "POST",
    url: "/person/password/reset",
    payload: { email },
    remoteAddress,
    headers: { "accept-language": lang },
  });
const checkToken = async (token: string) =>
  (await t.api({ method: "POST", url: "/person/password/checkToken", payload: { token } })).json();
const linkState = async (token: string) =>
  (await t.api({ method: "POST", url: "/person/password/linkState", payload: { token } })).json().state;
/** The token of every password link mailed to the address, oldest first. */
const mailedTokens = async (email: string) =>
  (await mailsTo(t.db, email)).map((m) => /\/password\/reset\?token=([A-Za-z0-9_-]{43})/.exec(m.body)?.[1]);
const setPassword = (token: string, password: string, lang = "de") =>
  t.api({
    method: "POST",
    url: "/person/password/validateNewPassword",
    payload: { token, password },
    headers: { "accept-language": lang },
  });
const loginStatus = async (email: string, password: string) =>
  (
    await t.api({
      method: "POST",
      url: "/login",
      payload: { username: email, password },
      remoteAddress: t.newIp(),
    })
  ).statusCode;

describe("password reset by mail (SPEC 2.20, decision 16)", () => {
  it("request -> mailed link -> valid -> new password: it logs in, the old one not, the link is spent", async () => {
    const person = await newPerson(t.db);
    const session = await t.login(person.email, TEST_PASSWORD);
    const res = await requestReset(person.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ replacesEarlier: false });
    const [mail] = await mailsTo(t.db, person.email);
    expect(mail).toMatchObject({
      kind: "password-reset",
      subject: "Erhebungsdatenbank: Passwort zurücksetzen",
    });
    const token = await mailedToken(t.db, person.email);
    expect(await checkToken(token)).toBe("valid");

    const set = await setPassword(token, "Frisches-Passwort-42");
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({});
    expect(await loginStatus(person.email, "Frisches-Passwort-42")).toBe(200);
    expect(await loginStatus(person.email, TEST_PASSWORD)).toBe(401);
    // every session of the account ended with the new password
    expect((await t.api({ method: "GET", url: "/auth", token: session })).statusCode).toBe(401);
    expect(await checkToken(token)).toBe("not-valid");
    const again = await setPassword(token, "Noch-ein-Passwort-43");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: "INVALID_TOKEN",
      field: "token",
      message: "Der Link ist ungültig, abgelaufen oder wurde bereits benutzt.",
    });
    expect(await loginStatus(person.email, "Frisches-Passwort-42")).toBe(200);
    const audit = await personAudit(t.db, person.id);
    expect(audit.map((a) => a.action)).toEqual(["PASSWORD_RESET_REQUESTED", "PASSWORD_SET"]);
    const logged = JSON.stringify(await t.db.selectFrom("audit_log").selectAll().execute());
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("Frisches-Passwort-42");
  });

  it("answers the same for an unknown address and a deleted account, and mails nothing then", async () => {
    const deleted = await newPerson(t.db, { deleted: true });
    const before = await userDataSnapshot(t.db);
    const known = await requestReset((await newPerson(t.db)).email);
    for (const email of ["niemand@test.example", deleted.email]) {
      const res = await requestReset(email);
      expect([res.statusCode, res.body, res.headers["content-type"]]).toEqual([
        known.statusCode,
        known.body,
        known.headers["content-type"],
      ]);
    }
    const after = await userDataSnapshot(t.db);
    expect(
      after.mails.filter((m) => !before.mails.some((b) => b.id === m.id)).map((m) => m.recipient),
    ).not.toContain(deleted.email);
    expect(await mailsTo(t.db, "niemand@test.example")).toEqual([]);
  });

  it("refuses the built-in admin's reset quietly: the answer of an unknown address, no link, no mail, no record", async () => {
    const unknown = [
      await requestReset("niemand-sonst@test.example"),
      await requestReset("niemand-sonst@test.example"),
    ];
    const before = await userDataSnapshot(t.db);
    const auditBefore = await t.db.selectFrom("audit_log").select("id").execute();
    for (const [i, email] of [ADMIN.email, ADMIN.email.toUpperCase()].entries()) {
      const res = await requestReset(email);
      expect([res.statusCode, res.body, res.headers["content-type"]]).toEqual([
        unknown[i]?.statusCode,
        unknown[i]?.body,
        unknown[i]?.headers["content-type"],
      ]);
    }
    // nothing written: no token, no mail (so no link on a console either), no audit record
    expect(await userDataSnapshot(t.db)).toEqual(before);
    expect(await t.db.selectFrom("audit_log").select("id").execute()).toEqual(auditBefore);
    expect(await loginStatus(ADMIN.email, ADMIN.password)).toBe(200);
  });

  it("a link expires after PASSWORD_RESET_TTL_MS", async () => {
    const person = await newPerson(t.db);
    await requestReset(person.email);
    const token = await mailedToken(t.db, person.email);
    t.advanceClock(3_600_000 - 60_000);
    expect(await checkToken(token)).toBe("valid");
    t.advanceClock(61_000);
    expect(await checkToken(token)).toBe("not-valid");
    expect((await setPassword(token, "Zu-spaet-Passwort-1")).json().code).toBe("INVALID_TOKEN");
    expect(await loginStatus(person.email, TEST_PASSWORD)).toBe(200);
  });

  it("housekeeping forgets expired tokens and keeps the others", async () => {
    const expired = await newPerson(t.db);
    await requestReset(expired.email);
    t.advanceClock(3_600_000 + 1000);
    const live = await newPerson(t.db);
    await requestReset(live.email);
    const tokensOf = (id: number) =>
      t.db.selectFrom("password_token").select("person_id").where("person_id", "=", id).execute();
    // housekeeping runs at the app's now: when the live link was made
    const { created_at: now } = await t.db
      .selectFrom("password_token")
      .select("created_at")
      .where("person_id", "=", live.id)
      .executeTakeFirstOrThrow();
    await deleteExpiredTokens(t.db, now);
    expect(await tokensOf(expired.id)).toEqual([]);
    expect(await tokensOf(live.id)).toHaveLength(1);
    expect(await checkToken(await mailedToken(t.db, live.email))).toBe("valid");
  });

  it("a newer link replaces an older one, and a wrong or malformed token is 'not-valid'", async () => {
    const person = await newPerson(t.db);
    await requestReset(person.email);
    const first = await mailedToken(t.db, person.email);
    await requestReset(person.email);
    const second = await mailedToken(t.db, person.email);
    expect(second).not.toBe(first);
    expect(await checkToken(first)).toBe("not-valid");
    expect(await checkToken(second)).toBe("valid");
    for (const token of ["A".repeat(43), "kurz", ""]) {
      expect(await checkToken(token)).toBe("not-valid");
      expect(await linkState(token)).toBe("not-valid");
    }
    expect((await setPassword("A".repeat(43), "Irgendein-Passwort-9")).statusCode).toBe(400);
  });

  it("refuses a common or published password and the account's email, keeping the link usable", async () => {
    const person = await newPerson(t.db);
    await requestReset(person.email);
    const token = await mailedToken(t.db, person.email);
    const common = await setPassword(token, "password1");
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      code: "PASSWORD_COMMON",
      field: "password",
      message: "Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern. Bitte wählen Sie ein anderes.",
    });
    for (const password of [DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD]) {
      expect((await setPassword(token, password, "en")).json()).toEqual({
        code: "PASSWORD_PUBLISHED",
        field: "password",
        message:
          "This password is published (a demo password of the Erhebungsdatenbank). Please choose another one.",
      });
    }
    const email = await setPassword(token, person.email.toUpperCase(), "en");
    expect(email.json()).toEqual({
      code: "PASSWORD_EMAIL",
      field: "password",
      message: "The password must not be the account's email address.",
    });
    const short = await setPassword(token, "kurz");
    expect(short.json()).toEqual({
      code: "VALIDATION",
      field: "password",
      message: "Das Passwort im Feld Neues Passwort muss mindestens 8 Zeichen lang sein.",
    });
    expect(await checkToken(token)).toBe("valid");
    expect(await loginStatus(person.email, TEST_PASSWORD)).toBe(200);
  });

  it("two uses of one link at once: one sets the password, the other is refused", async () => {
    const person = await newPerson(t.db);
    await requestReset(person.email);
    const token = await mailedToken(t.db, person.email);
    const answers = await Promise.all([
      setPassword(token, "Erstes-Passwort-11"),
      setPassword(token, "Zweites-Passwort-22"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it("429 RATE_LIMITED over 5 requests per IP or per address in 15 minutes", async () => {
    const person = await newPerson(t.db);
    const ip = t.newIp();
    const fromOneIp = [];
    for (let i = 0; i < 6; i++)
      fromOneIp.push((await requestReset(`jemand-${i}@test.example`, ip)).statusCode);
    expect(fromOneIp).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await requestReset(person.email, ip, "en");
    expect(limited.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Too many requests. Please try again in a quarter of an hour.",
    });
    expect(await mailsTo(t.db, person.email)).toEqual([]);

    const forOneAddress = [];
    for (let i = 0; i < 6; i++) forOneAddress.push((await requestReset(person.email)).statusCode);
    expect(forOneAddress).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await mailsTo(t.db, person.email)).toHaveLength(5);
    t.advanceClock(15 * 60_000 + 1000);
    expect((await requestReset(person.email, ip)).statusCode).toBe(202);
  });

  it("400 naming the field for a missing or malformed address", async () => {
    const cases: [string, string][] = [
      ["", "Bitte geben Sie Ihre E-Mail-Adresse an."],
      ["kein-at", "Bitte geben Sie eine gültige E-Mail-Adresse an."],
    ];
    for (const [email, message] of cases) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION", field: "email", message });
    }
  });
});

describe("a reset asked for twice (issue 35, decision 39)", () => {
  it("the newest link wins; the answer tells the page so, and the older link's page says it was replaced", async () => {
    const person = await newPerson(t.db);
    const first = await requestReset(person.email);
    const second = await requestReset(person.email.toUpperCase());
    expect([first.statusCode, first.json()]).toEqual([202, { replacesEarlier: false }]);
    expect([second.statusCode, second.json()]).toEqual([202, { replacesEarlier: true }]);
    const [older, newer] = await mailedTokens(person.email);
    expect(await linkState(older ?? "")).toBe("replaced");
    expect(await linkState(newer ?? "")).toBe("valid");
    // the older link sets nothing
    expect((await setPassword(older ?? "", "Altes-Link-Passwort-1")).json().code).toBe("INVALID_TOKEN");
    expect((await setPassword(newer ?? "", "Neues-Link-Passwort-2")).statusCode).toBe(200);
    expect(await linkState(newer ?? "")).toBe("not-valid");
    // the older link's lifetime ends as it would have
    t.advanceClock(3_600_000 + 1000);
    expect(await linkState(older ?? "")).toBe("not-valid");
  });

  it("answers a repeat alike for an account, an unknown address, a deleted account and the built-in admin", async () => {
    const deleted = await newPerson(t.db, { deleted: true });
    const addresses = [
      (await newPerson(t.db)).email,
      "unbekannt-zweimal@test.example",
      deleted.email,
      ADMIN.email,
    ];
    for (const email of addresses) {
      const answers = [await requestReset(email), await requestReset(email)];
      expect(
        answers.map((a) => [a.statusCode, a.body]),
        email,
      ).toEqual([
        [202, '{"replacesEarlier":false}'],
        [202, '{"replacesEarlier":true}'],
      ]);
    }
  });

  it("is no repeat once an earlier link would have expired", async () => {
    const person = await newPerson(t.db);
    await requestReset(person.email);
    t.advanceClock(3_600_000 + 1000);
    expect((await requestReset(person.email)).json()).toEqual({ replacesEarlier: false });
  });

  it("two requests at once: one answer says an earlier link was replaced, and only the newer link works", async () => {
    const person = await newPerson(t.db);
    const answers = await Promise.all([requestReset(person.email), requestReset(person.email)]);
    expect(answers.map((a) => a.json().replacesEarlier).sort()).toEqual([false, true]);
    const [older, newer] = await mailedTokens(person.email);
    expect([await linkState(older ?? ""), await linkState(newer ?? "")]).toEqual(["replaced", "valid"]);
  });

  it("through SMTP: two mails arrive, the newer one's link works and the older one's page says it was replaced", async () => {
    const smtp = await startTestSmtpServer();
    try {
      const person = await newPerson(t.db);
      await requestReset(person.email);
      await requestReset(person.email);
      const sender = createMailSender({
        db: t.db,
        smtpUrl: smtp.url,
        from: "erhebungsdatenbank@example.org",
        logger: pino({ level: "silent" }),
      });
      expect((await sender.deliverDue()).failed).toBe(0);
      const links = smtp
        .mails()
        .filter((m) => m.to.includes(person.email))
        .map((m) => /\/password\/reset\?token=([A-Za-z0-9_-]{43})/.exec(m.text)?.[1] ?? "");
      expect(links).toHaveLength(2);
      expect([await linkState(links[0] ?? ""), await linkState(links[1] ?? "")]).toEqual([
        "replaced",
        "valid",
      ]);
    } finally {
      await smtp.stop();
    }
  });
});

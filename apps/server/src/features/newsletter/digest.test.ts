import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { insertResource } from "../../../test/resource-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server.ts";
import { type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, TEST_CONFIG, type TestApp } from "../../../test/test-app.ts";
import { createKysely } from "../../db/database.ts";
import { createMailSender, type MailSender } from "../../mail/sender.ts";
import { runNewsletterDigest } from "./digest.ts";
import { newMail, oneClickToken, outboxOf, subscriptionsOf } from "./newsletter-test-support.ts";

const PUBLIC_URL = TEST_CONFIG.publicUrl;

let t: TestApp;
let smtp: TestSmtpServer;
let sender: MailSender;
let admin: string;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
/** the sender's clock, ahead of the database's so that every mail in the outbox is due */
let senderOffsetMs = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtpServer();
  sender = createMailSender({
    db: t.db,
    smtpUrl: smtp.url,
    from: "erhebungsdatenbank@example.org",
    logger: pino({ level: "silent" }),
    now: () => new Date(Date.now() + senderOffsetMs),
  });
  newSurvey = await surveyFixtures(t.db);
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(async () => {
  await sender.stop();
  await smtp.stop();
  await t.close();
});

const digest = () => runNewsletterDigest(t.db, { now: new Date(), publicUrl: PUBLIC_URL });

/** A public approved survey of this statistic id, as a visitor sees it. */
const publicSurvey = (statisticId: string) => newSurvey({ statisticId, status: 3, accessMode: true });

let version = 0;
/** A resource made usable through the real call, as staff do it: the transaction notes the news. */
async function madeUsable(
  survey: SurveyFixture,
  type: string,
  options: { accessMode?: boolean } = {},
): Promise<{ id: number; key: string }> {
  const resource = await insertResource(t.db, survey, { type, status: 1, version: ++version, ...options });
  const res = await t.api({ method: "GET", url: `/resource/${resource.id}/status/usable`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return resource;
}

/** Subscriptions straight into the database: the digest's input, not what is under test here. */
async function subscriber(
  topics: [statisticId: string | null, resourceType: string][],
  options: { verified?: boolean; lang?: "de" | "en" } = {},
): Promise<string> {
  const mail = newMail();
  await t.db
    .insertInto("newsletter_subscription")
    .values(
      topics.map(([statistic_id, resource_type]) => ({
        mail,
        statistic_id,
        resource_type,
        verified: options.verified ?? true,
        lang: options.lang ?? "de",
        created_at: new Date(),
        updating: new Date(),
      })),
    )
    .execute();
  return mail;
}

const received = (to: string) => smtp.mails().filter((m) => m.to.includes(to));
const showLink = (survey: SurveyFixture, type: string) =>
  `${PUBLIC_URL}/Show.html?eid=${survey.erhebungsid}&resid=${type}`;

describe("the newsletter digest (decision 17)", () => {
  it("mails each verified subscriber once, listing every resource of their topics, over SMTP", async () => {
    const survey = await publicSurvey("4711");
    const questionnaire = await madeUsable(survey, "97");
    const description = await madeUsable(survey, "99");
    const both = await subscriber([
      ["4711", "97"],
      [null, "99"],
    ]);
    const allQuestionnaires = await subscriber([[null, "97"]]);
    const unverified = await subscriber([["4711", "97"]], { verified: false });
    const otherStatistic = await subscriber([["4712", "97"]]);
    const otherType = await subscriber([["4711", "98"]]);

    expect(await digest()).toEqual({ events: 2, announced: 2, mails: 2 });
    for (const nobody of [unverified, otherStatistic, otherType])
      expect(await outboxOf(t.db, nobody)).toEqual([]);
    await sender.deliverDue();

    const [mail] = received(both);
    expect(received(both)).toHaveLength(1);
    expect(mail?.subject).toBe("Erhebungsdatenbank: 2 neue Ressourcen");
    expect(mail?.text).toContain(
      `- Ressource ${questionnaire.key} (97 Elektronischer Fragebogen, Erhebungsid ${survey.erhebungsid}, Version ${version - 1})\n  ${showLink(survey, "97")}\n`,
    );
    expect(mail?.text).toContain(`- Ressource ${description.key} (99 Erhebungsbeschreibung`);
    expect(mail?.html).toContain(`href="${showLink(survey, "99").replace("&", "&amp;")}"`);
    expect(mail?.headers["list-unsubscribe"]).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/v1/newsletter/oneclick\\?token=[A-Za-z0-9_-]{43}>$`),
    );
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const [single] = received(allQuestionnaires);
    expect(received(allQuestionnaires)).toHaveLength(1);
    expect(single?.subject).toBe("Erhebungsdatenbank: eine neue Ressource");
    expect(single?.text).toContain(questionnaire.key);
    expect(single?.text).not.toContain(description.key);

    // the batch is done: a second run announces nothing again
    expect(await digest()).toEqual({ events: 0, announced: 0, mails: 0 });
    const [record] = await t.db
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("action", "=", "NEWSLETTER_DIGEST")
      .execute();
    expect(record?.after).toEqual({ events: 2, announced: [description.id, questionnaire.id], mails: 2 });

    // the mail program's one-click unsubscribe, as the header names it
    const token = oneClickToken(mail?.headers ?? {});
    const res = await t.api({
      method: "POST",
      url: `/newsletter/oneclick?token=${token}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(await subscriptionsOf(t.db, both)).toEqual([]);
  });

  it("announces only what a public visitor may see, and an internal resource once it becomes public", async () => {
    const listener = await subscriber([[null, "95"]]);
    const internal = await madeUsable(await publicSurvey("4720"), "95", { accessMode: false });
    await madeUsable(await newSurvey({ statisticId: "4721", status: 0, accessMode: true }), "95");
    const lockedAgain = await madeUsable(await publicSurvey("4722"), "95");
    expect(
      (await t.api({ method: "GET", url: `/resource/${lockedAgain.id}/status/lock`, token: admin }))
        .statusCode,
    ).toBe(200);

    expect(await digest()).toEqual({ events: 3, announced: 0, mails: 0 });
    expect(await outboxOf(t.db, listener)).toEqual([]);

    const res = await t.api({ method: "GET", url: `/resource/${internal.id}/usability`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(await digest()).toEqual({ events: 1, announced: 1, mails: 1 });
    const [mail] = await outboxOf(t.db, listener);
    expect(mail?.body).toContain(internal.key);
  });

  it("writes to each subscriber in their language", async () => {
    const english = await subscriber([["4730", "94"]], { lang: "en" });
    const survey = await publicSurvey("4730");
    const resource = await madeUsable(survey, "94");
    expect(await digest()).toMatchObject({ mails: 1 });
    const [mail] = await outboxOf(t.db, english);
    expect(mail?.subject).toBe("Erhebungsdatenbank: a new resource");
    expect(mail?.body).toContain(
      `- Ressource ${resource.key} (94 PL metadata, Erhebungsid ${survey.erhebungsid}`,
    );
    expect(mail?.body).toContain("on the topics of your newsletter");
    expect(mail?.body).toContain(`${PUBLIC_URL}/newsletter/unsubscribe`);
  });

  it("loses no digest while SMTP is down and sends none twice when it is back", async () => {
    const patient = await subscriber([["4740", "93"]]);
    await madeUsable(await publicSurvey("4740"), "93");
    await smtp.down();
    try {
      expect(await digest()).toMatchObject({ events: 1, mails: 1 });
      const down = await sender.deliverDue();
      expect(down).toMatchObject({ sent: 0 });
      expect(down.failed).toBeGreaterThanOrEqual(1);
      expect(await digest()).toEqual({ events: 0, announced: 0, mails: 0 });
    } finally {
      await smtp.up();
    }
    expect(received(patient)).toEqual([]);
    senderOffsetMs += 2 * 60_000; // past the first retry
    expect((await sender.deliverDue()).sent).toBeGreaterThanOrEqual(1);
    senderOffsetMs += 24 * 3_600_000;
    await sender.deliverDue();
    expect(received(patient)).toHaveLength(1);
    expect(received(patient)[0]?.subject).toBe("Erhebungsdatenbank: eine neue Ressource");
  });

  it("two instances at once announce each resource once", async () => {
    const watcher = await subscriber([["4750", "92"]]);
    const survey = await publicSurvey("4750");
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) keys.push((await madeUsable(survey, "92")).key);
    const second = createKysely(t.connectionString, 1);
    try {
      const runs = await Promise.all([
        digest(),
        runNewsletterDigest(second, { now: new Date(), publicUrl: PUBLIC_URL }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.events, 0)).toBe(3);
    } finally {
      await second.destroy();
    }
    const bodies = (await outboxOf(t.db, watcher)).map((m) => m.body).join("\n");
    for (const key of keys) expect(bodies.split(key).length - 1, key).toBe(1);
  });
});

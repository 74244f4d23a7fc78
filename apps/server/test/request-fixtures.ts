import type { RequestCreateInput, RequestSpecializingInput } from "@erhdb/domain";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../src/db/database.ts";
import { insertPlaceholderEvas } from "../src/db/migrations/0009_requests.ts";
import { type Caller, loginCallers } from "./person-fixtures.ts";
import { surveyFixtures } from "./survey-fixtures.ts";
import { createTestApp, TEST_CONFIG } from "./test-app.ts";

/** The applicant of the tests' requests unless a test names another. */
export const APPLICANT = {
  name: "Schneider",
  forename: "Julia",
  mail: "julia.schneider@statistik.example",
  phonenumber: "+49 2603 71-4410",
  federalStateCode: "07",
} as const;

/** What a survey request says of the survey (NEW, UPDATE, CONTINUE); EVAS 12411 is active. */
export const SURVEY_DATA = {
  description: "Statistik der Pflegeberufe",
  evas: ["12411"],
  period: 3,
  bzr: "260000",
  federalStateCode: "09",
};

/** A request of the public form, the applicant's fields overridable. */
export function requestBody(
  specializing: RequestSpecializingInput,
  applicant: Partial<RequestCreateInput["applicant"]> = {},
): RequestCreateInput {
  return {
    requestSpecializing: specializing,
    applicant: { ...APPLICANT, ...applicant },
    substantiation: "Für die Arbeit im Referat.",
  };
}

/** The token of the newest ticket link mailed to an address, read from the mail's plain text. */
export async function mailedTicketToken(db: Database, recipient: string): Promise<string> {
  const mail = await db
    .selectFrom("mail_outbox")
    .select("body")
    .where("recipient", "=", recipient)
    .where("kind", "=", "request-ticket")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const match = new RegExp(`${TEST_CONFIG.publicUrl}/ticketstatus\\?token=([A-Za-z0-9_-]{43})`).exec(
    mail?.body ?? "",
  );
  if (!match?.[1]) throw new Error(`no ticket link mailed to ${recipient}: ${mail?.body}`);
  return match[1];
}

/** The mails of one kind, oldest first. */
export function mailsOfKind(db: Database, kind: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["recipient", "subject", "body", "html"])
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
}

/**
 * Everything accepting or declining a request could change, so that a test proves a refused one changed
 * nothing.
 */
export async function requestDataSnapshot(db: Database) {
  const [requests, history, surveys, surveyEvas, comments, persons, permissions, tokens, mails] =
    await Promise.all([
      db.selectFrom("request").selectAll().orderBy("id").execute(),
      db.selectFrom("request_content").selectAll().orderBy("id").execute(),
      db.selectFrom("survey").selectAll().orderBy("id").execute(),
      db.selectFrom("survey_evas").selectAll().orderBy("survey_id").orderBy("evas_id").execute(),
      db.selectFrom("survey_commentary").selectAll().orderBy("id").execute(),
      db.selectFrom("person").selectAll().orderBy("id").execute(),
      db.selectFrom("person_permission").selectAll().orderBy("id").execute(),
      db.selectFrom("password_token").selectAll().orderBy("token_hash").execute(),
      db.selectFrom("mail_outbox").select(["id", "recipient", "kind"]).orderBy("id").execute(),
    ]);
  return { requests, history, surveys, surveyEvas, comments, persons, permissions, tokens, mails };
}

/**
 * The app with the placeholder EVAS (the template leaves them out), the survey fixtures' EVAS and
 * surveys, a session of every caller, and `submit`, which makes a request from an address of its own
 * (the form allows 5 per address and hour) and answers its id.
 */
export async function startRequestTestApp() {
  const t = await createTestApp();
  await insertPlaceholderEvas(t.db);
  const newSurvey = await surveyFixtures(t.db);
  const tokens = await loginCallers(t);

  async function post(body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return t.api({
      method: "POST",
      url: "/request/create",
      payload: body as object,
      remoteAddress: t.newIp(),
      headers,
    });
  }

  async function submit(body: RequestCreateInput, headers: Record<string, string> = {}): Promise<number> {
    const res = await post(body, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  /** A staff call as `caller`; POSTs carry a JSON body. */
  function staff(caller: Caller, method: "GET" | "POST", url: string, payload?: object) {
    return t.api({
      method,
      url,
      token: tokens[caller],
      ...(method === "POST" ? { payload: payload ?? {} } : {}),
    });
  }

  return { t, newSurvey, tokens, post, submit, staff };
}
export type RequestTestApp = Awaited<ReturnType<typeof startRequestTestApp>>;

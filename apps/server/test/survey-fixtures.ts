import type { RoleName } from "@erhdb/domain";
import type { Database } from "../src/db/database.ts";
import { TEST_PASSWORD, userOf } from "./fixtures.ts";
import { insertEvas } from "./table-data.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The callers every survey test compares: SuperAdmin, eid_rights for 2110/09 (FachAdmin), none, anonymous. */
export const SURVEY_ROLES = [
  "SuperAdmin",
  "FachAdmin",
  "LoggedUser",
  "StatDBAdmin",
] as const satisfies RoleName[];
export type SurveyRole = (typeof SURVEY_ROLES)[number];

export async function loginSurveyRoles(t: TestApp): Promise<Record<SurveyRole, string>> {
  // One after the other: the logins share the test database's single connection anyway.
  const tokens: Partial<Record<SurveyRole, string>> = {};
  for (const role of SURVEY_ROLES) tokens[role] = await t.login(userOf(role), TEST_PASSWORD);
  return tokens as Record<SurveyRole, string>;
}

export interface SurveyFixture {
  id: number;
  erhebungsid: string;
}

export interface SurveyFixtureOptions {
  statisticId?: string;
  bzr?: string;
  office?: string;
  status?: number;
  accessMode?: boolean;
  baseObjectId?: number;
  evas?: string[];
  description?: string;
}

/**
 * Inserts surveys straight into the database (a test's own rows, so tests never share state). By default
 * a survey of the FachAdmin's statistic 2110 in Bayern (09), blocked, with EVAS 12612, under a fresh bzr.
 */
export async function surveyFixtures(db: Database) {
  const evasIds = await insertEvas(db);
  let year = 0;
  return async function newSurvey(options: SurveyFixtureOptions = {}): Promise<SurveyFixture> {
    const bzr = options.bzr ?? `${String(year++).padStart(2, "0")}0000`;
    const row = await db
      .insertInto("survey")
      .values({
        statistic_id: options.statisticId ?? "2110",
        bzr,
        federal_state_code: options.office ?? "09",
        period: 3,
        description: options.description ?? `Testerhebung ${bzr}`,
        status: options.status ?? 0,
        access_mode: options.accessMode ?? false,
        base_object_id: options.baseObjectId ?? 0,
      })
      .returning(["id", "erhebungsid"])
      .executeTakeFirstOrThrow();
    for (const code of options.evas ?? ["12612"]) {
      const evasId = evasIds.get(code);
      if (evasId === undefined) throw new Error(`EVAS ${code} missing`);
      await db.insertInto("survey_evas").values({ survey_id: row.id, evas_id: evasId }).execute();
    }
    return row;
  };
}

/** The audit records of one survey (or link) id. */
export async function auditOf(db: Database, entity: string, id: number) {
  return db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "before", "after"])
    .where("entity", "=", entity)
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();
}

export async function surveyRow(db: Database, id: number) {
  return db
    .selectFrom("survey")
    .select(["status", "access_mode", "description", "bzr", "updating"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function commentsOf(db: Database, id: number) {
  return db
    .selectFrom("survey_commentary")
    .select(["comment", "action", "author_email"])
    .where("survey_id", "=", id)
    .orderBy("id")
    .execute();
}

/** The app, the survey fixtures and a session per survey role: what every survey test file starts with. */
export async function startSurveyTestApp() {
  const t = await createTestApp();
  const newSurvey = await surveyFixtures(t.db);
  const tokens = await loginSurveyRoles(t);
  return { t, newSurvey, tokens };
}

import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";
import type { Actor } from "../../lib/audit.ts";

export interface SurveyData {
  statisticId: string;
  bzr: string;
  federalStateCode: string;
  period: number;
  description: string;
  accessMode: boolean;
}

export async function erhebungsidTaken(db: Queryable, erhebungsid: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom("survey")
    .select("id")
    .where("erhebungsid", "=", erhebungsid)
    .where("id", "<>", exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

function dataColumns(data: SurveyData) {
  return {
    statistic_id: data.statisticId,
    bzr: data.bzr,
    federal_state_code: data.federalStateCode,
    period: data.period,
    description: data.description,
    access_mode: data.accessMode,
  };
}

export async function insertSurvey(
  db: Queryable,
  data: SurveyData,
  extra: { status: number; predecessorId: number | null; now: Date },
): Promise<number> {
  const row = await db
    .insertInto("survey")
    .values({
      ...dataColumns(data),
      status: extra.status,
      predecessor_id: extra.predecessorId,
      created_at: extra.now,
      updating: extra.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSurveyData(
  db: Queryable,
  id: number,
  data: SurveyData,
  now: Date,
): Promise<void> {
  await db
    .updateTable("survey")
    .set({ ...dataColumns(data), updating: now })
    .where("id", "=", id)
    .execute();
}

export async function updateSurveyStatus(
  db: Queryable,
  id: number,
  values: { status: number; accessMode: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable("survey")
    .set({ status: values.status, access_mode: values.accessMode, updating: now })
    .where("id", "=", id)
    .execute();
}

export async function touchSurvey(db: Queryable, id: number, now: Date): Promise<void> {
  await db.updateTable("survey").set({ updating: now }).where("id", "=", id).execute();
}

/** Removes the row; EVAS assignments, links, comments and resources go with it (ON DELETE CASCADE). */
export async function deleteSurvey(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("survey").where("id", "=", id).execute();
}

export async function addSurveyEvas(
  db: Queryable,
  surveyId: number,
  evasIds: readonly number[],
): Promise<void> {
  if (evasIds.length === 0) return;
  await db
    .insertInto("survey_evas")
    .values(evasIds.map((evasId) => ({ survey_id: surveyId, evas_id: evasId })))
    .execute();
}

export async function removeSurveyEvas(
  db: Queryable,
  surveyId: number,
  evasIds: readonly number[],
): Promise<void> {
  if (evasIds.length === 0) return;
  await db
    .deleteFrom("survey_evas")
    .where("survey_id", "=", surveyId)
    .where("evas_id", "in", [...evasIds])
    .execute();
}

export async function listLinks(
  db: Queryable,
  surveyId: number,
): Promise<{ id: number; content: string; description: string }[]> {
  return db
    .selectFrom("survey_link")
    .select(["id", "content", "description"])
    .where("survey_id", "=", surveyId)
    .orderBy("id")
    .execute();
}

export async function findLink(
  db: Queryable,
  id: number,
): Promise<{ id: number; surveyId: number; content: string; description: string } | undefined> {
  return db
    .selectFrom("survey_link")
    .select(["id", "survey_id as surveyId", "content", "description"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function insertLink(
  db: Queryable,
  surveyId: number,
  link: { content: string; description: string },
  now: Date,
): Promise<{ id: number; content: string; description: string }> {
  return db
    .insertInto("survey_link")
    .values({ survey_id: surveyId, content: link.content, description: link.description, updating: now })
    .returning(["id", "content", "description"])
    .executeTakeFirstOrThrow();
}

export async function deleteLink(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("survey_link").where("id", "=", id).execute();
}

export async function insertComment(
  db: Queryable,
  surveyId: number,
  entry: { comment: string; action: string; authorId: number | null; authorEmail: string | null; now: Date },
): Promise<number> {
  const row = await db
    .insertInto("survey_commentary")
    .values({
      survey_id: surveyId,
      comment: entry.comment,
      action: entry.action,
      author_id: entry.authorId,
      author_email: entry.authorEmail,
      created_at: entry.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Newest first; the id breaks ties between comments of the same instant. With the author's address as
 * stored and their names while the account exists (decides nobody's right to read them).
 */
export async function listComments(db: Queryable, surveyId: number) {
  return db
    .selectFrom("survey_commentary as c")
    .leftJoin("person as p", "p.id", "c.author_id")
    .select([
      "c.id",
      "c.comment",
      "c.action",
      "c.author_email as author",
      sql<string | null>`p.forename || ' ' || p.name`.as("authorName"),
      "c.created_at as created",
    ])
    .where("c.survey_id", "=", surveyId)
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .execute();
}

export async function clearBaseObjectId(db: Queryable, id: number, now: Date): Promise<void> {
  await db.updateTable("survey").set({ base_object_id: 0, updating: now }).where("id", "=", id).execute();
}

/**
 * Every survey action stores its comment beside the survey (SPEC 3, commentary); its id links the
 * action's audit record to it.
 */
export async function recordComment(
  db: Queryable,
  surveyId: number,
  actor: Actor,
  action: string,
  comment: string,
  now: Date,
): Promise<number> {
  return insertComment(db, surveyId, {
    comment,
    action,
    authorId: actor.id,
    authorEmail: actor.email,
    now,
  });
}

import type { Evas, EvasWrite } from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";
import { evasActive } from "./discontinued.ts";

const COLUMNS = ["id", "evas", "description", "period", "closing"] as const;

export async function findEvasById(db: Queryable, id: number): Promise<Evas | undefined> {
  return db.selectFrom("evas").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** The row, locked until the transaction ends, so its check and its change see the same state. */
export async function lockEvasById(db: Queryable, id: number): Promise<Evas | undefined> {
  return db.selectFrom("evas").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function evasCodeExists(db: Queryable, evas: string): Promise<boolean> {
  const row = await db.selectFrom("evas").select("id").where("evas", "=", evas).executeTakeFirst();
  return row !== undefined;
}

/** Codes of one length (level), by code; with `activeOn` only those still active at that time. */
export async function listEvasOfLevel(
  db: Queryable,
  level: number,
  activeOn: Date | null = null,
): Promise<Evas[]> {
  let query = db.selectFrom("evas").select(COLUMNS).where("level", "=", level);
  if (activeOn !== null) query = query.where(evasActive(sql.ref("closing"), activeOn));
  return query.orderBy("evas").execute();
}

/** Every code of every level still active at that time, by code. */
export async function listActiveCodes(
  db: Queryable,
  activeOn: Date,
): Promise<{ evas: string; description: string }[]> {
  return db
    .selectFrom("evas")
    .select(["evas", "description"])
    .where(evasActive(sql.ref("closing"), activeOn))
    .orderBy("evas")
    .execute();
}

export async function insertEvas(db: Queryable, values: EvasWrite, now: Date): Promise<Evas> {
  return db
    .insertInto("evas")
    .values({ ...values, updating: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Changes everything but the code, which identifies the EVAS in surveys and requests. */
export async function updateEvas(db: Queryable, id: number, values: EvasWrite, now: Date): Promise<Evas> {
  return db
    .updateTable("evas")
    .set({ description: values.description, period: values.period, closing: values.closing, updating: now })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteEvas(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("evas").where("id", "=", id).execute();
}

/** How many surveys the EVAS is assigned to. */
export async function countSurveyAssignments(db: Queryable, id: number): Promise<number> {
  const row = await db
    .selectFrom("survey_evas")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("evas_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

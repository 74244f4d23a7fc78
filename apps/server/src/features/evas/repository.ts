import type { Evas, EvasWrite } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";

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

/** Codes of one length (level), by code; with `activeAfter` only those whose closing is later or null. */
export async function listEvasOfLevel(
  db: Queryable,
  level: number,
  activeAfter: string | null = null,
): Promise<Evas[]> {
  let query = db.selectFrom("evas").select(COLUMNS).where("level", "=", level);
  if (activeAfter !== null) {
    query = query.where((eb) => eb.or([eb("closing", "is", null), eb("closing", ">", activeAfter)]));
  }
  return query.orderBy("evas").execute();
}

/** Every code of every level whose closing is later than the given day or null, by code. */
export async function listActiveCodes(
  db: Queryable,
  activeAfter: string,
): Promise<{ evas: string; description: string }[]> {
  return db
    .selectFrom("evas")
    .select(["evas", "description"])
    .where((eb) => eb.or([eb("closing", "is", null), eb("closing", ">", activeAfter)]))
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

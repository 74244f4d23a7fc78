import type { EncodingEntryAnswer, EncodingEntryWrite } from "@erhdb/domain";
import type { Selectable } from "kysely";
import type { Queryable } from "../../db/queryable.ts";
import type { EncodingTable } from "../../db/tables/resources.ts";

const COLUMNS = ["id", "restype", "encoding", "updating"] as const;

function answerOf(row: Selectable<EncodingTable>): EncodingEntryAnswer {
  return { ...row, updating: row.updating.toISOString() };
}

/** Every entry, by type and encoding. */
export async function listEncodingEntries(db: Queryable): Promise<EncodingEntryAnswer[]> {
  const rows = await db
    .selectFrom("encoding")
    .select(COLUMNS)
    .orderBy("restype")
    .orderBy("encoding")
    .execute();
  return rows.map(answerOf);
}

/** The entry; with `lock`, locked until the transaction ends. */
export async function findEncodingEntry(
  db: Queryable,
  id: number,
  lock = false,
): Promise<EncodingEntryAnswer | undefined> {
  let query = db.selectFrom("encoding").select(COLUMNS).where("id", "=", id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && answerOf(row);
}

export async function encodingEntryExists(db: Queryable, entry: EncodingEntryWrite): Promise<boolean> {
  const row = await db
    .selectFrom("encoding")
    .select("id")
    .where("restype", "=", entry.restype)
    .where("encoding", "=", entry.encoding)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEncodingEntry(
  db: Queryable,
  entry: EncodingEntryWrite,
  now: Date,
): Promise<EncodingEntryAnswer> {
  const row = await db
    .insertInto("encoding")
    .values({ ...entry, updating: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return answerOf(row);
}

export async function deleteEncodingEntry(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("encoding").where("id", "=", id).execute();
}

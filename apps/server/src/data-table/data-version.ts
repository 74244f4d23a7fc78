import { sql } from "kysely";
import type { Queryable } from "../db/queryable.ts";
import type { Sql } from "./types.ts";

/**
 * The data version as the calling statement's snapshot sees it (migration 0006, decision 15): equal in
 * two statements only when they see the same tracked data. Text, compared for equality only. A scalar
 * subquery, so that it is read once per statement (an init plan), not for every row a page skips.
 */
export const DATA_VERSION: Sql = sql`(SELECT data_version())`;

/** Alias of the version column beside a page's rows. */
export const VERSION_COLUMN = "__version";

/** Reads the data version on its own (a page without rows carries none). */
export async function readDataVersion(db: Queryable): Promise<string> {
  const { rows } = await sql<{ version: string }>`SELECT ${DATA_VERSION} AS version`.execute(db);
  const version = rows[0]?.version;
  if (typeof version !== "string") throw new Error("data_version() returned no version");
  return version;
}

/** data_change rows above which housekeeping folds them into the base. */
export const FOLD_THRESHOLD = 1000;

/**
 * Folds the noted writing transactions into the base in one statement, so that the version stays cheap
 * to read; the sum, and so every snapshot's version, is unchanged by it. Transactions still running
 * are not visible to it and stay noted. Returns how many were folded.
 */
export async function foldDataChanges(db: Queryable, threshold = FOLD_THRESHOLD): Promise<number> {
  const { rows } = await sql<{ folded: number }>`
    WITH noted AS (SELECT count(*) AS n FROM data_change),
    gone AS (DELETE FROM data_change WHERE (SELECT n FROM noted) > ${threshold} RETURNING 1),
    folded AS (SELECT count(*) AS n FROM gone)
    UPDATE data_version_base SET version = version + (SELECT n FROM folded)
    WHERE (SELECT n FROM folded) > 0
    RETURNING (SELECT n FROM folded) AS folded
  `.execute(db);
  return Number(rows[0]?.folded ?? 0);
}

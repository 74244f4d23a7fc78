import { sql } from "kysely";
import type { Queryable } from "../db/queryable.ts";
import { whereClause } from "./conditions.ts";
import { DATA_VERSION } from "./data-version.ts";
import type { CountJournal, Sql } from "./types.ts";

/** The surveys' journal, its rows as `survey AS s`. */
export const SURVEY_COUNT_JOURNAL: CountJournal = {
  rows: sql`survey_count_journal AS j CROSS JOIN LATERAL jsonb_populate_record(NULL::survey, j.r) AS s`,
};

/** The snapshot a count statement read, beside its version: what a later delta starts from. */
export const SNAPSHOT: Sql = sql`pg_current_snapshot()::text`;

export interface CarriedCount {
  version: string;
  snapshot: string;
  count: number;
}

/**
 * The count of `conditions` now, from one taken under `snapshot`: that count plus the signs of the
 * journal's rows that pass the conditions and that snapshot did not see, all read in one statement, so
 * the result is exact for this statement's snapshot (returned with it). Null when the journal cannot
 * tell: a reset mark since (a TRUNCATE, a bulk load without journal), or rows pruned that the snapshot
 * had not seen; the count must then be taken again.
 */
export async function carryCount(
  db: Queryable,
  journal: CountJournal,
  conditions: readonly Sql[],
  from: { snapshot: string; count: number },
): Promise<CarriedCount | null> {
  const snapshot = sql`${from.snapshot}::pg_snapshot`;
  // a transaction below the snapshot's xmin had finished before it (the xid index finds the others)
  const since = sql`j.xid >= pg_snapshot_xmin(${snapshot}) AND NOT pg_visible_in_snapshot(j.xid, ${snapshot})`;
  const { rows } = await sql<{ version: string; snapshot: string; usable: boolean; delta: string }>`
    SELECT ${DATA_VERSION} AS version, ${SNAPSHOT} AS snapshot,
      pg_snapshot_xmin(${snapshot}) >= (SELECT pruned_below FROM survey_count_journal_horizon)
        AND NOT EXISTS (SELECT 1 FROM survey_count_journal AS j WHERE j.r IS NULL AND ${since}) AS usable,
      (SELECT coalesce(sum(j.sign), 0) FROM ${journal.rows} ${whereClause([sql`j.r IS NOT NULL`, since, ...conditions])}) AS delta
  `.execute(db);
  const row = rows[0];
  if (!row?.usable) return null;
  return { version: row.version, snapshot: row.snapshot, count: from.count + Number(row.delta) };
}

/**
 * Deletes the journal's rows that no remembered count can need any more, in two steps so that counts
 * stay carried across a run: the rows of transactions finished before the previous run's snapshot go,
 * and that bound becomes `pruned_below`; this run's snapshot is the next bound. A count taken before
 * the bound is taken again (carryCount). Returns the rows deleted.
 */
export async function pruneCountJournal(db: Queryable): Promise<number> {
  const { rows } = await sql<{ pruned: string }>`
    WITH bound AS (SELECT next_bound FROM survey_count_journal_horizon),
    gone AS (DELETE FROM survey_count_journal WHERE xid < (SELECT next_bound FROM bound) RETURNING 1),
    moved AS (
      UPDATE survey_count_journal_horizon
      SET pruned_below = greatest(pruned_below, (SELECT next_bound FROM bound)),
          next_bound = pg_snapshot_xmin(pg_current_snapshot())
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone) AS pruned, (SELECT count(*) FROM moved) AS moved
  `.execute(db);
  return Number(rows[0]?.pruned ?? 0);
}

/**
 * At every start: the journal emptied and its horizon set to now, so every count remembered before is
 * taken again. A database restored from a dump into another cluster brings journal rows whose
 * transaction ids belong to that cluster's history; in this one they could read as transactions still to
 * come and be summed into a later delta. Instances still running only count again once.
 */
export async function resetCountJournal(db: Queryable): Promise<void> {
  await sql`
    WITH gone AS (DELETE FROM survey_count_journal RETURNING 1)
    UPDATE survey_count_journal_horizon
    SET pruned_below = pg_snapshot_xmin(pg_current_snapshot()), next_bound = pg_snapshot_xmin(pg_current_snapshot())
    WHERE (SELECT count(*) FROM gone) >= 0
  `.execute(db);
}

import type { Kysely } from "kysely";
import { sql } from "kysely";

/** The text columns that the lists filter by "contains" (ILIKE '%text%' through a trigram index). */
export const CONTAINS_FILTER_COLUMNS = [
  { table: "survey", column: "description" },
  { table: "survey", column: "erhebungsid" },
  { table: "resource", column: "description" },
] as const;

// Frozen once released. A contains filter's row estimate comes from the column's statistics, which
// PostgreSQL samples with 30,000 rows and a histogram of 100 values by default: at five million surveys
// it took 'bau' in the description for 50,000 rows where 333,000 matched, and for the public ones sorted
// by last update it chose to fetch and sort all 123,000 instead of walking the last-update index to the
// page (408 ms against 14.5 ms). A statistics target of 1000 (300,000 rows sampled) estimated 65,000 and
// gave the walk. A table with rows is sampled anew at once rather than at the next autovacuum; an empty
// one is not, or the planner would take it for empty until then (and PGlite has no autovacuum).
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of CONTAINS_FILTER_COLUMNS) {
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.ref(column)} SET STATISTICS 1000`.execute(
      db,
    );
  }
  for (const table of new Set(CONTAINS_FILTER_COLUMNS.map((c) => c.table))) {
    const columns = CONTAINS_FILTER_COLUMNS.filter((c) => c.table === table).map((c) => sql.ref(c.column));
    const { rows } = await sql<{
      filled: boolean;
    }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS filled`.execute(db);
    if (rows[0]?.filled) await sql`ANALYZE ${sql.table(table)} (${sql.join(columns)})`.execute(db);
  }
}

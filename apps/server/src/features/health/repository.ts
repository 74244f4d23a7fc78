import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { sqlState } from "../../db/sql-state.ts";

export interface MigrationState {
  applied: number;
  pending: number;
}

export interface OutboxState {
  backlog: number;
  oldestUnsentSeconds: number | null;
}

export interface DatabaseState {
  migrations: MigrationState;
  /** null where the schema is older than the outbox's columns this query reads */
  outbox: OutboxState | null;
}

/** Kysely's record of the migrations applied (its default table name). */
const MIGRATION_TABLE = "kysely_migration";

// an older schema (migrations pending) may lack the outbox's table or a column the query names
const UNDEFINED_TABLE = "42P01";
const UNDEFINED_COLUMN = "42703";

const appliedOf = (names: readonly string[]) =>
  sql<number>`(SELECT count(*) FROM ${sql.table(MIGRATION_TABLE)} WHERE name = ANY(${[...names]}::text[]))`;

const migrationsOf = (names: readonly string[], applied: number): MigrationState => ({
  applied,
  pending: names.length - applied,
});

/**
 * What readiness needs of the database, in one statement: how many of the code's migrations are applied,
 * and the mails awaiting delivery (decision 16: not sent and not printed on the console, retried ones
 * included) with the age of the oldest by the database's clock, which stamped them. Both outbox figures
 * come from the partial index mail_outbox_unsent_idx (migration 0018).
 */
export async function readDatabaseState(
  db: Database,
  migrationNames: readonly string[],
): Promise<DatabaseState> {
  try {
    const { rows } = await sql<{ applied: number; backlog: number; oldest: number | null }>`
      SELECT ${appliedOf(migrationNames)} AS applied, count(*) AS backlog,
             floor(extract(epoch FROM now() - min(created_at)))::int8 AS oldest
        FROM mail_outbox
       WHERE sent_at IS NULL AND logged_at IS NULL
    `.execute(db);
    const row = rows[0];
    if (!row) throw new Error("the readiness query answered no row");
    return {
      migrations: migrationsOf(migrationNames, row.applied),
      outbox: { backlog: row.backlog, oldestUnsentSeconds: row.oldest },
    };
  } catch (error) {
    const state = sqlState(error);
    if (state !== UNDEFINED_TABLE && state !== UNDEFINED_COLUMN) throw error;
    const { rows } = await sql<{ applied: number }>`SELECT ${appliedOf(migrationNames)} AS applied`.execute(
      db,
    );
    return { migrations: migrationsOf(migrationNames, rows[0]?.applied ?? 0), outbox: null };
  }
}

import { BASE_PATH } from "@erhdb/domain";
import { sql } from "kysely";
import { expect, inject, vi } from "vitest";
import type { TestApp } from "../../../test/test-app.ts";

// Helpers of the SQL console's tests.

/**
 * Whether this run's database is PostgreSQL, which cancels a statement and runs it beside the app's
 * requests; on PGlite the console's statement holds the app's one connection, and a statement past its
 * time limit is ended by a restart of the database (decision 18, embedded-timeout.test.ts).
 */
export const onPostgres = inject("databaseTemplate").kind === "postgres";

/** `POST dbQuery` (or its CSV variant) with one query, in German unless `lang` says otherwise. */
export function runQuery(
  t: TestApp,
  token: string | null,
  query: string,
  options: { csv?: boolean; lang?: string } = {},
) {
  return t.api({
    method: "POST",
    url: options.csv ? "/dbQuery/csv" : "/dbQuery",
    token,
    payload: { query },
    headers: { "accept-language": options.lang ?? "de" },
  });
}

export interface ConsoleRecord {
  actor_email: string | null;
  after: unknown;
}

/** The console's audit records after `sinceId`, oldest first. */
export async function consoleRecords(t: TestApp, sinceId = 0): Promise<ConsoleRecord[]> {
  return t.db
    .selectFrom("audit_log")
    .select(["actor_email", "after"])
    .where("action", "=", "SQL_QUERY")
    .where("entity", "=", "dbQuery")
    .where("id", ">", sinceId)
    .orderBy("id")
    .execute();
}

/** The newest audit record's id, to read only the records a test writes. */
export async function lastAuditId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The statements of other sessions on this database whose text holds `marker` and that are running
 * (PostgreSQL: the app's connection is a superuser, so it sees every session's query).
 */
export async function runningStatements(t: TestApp, marker: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
      AND strpos(query, ${marker}) > 0`.execute(t.db);
  return rows[0]?.n ?? 0;
}

/**
 * A query that runs until something stops it: a nested loop over three series of 100,000 numbers
 * (10^15 rows to count; each series is kept once, so it needs little memory), marked with a comment.
 */
export const endlessQuery = (marker: string) =>
  `SELECT count(*) /* ${marker} */ FROM generate_series(1, 100000) a, generate_series(1, 100000) b, generate_series(1, 100000) c`;

/**
 * Resolves once the statement marked with `marker` no longer runs: on PostgreSQL when no session runs it;
 * on PGlite, which runs one statement at a time, when the database answers another query.
 */
export async function statementEnded(t: TestApp, marker: string): Promise<void> {
  if (t.kind === "pglite") {
    await sql`SELECT 1`.execute(t.db);
    return;
  }
  await vi.waitFor(async () => expect(await runningStatements(t, marker)).toBe(0), {
    timeout: 30_000,
    interval: 100,
  });
}

/** A request that needs no database: the OpenAPI document. */
export const withoutDatabase = (t: TestApp) =>
  t.app.inject({ method: "GET", url: `${BASE_PATH}/v3/api-docs` });

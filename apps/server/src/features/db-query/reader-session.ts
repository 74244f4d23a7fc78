import type pg from "pg";
import { type Database, withOwnSession } from "../../db/database.ts";
import { AppError } from "../../lib/errors.ts";

/** The database role whose rights bound every console query (migration 0011, decision 18). */
export const READER_ROLE = "erhdb_sql_reader";

export interface ReaderOptions {
  /** a statement running longer is cancelled by the database (PostgreSQL; PGlite cannot, decision 18) */
  timeoutMs: number;
  /** aborted when the caller goes away: the running statement is cancelled */
  signal?: AbortSignal | undefined;
}

/**
 * What the console relies on, read from the catalogue before every query, so that a database where
 * migration 0011 could not run (no superuser) or whose grants were changed since refuses instead of
 * running a query with more rights: the reader exists, is no superuser, bypasses no row security and
 * belongs to no role; it cannot call set_config (which could set `role` or `session_authorization` in
 * the middle of a statement); and the app's user may switch to it.
 */
const READER_CHECK = `
  SELECT NOT r.rolsuper AND NOT r.rolbypassrls
     AND NOT EXISTS (SELECT FROM pg_catalog.pg_auth_members m WHERE m.member = r.oid)
     AND NOT pg_catalog.has_function_privilege(r.oid, 'pg_catalog.set_config(text, text, boolean)', 'EXECUTE')
     AND pg_catalog.pg_has_role(current_user, r.oid, 'MEMBER') AS ready
  FROM pg_catalog.pg_roles r WHERE r.rolname = '${READER_ROLE}'`;

const unavailable = () =>
  new AppError(503, "SQL_CONSOLE_UNAVAILABLE", { messageKey: "SQL_CONSOLE_UNAVAILABLE" });

async function checkReader(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ ready: boolean }>(READER_CHECK);
  if (rows[0]?.ready !== true) throw unavailable();
}

/**
 * Runs `work` as the reader: on a session of its own (db/database.ts withOwnSession), in a READ ONLY
 * transaction with the statement timeout, after SET LOCAL ROLE. The transaction is rolled back whatever
 * happened, which also undoes any SET a statement made. An abort of the signal cancels the running
 * statement.
 */
export function asReader<T>(
  db: Database,
  { timeoutMs, signal }: ReaderOptions,
  work: (client: pg.ClientBase) => Promise<T>,
): Promise<T> {
  return withOwnSession(db, async ({ client, cancel }) => {
    await checkReader(client);
    // Best effort: if the cancel cannot be sent, the statement timeout still ends the statement.
    const onAbort = () => void cancel().catch(() => {});
    await client.query("BEGIN READ ONLY");
    try {
      await client.query(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`);
      await client.query(`SET LOCAL ROLE ${READER_ROLE}`);
      signal?.throwIfAborted();
      signal?.addEventListener("abort", onAbort, { once: true });
      return await work(client);
    } finally {
      signal?.removeEventListener("abort", onAbort);
      await client.query("ROLLBACK");
      // What the rollback undid already; said again because on PGlite this session is the app's only one.
      await client.query("RESET ROLE");
    }
  });
}

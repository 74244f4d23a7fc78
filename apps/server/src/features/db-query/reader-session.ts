import type pg from "pg";
import {
  type Database,
  type IncomingLimit,
  interruptsStatements,
  withOwnSession,
} from "../../db/database.ts";
import { AppError } from "../../lib/errors.ts";

/** The database role whose rights bound every console query (migration 0011, decision 18). */
export const READER_ROLE = "erhdb_sql_reader";

export interface ReaderOptions {
  /** a statement running longer is cancelled by the database */
  timeoutMs: number;
  /** the most bytes the database may send while `work` runs; more end the connection (decision 18) */
  maxBytes: number;
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

/**
 * PGlite runs a statement to its end, whatever its timeout or a cancel says, and every other request
 * waits for it (decision 2: one backend, one connection): so the console is not offered there.
 */
const needsPostgres = () =>
  new AppError(503, "SQL_CONSOLE_UNAVAILABLE", { messageKey: "SQL_CONSOLE_NEEDS_POSTGRESQL" });

/** Refuses the console where the database cannot stop its statements (decision 18). */
export function requireInterruptibleDatabase(db: Database): void {
  if (!interruptsStatements(db)) throw needsPostgres();
}

async function checkReader(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ ready: boolean }>(READER_CHECK);
  if (rows[0]?.ready !== true) throw unavailable();
}

/**
 * Runs `work` as the reader: on a session of its own (db/database.ts withOwnSession), in a READ ONLY
 * transaction with the statement timeout, after SET LOCAL ROLE, and with the bytes the database sends
 * meanwhile limited (`incoming` says whether the limit ended the connection). The transaction is rolled
 * back whatever happened, which also undoes any SET a statement made; a connection ended by the limit
 * took its transaction with it. An abort of the signal cancels the running statement.
 */
export async function asReader<T>(
  db: Database,
  { timeoutMs, maxBytes, signal }: ReaderOptions,
  work: (client: pg.ClientBase, incoming: IncomingLimit) => Promise<T>,
): Promise<T> {
  requireInterruptibleDatabase(db);
  return withOwnSession(db, async ({ client, cancel, limitIncoming }) => {
    await checkReader(client);
    // Best effort: if the cancel cannot be sent, the statement timeout still ends the statement.
    const onAbort = () => void cancel().catch(() => {});
    await client.query("BEGIN READ ONLY");
    let incoming: IncomingLimit | undefined;
    try {
      await client.query(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`);
      await client.query(`SET LOCAL ROLE ${READER_ROLE}`);
      signal?.throwIfAborted();
      signal?.addEventListener("abort", onAbort, { once: true });
      incoming = limitIncoming(maxBytes);
      return await work(client, incoming);
    } finally {
      signal?.removeEventListener("abort", onAbort);
      if (!incoming?.exceeded) await client.query("ROLLBACK");
    }
  });
}

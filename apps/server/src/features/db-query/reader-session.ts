import type pg from "pg";
import {
  type Database,
  type IncomingLimit,
  interruptsStatements,
  isConnected,
  limitIncoming,
  restartsToEndStatements,
  withConnection,
  withOwnSession,
} from "../../db/database.ts";
import { AppError } from "../../lib/errors.ts";
import { armRestartDeadline, type RestartDeadline } from "./restart-deadline.ts";

/** The database role whose rights bound every console query (migration 0011, decision 18). */
export const READER_ROLE = "erhdb_sql_reader";

export interface ReaderOptions {
  /** a statement running longer is ended: cancelled by PostgreSQL, or by a restart of PGlite */
  timeoutMs: number;
  /** the most bytes the database may send while `work` runs; more end the connection (decision 18) */
  maxBytes: number;
  /**
   * aborted when the caller goes away: PostgreSQL cancels the running statement; PGlite cannot, and
   * its statement ends at the time limit at the latest
   */
  signal?: AbortSignal | undefined;
}

/** The statement ran past the time limit and the embedded database was restarted to end it. */
export class EndedByRestart extends Error {}

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

/** Whether the console's statements pause every other request while they run (PGlite, decision 18). */
export function pausesOtherRequests(db: Database): boolean {
  return restartsToEndStatements(db);
}

/**
 * Runs `work` as the reader, in a READ ONLY transaction after SET LOCAL ROLE, with the bytes the
 * database sends meanwhile limited (`incoming` says whether the limit ended the connection), and ended
 * after `timeoutMs`. The transaction is rolled back whatever happened, which also undoes any SET a
 * statement made; a connection ended by the limit took its transaction with it.
 */
export function asReader<T>(
  db: Database,
  options: ReaderOptions,
  work: (client: pg.ClientBase, incoming: IncomingLimit) => Promise<T>,
): Promise<T> {
  if (interruptsStatements(db)) return onOwnSession(db, options, work);
  if (restartsToEndStatements(db)) return onTheOneConnection(db, options, work);
  throw new Error("the SQL console needs a database that can end a statement");
}

/** As the reader: BEGIN READ ONLY, the role, then `work`; the transaction's end is the caller's. */
async function readOnly<T>(client: pg.ClientBase, beforeRole: string[], run: () => Promise<T>): Promise<T> {
  await checkReader(client);
  await client.query("BEGIN READ ONLY");
  for (const statement of beforeRole) await client.query(statement);
  await client.query(`SET LOCAL ROLE ${READER_ROLE}`);
  return run();
}

/**
 * PostgreSQL: on a session of its own (db/database.ts withOwnSession) with the statement timeout; an
 * abort of the signal cancels the running statement.
 */
function onOwnSession<T>(
  db: Database,
  { timeoutMs, maxBytes, signal }: ReaderOptions,
  work: (client: pg.ClientBase, incoming: IncomingLimit) => Promise<T>,
): Promise<T> {
  return withOwnSession(db, async ({ client, cancel, limitIncoming: limit }) => {
    // Best effort: if the cancel cannot be sent, the statement timeout still ends the statement.
    const onAbort = () => void cancel().catch(() => {});
    let incoming: IncomingLimit | undefined;
    try {
      return await readOnly(client, [`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`], async () => {
        signal?.throwIfAborted();
        signal?.addEventListener("abort", onAbort, { once: true });
        incoming = limit(maxBytes);
        return work(client, incoming);
      });
    } finally {
      signal?.removeEventListener("abort", onAbort);
      if (!incoming?.exceeded) await client.query("ROLLBACK");
    }
  });
}

/**
 * PGlite: on the app's one connection (decision 2; a second connection's protocol messages could
 * interleave with the app's), so every other request waits while the statement runs. PGlite takes no
 * timeout and no cancel, so a deadline restarts the database process past `timeoutMs`
 * (restart-deadline.ts); the statement then fails as EndedByRestart once the database is back. A
 * statement whose connection the byte limit cut still runs in the database to the end of its Execute:
 * the deadline holds until the database answers again.
 */
async function onTheOneConnection<T>(
  db: Database,
  { timeoutMs, maxBytes, signal }: ReaderOptions,
  work: (client: pg.ClientBase, incoming: IncomingLimit) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted();
  // set inside the connection's callback, read after it
  const run: { deadline?: RestartDeadline; cut: boolean } = { cut: false };
  try {
    return await withConnection(db, async (client) => {
      const deadline = armRestartDeadline(db, timeoutMs);
      run.deadline = deadline;
      let incoming: IncomingLimit | undefined;
      try {
        return await readOnly(client, [], async () => {
          signal?.throwIfAborted();
          incoming = limitIncoming(client, maxBytes);
          return work(client, incoming);
        });
      } finally {
        incoming?.stop();
        run.cut = !isConnected(client);
        // after a restart the connection is gone, and its transaction with the process
        if (!run.cut && !deadline.fired) await client.query("ROLLBACK");
      }
    });
  } catch (error) {
    if (run.deadline?.fired)
      throw new EndedByRestart("ended by a restart of the embedded database", { cause: error });
    throw error;
  } finally {
    if (run.cut)
      await run.deadline?.until(() => db.selectNoFrom((eb) => eb.val(1).as("answering")).execute());
    await run.deadline?.end();
  }
}

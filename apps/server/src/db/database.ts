import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { type EmbeddedOptions, startEmbeddedPostgres } from "./embedded.ts";
import type { DB } from "./schema.ts";

// Both drivers are `pg`, so values parse the same way on PGlite and PostgreSQL:
// int8 (ids, counts) as numbers, dates as their ISO text (no time-zone shift).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Database = Kysely<DB>;

/** The pool under each database, for the few things Kysely cannot do (COPY). */
const pools = new WeakMap<Database, pg.Pool>();

/**
 * Runs `work` on a connection of the database's own pool, released afterwards: on PGlite the pool's one
 * connection, so other queries wait only while `work` runs. Not for a transaction, which holds its own.
 */
export async function withConnection<T>(
  db: Database,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = pools.get(db);
  if (!pool) throw new Error("withConnection needs the database itself, not a transaction");
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    // a connection that `work` ended (limitIncoming) or that broke is dropped, not handed on
    client.release(!isConnected(client));
  }
}

/**
 * The connection settings of databases whose server gives every connection a session of its own
 * (PostgreSQL). PGlite is one backend behind one connection (decision 2), so it has none.
 */
const ownSessionConfigs = new WeakMap<Database, pg.ClientConfig>();

/**
 * Whether the database can stop a statement while it runs (a statement timeout, a cancel) and gives a
 * statement a session of its own: PostgreSQL can; PGlite runs a statement to its end, as its WebAssembly
 * backend takes no interrupt while it works, and every other query waits meanwhile.
 */
export function interruptsStatements(db: Database): boolean {
  return ownSessionConfigs.has(db);
}

/** What `withOwnSession` hands to its work. */
export interface OwnSession {
  client: pg.Client;
  /** asks the server to cancel the statement that runs on `client` */
  cancel(): Promise<void>;
  /**
   * From now on, ends the connection as soon as the server has sent more than `bytes`, before the driver
   * has buffered more than that and one network read: the driver keeps a message whole before it hands
   * it on, so a single value of 500 MB would otherwise be held in full. The statement then fails; the
   * limit says whether it was the cause. The session is gone afterwards.
   */
  limitIncoming(bytes: number): IncomingLimit;
}

/**
 * Whether the client's connection is still there: not ended by `limitIncoming`, nor by the server going
 * away. A statement on a gone connection never answers, so nothing waits for one (a cursor's close).
 */
export function isConnected(client: pg.ClientBase): boolean {
  const { stream } = (client as pg.Client).connection;
  return !stream.destroyed && stream.writable;
}

export interface IncomingLimit {
  /** the server sent more than the limit, and the connection was ended */
  readonly exceeded: boolean;
  /**
   * Stops counting: a connection that serves on (PGlite's one connection) must be left with the
   * driver's own listener alone, as pg-copy-streams asserts exactly one (file downloads failed after a
   * console query until this was called).
   */
  stop(): void;
}

/**
 * From now on, ends the client's connection as soon as the server has sent more than `bytes` (see
 * OwnSession.limitIncoming), counting what arrives ahead of the driver's own reading.
 */
export function limitIncoming(client: pg.Client, bytes: number): IncomingLimit {
  const stream = client.connection.stream;
  let received = 0;
  let exceeded = false;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= bytes || exceeded) return;
    exceeded = true;
    stream.off("data", count);
    // The driver still parses this chunk; nothing after it arrives. The server notices the closed
    // connection when it writes next and ends the backend, which rolls back its transaction.
    stream.destroy();
  };
  stream.prependListener("data", count);
  return {
    get exceeded() {
      return exceeded;
    },
    stop: () => stream.off("data", count),
  };
}

/**
 * Runs `work` for a statement that may run long and must be cancellable (the SQL console, decision 18)
 * on a new connection outside the pool, so that it holds no pool slot and anything the statement leaves
 * in its session ends with the connection; `cancel` sends pg_cancel_backend from the pool. Only where
 * the database interrupts statements (PostgreSQL): PGlite's one backend would hold every other query.
 */
export async function withOwnSession<T>(db: Database, work: (session: OwnSession) => Promise<T>): Promise<T> {
  const config = ownSessionConfigs.get(db);
  if (!config) throw new Error("withOwnSession needs a database that interrupts statements (PostgreSQL)");
  const client = new pg.Client(config);
  // A server that ends the connection (a terminated backend, a dropped database, an answer over the
  // limit) fails the running query; the event it also raises must not end the process.
  client.on("error", () => {});
  let running: number | null = null; // the backend's pid while `work` runs: a pid is reused afterwards
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    running = rows[0]?.pid ?? null;
    const cancel = async () => {
      if (running !== null) await sql`SELECT pg_cancel_backend(${running})`.execute(db);
    };
    return await work({ client, cancel, limitIncoming: (bytes) => limitIncoming(client, bytes) });
  } finally {
    running = null;
    await client.end();
  }
}

/**
 * Databases whose running statement can be ended only by ending their process and starting it again
 * (PGlite, decision 18), with what does so.
 */
const restarters = new WeakMap<Database, () => Promise<void>>();

/** Whether a statement that runs too long can be ended by `restartDatabase` (PGlite). */
export function restartsToEndStatements(db: Database): boolean {
  return restarters.has(db);
}

/**
 * Ends the embedded database's process, whatever it runs, and starts it again on the same files; several
 * callers at once share one restart. Meanwhile every query fails as the database being away does (503
 * with Retry-After, plugins/error-handler.ts), and the pool's next connection reaches the new process.
 */
export function restartDatabase(db: Database): Promise<void> {
  const restart = restarters.get(db);
  if (!restart) throw new Error("restartDatabase needs the embedded database (PGlite)");
  return restart();
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  connectionString: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  poolSize?: number;
  /** where a connection the server ended while idle is reported (the pool replaces it) */
  onIdleConnectionError?: IdleConnectionErrorHandler;
  /** the embedded database's process ended without being closed (PGlite only) */
  onEmbeddedExit?: EmbeddedOptions["onUnexpectedExit"];
  /**
   * Starts the embedded database (PGlite only): a process of its own, unless the server tests serve
   * theirs from one process per worker (test/pglite-host-client.ts)
   */
  startEmbedded?: typeof startEmbeddedPostgres;
}

export type IdleConnectionErrorHandler = (error: Error) => void;

const warnOnConsole: IdleConnectionErrorHandler = (error) =>
  console.warn(`database connection lost while idle: ${error.message}`);

/**
 * The app's own settings on each of its connections, not the database's:
 * - The app's queries are short and indexed; PostgreSQL's JIT compiles them for seconds and gains nothing.
 * - A random page read costs 1.1 sequential ones, not PostgreSQL's default 4, which assumes spinning
 *   disks: the tables live on SSD and mostly in memory. With 4, a contains filter's exact count of
 *   333,000 of five million surveys scanned the whole 2 GB table (1.7 s) instead of the trigram index's
 *   matches (0.24 s), once migration 0015 had made the planner's estimate right (decision 15).
 */
export const CONNECTION_SETTINGS = { jit: "off", random_page_cost: "1.1" } as const;

const settings = Object.entries(CONNECTION_SETTINGS);

// As startup options for a connection of its own (the SQL console's, withOwnSession); PGlite's socket
// server ignores startup options, so the pool's connections set them as their first statement.
const connectionConfig = (connectionString: string): pg.ClientConfig => ({
  connectionString,
  options: settings.map(([name, value]) => `-c ${name}=${value}`).join(" "),
});
const SET_CONNECTION_SETTINGS = settings.map(([name, value]) => `SET ${name} = ${value}`).join("; ");

/**
 * How long a request waits for a connection of a PostgreSQL server's pool, to open one or for one to come
 * free, before it is answered 503 with Retry-After (plugins/error-handler.ts): while the server restarts
 * or is unreachable a request ends instead of hanging. Not for PGlite, whose one connection is the queue
 * of every request, so that a wait there is the normal case under load, not a failure.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

export function createKysely(
  connectionString: string,
  poolSize = 10,
  onIdleConnectionError: IdleConnectionErrorHandler = warnOnConsole,
  connectTimeoutMs = 0,
): Database {
  // A connection that broke while in use (a restart of the server) is dropped by the pool when it is
  // released, and the next request opens a new one: the app recovers without a restart of its own.
  const pool = new pg.Pool({
    ...connectionConfig(connectionString),
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // An idle connection that the server ends (a restart, an administrator, a dropped test database)
  // is reported here; the pool discards it and opens a new one on the next query. Unhandled, the
  // event would end the process.
  pool.on("error", onIdleConnectionError);
  pool.on("connect", (client) => {
    // The pool listens for errors only while a connection is idle. One that breaks while in use between
    // two statements (a transaction's, a download's chunks) raises an event nobody would hear, which ends
    // the process; heard here, it fails the work's next statement instead (503, error-handler.ts), and the
    // pool drops the connection when it comes back.
    client.on("error", () => {});
    // queued on the new connection before the query that asked for it
    client.query(SET_CONNECTION_SETTINGS).catch(onIdleConnectionError);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Where the embedded database keeps its files in the data folder (the backup commands read it too). */
export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/** Opens the configured PostgreSQL, or the embedded PGlite in `dataDir/pglite` when no URL is set. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const db = createKysely(
      options.databaseUrl,
      options.poolSize,
      options.onIdleConnectionError,
      POSTGRES_CONNECT_TIMEOUT_MS,
    );
    ownSessionConfigs.set(db, connectionConfig(options.databaseUrl));
    return { db, kind: "postgres", connectionString: options.databaseUrl, close: () => db.destroy() };
  }
  const start = options.startEmbedded ?? startEmbeddedPostgres;
  const embedded = await start(embeddedDataDir(options.dataDir), {
    onUnexpectedExit: options.onEmbeddedExit,
  });
  // One connection: PGlite is one backend, and its socket server can interleave the protocol messages
  // of concurrent connections, so one connection's statement may run another's parameters (seen as
  // wrong answers and hangs with three or more simultaneous logins). PGlite runs one query at a time
  // anyway, so a single connection costs no throughput; it only means that code inside a transaction
  // must use the transaction, never the pool.
  const db = createKysely(embedded.connectionString, 1, options.onIdleConnectionError);
  restarters.set(db, async () => {
    try {
      await embedded.restart();
    } catch (error) {
      // no database process any more: the app ends, as when its database died (decision 2)
      options.onEmbeddedExit?.(null, null);
      throw error;
    }
    // the new process listens where the old one did unless that port was taken meanwhile; the pool's
    // next connections go to wherever it listens
    const pool = pools.get(db);
    if (pool) pool.options.connectionString = embedded.connectionString;
  });
  return {
    db,
    kind: "pglite",
    connectionString: embedded.connectionString,
    async close() {
      await db.destroy();
      await embedded.stop();
    },
  };
}

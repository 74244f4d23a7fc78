import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
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
    client.release();
  }
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
}

export type IdleConnectionErrorHandler = (error: Error) => void;

const warnOnConsole: IdleConnectionErrorHandler = (error) =>
  console.warn(`database connection lost while idle: ${error.message}`);

export function createKysely(
  connectionString: string,
  poolSize = 10,
  onIdleConnectionError: IdleConnectionErrorHandler = warnOnConsole,
): Database {
  // The app's queries are short and indexed; PostgreSQL's JIT compiles them for seconds and gains nothing.
  const pool = new pg.Pool({ connectionString, max: poolSize, options: "-c jit=off" });
  // An idle connection that the server ends (a restart, an administrator, a dropped test database)
  // is reported here; the pool discards it and opens a new one on the next query. Unhandled, the
  // event would end the process.
  pool.on("error", onIdleConnectionError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Opens the configured PostgreSQL, or the embedded PGlite in `dataDir/pglite` when no URL is set. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const db = createKysely(options.databaseUrl, options.poolSize, options.onIdleConnectionError);
    return { db, kind: "postgres", connectionString: options.databaseUrl, close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres(path.join(options.dataDir, "pglite"), {
    onUnexpectedExit: options.onEmbeddedExit,
  });
  // One connection: PGlite is one backend, and its socket server can interleave the protocol messages
  // of concurrent connections, so one connection's statement may run another's parameters (seen as
  // wrong answers and hangs with three or more simultaneous logins). PGlite runs one query at a time
  // anyway, so a single connection costs no throughput; it only means that code inside a transaction
  // must use the transaction, never the pool.
  const db = createKysely(embedded.connectionString, 1, options.onIdleConnectionError);
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

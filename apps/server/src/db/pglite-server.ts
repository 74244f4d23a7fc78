import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./data-dir-lock.ts";
import { pgliteSettings } from "./pglite-settings.ts";

export interface ServedPglite {
  /** the loopback port of its Postgres wire protocol */
  port: number;
  /** stops listening, closes PGlite (its files flushed) and releases the data folder; once */
  close(): Promise<void>;
}

/**
 * PGlite on the files in `dataDir` with the extensions the migrations use and its memory settings
 * (pglite-settings.ts), for the server and the backup commands alike; with `backup` (a dumpDataDir
 * tarball) it first fills the empty folder from it.
 */
export async function openPglite(dataDir: string, backup?: Blob) {
  return PGlite.create({
    dataDir,
    extensions: { pg_trgm, unaccent },
    postgresqlconf: await pgliteSettings(dataDir),
    ...(backup ? { loadDataDir: backup } : {}),
  });
}

export interface ServeOptions {
  /** the process this one serves (its app), whose end the lock's next taker may wait for */
  owner?: number | undefined;
  /** the loopback port to listen on if it is free, as before a restart; otherwise the system picks one */
  port?: number | undefined;
}

/**
 * Opens PGlite persisted in `dataDir` behind the Postgres wire protocol on a loopback port, in the
 * calling process: the product's database process (pglite-process.ts) serves one, the server tests'
 * host (test/pglite-host.ts) one per test file in turn. Refuses with DataDirInUseError while another
 * process holds the folder.
 */
export async function servePglite(dataDir: string, options: ServeOptions = {}): Promise<ServedPglite> {
  // before PGlite opens anything: a second process on the same files would corrupt them
  const unlock = await lockDataDir(dataDir, { owner: options.owner });
  try {
    const db = await openPglite(dataDir);
    const server = await listen(db, options.port);
    let closing: Promise<void> | undefined;
    return {
      port: Number(server.getServerConn().split(":").pop()),
      close() {
        closing ??= (async () => {
          await server.stop();
          await db.close();
          await unlock();
        })();
        return closing;
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * The server on `port` where that is still free (a restarted database keeps its address, so the app's
 * connections find it again), else on port 0: the system picks a free one, read back after listening.
 */
async function listen(db: PGlite, port = 0): Promise<PGLiteSocketServer> {
  const serve = (on: number) =>
    new PGLiteSocketServer({ db, host: "127.0.0.1", port: on, maxConnections: 64 });
  const server = serve(port);
  try {
    await server.start();
    return server;
  } catch (error) {
    if (port === 0 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const elsewhere = serve(0);
    await elsewhere.start();
    return elsewhere;
  }
}

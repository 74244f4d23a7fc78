import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./data-dir-lock.ts";

export interface ServedPglite {
  /** the loopback port of its Postgres wire protocol */
  port: number;
  /** stops listening, closes PGlite (its files flushed) and releases the data folder; once */
  close(): Promise<void>;
}

/**
 * PGlite on the files in `dataDir` with the extensions the migrations use, for the server and the backup
 * commands alike; with `backup` (a dumpDataDir tarball) it first fills the empty folder from it.
 */
export function openPglite(dataDir: string, backup?: Blob) {
  return PGlite.create({ dataDir, extensions: { pg_trgm }, ...(backup ? { loadDataDir: backup } : {}) });
}

/**
 * Opens PGlite persisted in `dataDir` behind the Postgres wire protocol on a free loopback port, in the
 * calling process: the product's database process (pglite-process.ts) serves one, the server tests'
 * host (test/pglite-host.ts) one per test file in turn. Refuses with DataDirInUseError while another
 * process holds the folder.
 */
export async function servePglite(dataDir: string): Promise<ServedPglite> {
  // before PGlite opens anything: a second process on the same files would corrupt them
  const unlock = await lockDataDir(dataDir);
  try {
    const db = await openPglite(dataDir);
    // port 0: the system picks a free port, read back after listening (no race with another process)
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 64 });
    await server.start();
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

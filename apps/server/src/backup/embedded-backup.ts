// The embedded database's backup and restore (issue 27, decision 31): PGlite's own copy of its data
// folder (dumpDataDir, a gzipped tar), read back by PGlite itself (loadDataDir) into an empty folder.
import { link, mkdir, open, readdir, readFile, rm, stat } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { LOCK_FILE, lockDataDir } from "../db/data-dir-lock.ts";
import { embeddedDataDir } from "../db/database.ts";
import { openPglite } from "../db/pglite-server.ts";

/** A refusal the operator can act on: the command prints it and ends with a non-zero code. */
export class BackupRefused extends Error {}

/** What a backup holds or a restore brought back, for the operator to compare. */
export interface DatabaseSummary {
  migration: string | null;
  surveys: number;
  accounts: number;
  files: number;
}

type Pglite = Awaited<ReturnType<typeof openPglite>>;

async function summarize(pg: Pglite): Promise<DatabaseSummary> {
  const { rows } = await pg.query<DatabaseSummary>(`
    SELECT (SELECT max(name) FROM kysely_migration)  AS migration,
           (SELECT count(*)::int FROM survey)         AS surveys,
           (SELECT count(*)::int FROM person)         AS accounts,
           (SELECT count(*)::int FROM file_blob)      AS files`);
  const summary = rows[0];
  if (!summary) throw new Error("the database answered no summary");
  return summary;
}

const gunzipAsync = promisify(gunzip);

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes the whole embedded database of `dataDir` to `file`, which must not exist. Refuses while
 * another process (a running server) holds the data folder. The bytes go to a temporary name beside
 * `file` and appear under `file` only when complete and on disk, so a failure leaves no half a backup.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<DatabaseSummary & { bytes: number }> {
  const dir = embeddedDataDir(dataDir);
  if (!(await exists(`${dir}/PG_VERSION`)))
    throw new BackupRefused(`${dir} holds no embedded database: check DATA_DIR.`);
  if (await exists(file))
    throw new BackupRefused(`${file} exists already; a backup never overwrites a file.`);
  const unlock = await lockDataDir(dir);
  const draft = `${file}.partial-${process.pid}`;
  try {
    const pg = await openPglite(dir);
    let summary: DatabaseSummary;
    let tarball: Uint8Array;
    try {
      summary = await summarize(pg);
      tarball = new Uint8Array(await (await pg.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await pg.close();
    }
    // readable by its owner only: a backup holds password hashes and the outbox's open password links
    const out = await open(draft, "wx", 0o600);
    try {
      await out.writeFile(tarball);
      await out.sync();
    } finally {
      await out.close();
    }
    // a link, unlike a rename, fails where `file` has appeared meanwhile instead of replacing it
    await link(draft, file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EEXIST"
        ? new BackupRefused(`${file} exists already; a backup never overwrites a file.`)
        : error;
    });
    return { ...summary, bytes: tarball.byteLength };
  } finally {
    await rm(draft, { force: true });
    await unlock();
  }
}

/**
 * The tar inside a backup, unpacked here rather than by PGlite: a damaged file fails PGlite's own
 * unpacking in a stream whose error no caller can catch, which would end the command with a stack trace.
 */
async function unpackBackup(backup: Buffer, file: string): Promise<Buffer> {
  const tar = await gunzipAsync(backup).catch(() => Buffer.alloc(0));
  // every tar header carries "ustar" at byte 257
  if (tar.subarray(257, 262).toString("latin1") !== "ustar")
    throw new BackupRefused(`${file} is no backup of \`npm run backup\` (or it is damaged).`);
  return tar;
}

/**
 * Fills the empty embedded database folder of `dataDir` from a backup of backupEmbedded and returns what
 * the restored database holds. Refuses while another process holds the folder and where it holds anything
 * already (a restore never overwrites a database). A restore that fails empties the folder again.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<DatabaseSummary> {
  const backup = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "ENOENT" ? new BackupRefused(`${file} does not exist.`) : error;
  });
  const tar = await unpackBackup(backup, file);
  const dir = embeddedDataDir(dataDir);
  await mkdir(dir, { recursive: true });
  // first the lock, whose refusal names a running server; only then whether the folder is empty
  const unlock = await lockDataDir(dir);
  try {
    const present = (await readdir(dir)).filter((name) => name !== LOCK_FILE);
    if (present.length > 0)
      throw new BackupRefused(
        `${dir} is not empty: a restore fills only an empty data folder. Use a new DATA_DIR, or move this one away first.`,
      );
    try {
      // The backup holds the lock file of the process that wrote it; it replaces this one's for the
      // moment of the restore and goes with the release below.
      const pg = await openPglite(dir, new Blob([tar], { type: "application/x-tar" }));
      try {
        return await summarize(pg);
      } finally {
        await pg.close();
      }
    } catch (error) {
      for (const name of await readdir(dir)) {
        if (name !== LOCK_FILE) await rm(`${dir}/${name}`, { recursive: true, force: true });
      }
      throw error;
    }
  } finally {
    await unlock();
  }
}

import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { initializedPgliteFolder } from "../../test/database-template.ts";
import { createFixtures } from "../../test/fixtures.ts";
import { startInHost } from "../../test/pglite-host-client.ts";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "../db/data-dir-lock.ts";
import { type Database, embeddedDataDir, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { CHUNK_BYTES, insertStoredBlob } from "../files/blob-store.ts";
import { BackupRefused, backupEmbedded, restoreEmbedded } from "./embedded-backup.ts";

// The embedded database's backup on PGlite's own files (on PostgreSQL runs too: it is PGlite's command).

let source: string; // a DATA_DIR with a migrated database, accounts and a file of three chunks
let scratch: string; // backups and restored DATA_DIRs
let backup: string; // the one backup of `source` the tests share (each backup and restore costs seconds)
let written: Awaited<ReturnType<typeof backupEmbedded>>;
const FILE_BYTES = randomBytes(2 * CHUNK_BYTES + 1000);

/** Opens the embedded database of `dataDir` for `work`, closed afterwards (the folder released). */
async function withEmbedded<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: null, dataDir, startEmbedded: startInHost });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * What must come back: every account, every file's bytes as their hash, and the search's folding (its
 * configurations need `unaccent`, which PGlite loads where it opens a data folder).
 */
const contents = (db: Database) =>
  Promise.all([
    sql<{ doc: string }>`SELECT search_document('Größe')::text AS doc`.execute(db).then((r) => r.rows),
    sql`SELECT email, password_hash, role_id FROM person ORDER BY id`.execute(db).then((r) => r.rows),
    sql`SELECT b.id, b.sha256, encode(sha256(string_agg(c.data, ''::bytea ORDER BY c.seq)), 'hex') AS bytes
        FROM file_blob b JOIN file_chunk c ON c.blob_id = b.id GROUP BY b.id ORDER BY b.id`
      .execute(db)
      .then((r) => r.rows),
  ]);

beforeAll(async () => {
  source = path.dirname(await initializedPgliteFolder(inject("databaseTemplate")));
  scratch = await mkdtemp(path.join(os.tmpdir(), "erhdb-backup-"));
  await withEmbedded(source, async (db) => {
    await migrateToLatest(db);
    await createFixtures(db);
    await insertStoredBlob(db, FILE_BYTES);
  });
  backup = path.join(scratch, "round-trip.tgz");
  written = await backupEmbedded(source, backup);
});
afterAll(async () => {
  await rm(source, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

describe("the embedded database's backup", () => {
  it("restores into an empty DATA_DIR every account and every file's bytes, and the server's database opens on it", async () => {
    expect(written.accounts).toBeGreaterThan(1);
    expect(written.files).toBe(1);
    expect(written.bytes).toBeGreaterThan(0);
    expect(await readdir(scratch)).toEqual(["round-trip.tgz"]); // no draft left beside it
    // it holds password hashes and open password links: its owner's alone, whatever the umask
    expect((await stat(backup)).mode & 0o777).toBe(0o600);

    const target = path.join(scratch, "restored");
    const restored = await restoreEmbedded(target, backup);
    expect(restored).toEqual({
      migration: written.migration,
      surveys: written.surveys,
      accounts: written.accounts,
      files: written.files,
    });
    expect(await readdir(embeddedDataDir(target))).not.toContain(LOCK_FILE);

    const before = await withEmbedded(source, contents);
    const after = await withEmbedded(target, contents);
    expect(after).toEqual(before);
    expect(after[0]).toEqual([{ doc: "'gross':1 'grosse':2" }]);
    expect(after[2]).toEqual([
      expect.objectContaining({ bytes: (before[2][0] as { sha256: string }).sha256 }),
    ]);
    // a restore (PGlite in this process) and two databases opened in the host: 19 s alone, more under load
  }, 120_000);

  it("never overwrites a file", async () => {
    const file = path.join(scratch, "existing.tgz");
    await writeFile(file, "kept");
    await expect(backupEmbedded(source, file)).rejects.toThrow(BackupRefused);
    await expect(backupEmbedded(source, file)).rejects.toThrow(/exists already/);
  });

  it("refuses while another process holds the data folder, and leaves no file", async () => {
    const unlock = await lockDataDir(embeddedDataDir(source));
    try {
      const file = path.join(scratch, "while-running.tgz");
      await expect(backupEmbedded(source, file)).rejects.toThrow(DataDirInUseError);
      expect(await readdir(scratch)).not.toContain("while-running.tgz");
    } finally {
      await unlock();
    }
  });

  it("restores only into an empty folder that no process holds", async () => {
    await expect(restoreEmbedded(source, backup)).rejects.toThrow(/is not empty/);

    const held = path.join(scratch, "held");
    await mkdir(embeddedDataDir(held), { recursive: true });
    const unlock = await lockDataDir(embeddedDataDir(held));
    try {
      await expect(restoreEmbedded(held, backup)).rejects.toThrow(DataDirInUseError);
    } finally {
      await unlock();
    }
    await expect(
      restoreEmbedded(path.join(scratch, "absent"), path.join(scratch, "none.tgz")),
    ).rejects.toThrow(/does not exist/);
  });

  it("refuses a file that is no backup, or a damaged one, and writes nothing", async () => {
    const garbage = path.join(scratch, "not-a-backup.tgz");
    await writeFile(garbage, randomBytes(4096));
    const cut = path.join(scratch, "cut.tgz");
    await writeFile(cut, (await readFile(backup)).subarray(0, 100_000));
    for (const [name, file] of [
      ["from-garbage", garbage],
      ["from-cut", cut],
    ] as const) {
      const target = path.join(scratch, name);
      await expect(restoreEmbedded(target, file)).rejects.toThrow(/is no backup/);
      await expect(readdir(target)).rejects.toThrow(/ENOENT/);
    }
  });
});

import { readdir, stat } from "node:fs/promises";
import path from "node:path";

/*
 * The embedded database's memory (issue 34, decision 36). PGlite's PostgreSQL takes 128 MB of shared
 * buffers by default and touches all of them at start: a WebAssembly memory never gives pages back, so
 * they stayed resident however small the data (the demo's 46 MB folder). The buffers are sized to the
 * data instead: a quarter of the folder, at least 16 MB, at most the default, so that a large register
 * keeps the cache it had and the lists their speed.
 */

const MB = 1024 * 1024;
export const MIN_SHARED_BUFFERS_MB = 16;
export const MAX_SHARED_BUFFERS_MB = 128;

/** PostgreSQL's shared_buffers for a data folder of `dataBytes`, in whole MB. */
export function sharedBuffersMb(dataBytes: number): number {
  const quarter = Math.ceil(dataBytes / 4 / MB);
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, quarter));
}

/**
 * The bytes of every file below `dir` (0 for a folder that does not exist yet: a first start). The
 * files are asked for at once: a data folder has about 1,200, and one stat after the other took 70 to
 * 130 ms of every start (and of every server test file's database), all at once 15 to 30 ms.
 */
export async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

/** The postgresql.conf lines PGlite opens `dataDir` with. */
export async function pgliteSettings(dataDir: string): Promise<string[]> {
  return [`shared_buffers = ${sharedBuffersMb(await folderBytes(dataDir))}MB`];
}

/**
 * The allocator settings of the database process (glibc reads them at its start). V8 compiles PGlite's
 * WebAssembly on background threads, each with a malloc arena of its own that glibc keeps once freed: 40 to
 * 50 MB of the process's idle memory. One arena, trimmed, and large blocks mapped apart give it back; the
 * database process runs one statement at a time, so nothing waits on the single arena.
 */
export const DATABASE_PROCESS_MALLOC = {
  MALLOC_ARENA_MAX: "1",
  MALLOC_TRIM_THRESHOLD_: "131072",
  MALLOC_MMAP_THRESHOLD_: "131072",
} as const;

import { link, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The file in PGlite's data folder that names the process holding it open, like PostgreSQL's
 * postmaster.pid: PGlite itself does not notice a second process opening its files, and two would
 * corrupt them (a second server, `npm run seed` or `npm run admin` beside a running server).
 */
export const LOCK_FILE = "erhdb.pid";

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is open in another process (pid ${pid}): a running server, ` +
        "`npm run seed` or `npm run admin`. Stop it first; PostgreSQL (DATABASE_URL) is the database " +
        `that several processes may share. If no such process runs, delete ${path.join(dir, LOCK_FILE)}.`,
    );
  }
}

/** Whether a process with this id runs (EPERM: it does, under another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function holderOf(file: string): Promise<number | null> {
  const text = await readFile(file, "utf8").catch(() => "");
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Marks `dir` as open by process `pid` until the returned release runs, or refuses with
 * DataDirInUseError while another running process holds it. A lock whose process has ended (killed,
 * crashed) is taken over. The file is written whole before it appears (a link to a finished file), so
 * a reader never sees it empty. It guards against mistakes, not against an adversary: two processes
 * taking over the same stale lock in the same instant could both succeed.
 */
export async function lockDataDir(dir: string, pid = process.pid): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  const draft = `${file}.${pid}`;
  await writeFile(draft, `${pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(draft, file);
        return () => rm(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const holder = await holderOf(file);
        if ((holder !== null && isRunning(holder)) || attempt > 0)
          throw new DataDirInUseError(dir, holder ?? 0);
        await rm(file, { force: true }); // its process has ended
      }
    }
  } finally {
    await rm(draft, { force: true });
  }
}

import { link, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ProcessIdentity, type ProcessState, processState, startTicksOf } from "./process-state.ts";

/**
 * The file in PGlite's data folder that names the process holding it open, like PostgreSQL's
 * postmaster.pid: PGlite itself does not notice a second process opening its files, and two would
 * corrupt them (a second server, `npm run seed` or `npm run admin` beside a running server).
 */
export const LOCK_FILE = "erhdb.pid";

/** How long a start waits for a holder that is going away (killed, or its app gone) before it refuses. */
export const LOCK_WAIT_MS = 10_000;
const POLL_MS = 25;

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number, ending = false) {
    super(
      `The embedded database in ${dir} is open in another process (pid ${pid})` +
        (ending ? `, which has been ending for ${LOCK_WAIT_MS / 1000} s and still holds it` : "") +
        ": a running server, `npm run seed` or `npm run admin`. Stop it first; PostgreSQL (DATABASE_URL) is " +
        `the database that several processes may share. If no such process runs, delete ${path.join(dir, LOCK_FILE)}.`,
    );
  }
}

/** Whether a process with this id is there (running, or still ending); a zombie is not. */
export function isRunning(pid: number): boolean {
  return processState({ pid }) !== "gone";
}

/**
 * Who holds the folder: the process with its start time, and the process it serves (the app whose
 * database process it is), which it follows when that one ends.
 */
interface Holder extends ProcessIdentity {
  owner?: ProcessIdentity | undefined;
}

const identity = (pid: number): ProcessIdentity => ({ pid, startTicks: startTicksOf(pid) });

// The first line is the pid alone, as in PostgreSQL's postmaster.pid, for people and scripts that read it.
function lockText({ pid, startTicks, owner }: Holder): string {
  const lines = [String(pid)];
  if (startTicks !== undefined) lines.push(`started ${startTicks}`);
  if (owner) lines.push(`owner ${owner.pid}${owner.startTicks === undefined ? "" : ` ${owner.startTicks}`}`);
  return `${lines.join("\n")}\n`;
}

function parseLock(text: string): Holder | null {
  const [first = "", ...rest] = text.split("\n");
  const pid = Number(first.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const holder: Holder = { pid };
  for (const line of rest) {
    const [key, a, b] = line.trim().split(" ");
    if (key === "started") holder.startTicks = number(a);
    if (key === "owner" && a) holder.owner = { pid: Number(a), startTicks: number(b) };
  }
  return holder;
}

/**
 * A holder is ending when it is, or when the app it serves has gone: the database process closes its
 * database when its app's channel closes (pglite-process.ts).
 */
function stateOf(holder: Holder): ProcessState {
  const own = processState(holder);
  if (own !== "running" || !holder.owner || holder.owner.pid === holder.pid) return own;
  return processState(holder.owner) === "running" ? "running" : "ending";
}

export interface LockOptions {
  /** the process that holds the folder (default: this one) */
  pid?: number;
  /** the process it serves and follows (an app whose database process this is), if another */
  owner?: number;
  /** how long to wait for a holder that is going away (default LOCK_WAIT_MS) */
  waitMs?: number;
}

/**
 * Marks `dir` as open by process `pid` until the returned release runs. A holder that has ended (killed,
 * crashed, a zombie, or a reused pid) is taken over; one that is ending (killed a moment ago, or its app
 * gone) is waited for, up to `waitMs`; one that is alive and at work is refused at once with
 * DataDirInUseError. The file is written whole before it appears (a link to a finished file), so a
 * reader never sees it empty. It guards against mistakes, not against an adversary: two processes
 * taking over the same stale lock in the same instant could both succeed.
 */
export async function lockDataDir(dir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const { pid = process.pid, owner, waitMs = LOCK_WAIT_MS } = options;
  const file = path.join(dir, LOCK_FILE);
  const draft = `${file}.${pid}`;
  await writeFile(
    draft,
    lockText({ ...identity(pid), owner: owner === undefined ? undefined : identity(owner) }),
  );
  const deadline = Date.now() + waitMs;
  try {
    for (;;) {
      try {
        await link(draft, file);
        return () => rm(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = parseLock(await readFile(file, "utf8").catch(() => ""));
      const state = holder ? stateOf(holder) : "gone";
      if (state === "running") throw new DataDirInUseError(dir, holder?.pid ?? 0);
      if (state === "ending") {
        if (Date.now() >= deadline) throw new DataDirInUseError(dir, holder?.pid ?? 0, true);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      } else {
        await rm(file, { force: true }); // its process has ended
      }
    }
  } finally {
    await rm(draft, { force: true });
  }
}

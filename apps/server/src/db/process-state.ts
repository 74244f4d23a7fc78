import { existsSync, readFileSync } from "node:fs";

/**
 * What a process id stands for now, as far as a lock on the data folder is concerned:
 * - `gone`: no such process, or a dead one that only waits to be reaped (a zombie holds no files), or
 *   another process that got the id since (it started at another time than the one recorded);
 * - `ending`: killed (SIGKILL pending) or in its exit, releasing its memory and files: gone in a moment;
 * - `running`: alive and at work.
 */
export type ProcessState = "gone" | "ending" | "running";

export interface ProcessIdentity {
  pid: number;
  /** when it started (the kernel's start time in clock ticks since boot), to tell a reused id apart */
  startTicks?: number | undefined;
}

/** PF_EXITING in /proc/<pid>/stat's flags: the kernel is taking the process down. */
const PF_EXITING = 0x4;
/** SIGKILL's bit in the pending signal masks of /proc/<pid>/status */
const SIGKILL_BIT = 1n << 8n;

/** The fields of /proc/<pid>/stat after the command name, which is in parentheses and may hold spaces. */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

function sigkillPending(status: string): boolean {
  return ["SigPnd", "ShdPnd"].some((field) => {
    const mask = new RegExp(`^${field}:\\s*([0-9a-f]+)$`, "m").exec(status)?.[1];
    return mask !== undefined && (BigInt(`0x${mask}`) & SIGKILL_BIT) !== 0n;
  });
}

/**
 * The state a process's /proc/<pid>/stat and /proc/<pid>/status describe. Seen after a kill -9 of an
 * app's process group: its database process at 1 ms in state R with SIGKILL pending, at 20 ms a zombie
 * (Z), reaped by init after 1.2 s; a lock that took only "does it answer signal 0" refused all that time.
 */
export function stateFromProc(stat: string, status: string, startTicks?: number): ProcessState {
  const fields = statFields(stat);
  const state = fields[0] ?? "";
  // Z: a zombie, X/x: dead; neither holds a file any more
  if (state === "Z" || state === "X" || state === "x") return "gone";
  if (startTicks !== undefined && Number(fields[19]) !== startTicks) return "gone";
  if ((Number(fields[6]) & PF_EXITING) !== 0 || sigkillPending(status)) return "ending";
  return "running";
}

const procMounted = existsSync("/proc/self/stat");

/** A file of /proc/<pid>/, or null when the process is not there. */
function procFile(pid: number, name: "stat" | "status"): string | null {
  try {
    return readFileSync(`/proc/${pid}/${name}`, "utf8");
  } catch {
    return null;
  }
}

/** Signal 0: where there is no /proc, all one can learn (a zombie then counts as running). */
function answersSignals(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The kernel's start time of a process, to record beside its id; undefined without /proc. */
export function startTicksOf(pid: number): number | undefined {
  const stat = procMounted ? procFile(pid, "stat") : null;
  return stat === null ? undefined : Number(statFields(stat)[19]);
}

export function processState({ pid, startTicks }: ProcessIdentity): ProcessState {
  if (!Number.isSafeInteger(pid) || pid <= 0) return "gone";
  if (!procMounted) return answersSignals(pid) ? "running" : "gone";
  const stat = procFile(pid, "stat");
  if (stat === null) return "gone";
  return stateFromProc(stat, procFile(pid, "status") ?? "", startTicks);
}

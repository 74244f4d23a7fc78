import { describe, expect, it } from "vitest";
import { processState, startTicksOf, stateFromProc } from "./process-state.ts";

// /proc/<pid>/stat and status of an app's database process after a kill -9 of the app's process group,
// as read on this machine (flags in decimal, as the kernel writes them)
const stat = (state: string, flags: number, started = 72936) =>
  `11689 (node (pglite)) ${state} 11603 11603 4278 0 -1 ${flags} 101 0 0 0 0 0 0 0 20 0 11 0 ${started} 3133440 388`;
const status = (pending: string) => `Name:\tnode\nSigPnd:\t${pending}\nShdPnd:\t${pending}\n`;
const NONE = "0000000000000000";
const SIGKILL = "0000000000000100";

describe("the state of a process, read from /proc", () => {
  it("is running while alive and at work", () => {
    expect(stateFromProc(stat("S", 0x400100), status(NONE))).toBe("running");
    expect(stateFromProc(stat("R", 0x400100), status(NONE), 72936)).toBe("running");
  });

  it("is ending with SIGKILL pending (1 ms after the kill) or while the kernel takes it down", () => {
    expect(stateFromProc(stat("R", 0x400100), status(SIGKILL))).toBe("ending");
    expect(stateFromProc(stat("D", 0x400104), status(NONE))).toBe("ending");
  });

  it("is gone as a zombie (20 ms after the kill, until reaped) or dead", () => {
    expect(stateFromProc(stat("Z", 0x40850c), status(NONE))).toBe("gone");
    expect(stateFromProc(stat("X", 0x40850c), status(NONE))).toBe("gone");
  });

  it("is gone when the id now belongs to a process started at another time", () => {
    expect(stateFromProc(stat("S", 0x400100, 80000), status(NONE), 72936)).toBe("gone");
  });

  it("reads this machine's processes: this one runs, an unknown id is gone", () => {
    expect(processState({ pid: process.pid, startTicks: startTicksOf(process.pid) })).toBe("running");
    expect(processState({ pid: 2 ** 22 + 1 })).toBe("gone");
    expect(processState({ pid: 0 })).toBe("gone");
  });
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";
import { processState, startTicksOf } from "./process-state.ts";

// SPAWNS PROCESSES (issue 25: one of the few server tests that must): holders of the lock that have
// ended, are zombies, are ending, or run.

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-lock-"));
  dirs.push(dir);
  return dir;
}

/** The id of a process that has ended. */
function endedPid(): number {
  const ended = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(ended.stdout.toString());
}

/** A process that runs until killed (or for `seconds`), and whether it has ended. */
function sleeper(seconds = 60) {
  const child = spawn("sleep", [String(seconds)], { stdio: "ignore" });
  children.push(child);
  let ended = false;
  child.once("exit", () => {
    ended = true;
  });
  return { pid: child.pid ?? 0, ended: () => ended };
}

/**
 * A zombie: a child of `sh` that has ended, whose parent (sh, replaced by sleep) never reaps it, as an
 * app's killed database process is until init reaps it.
 */
async function zombie(): Promise<number> {
  const parent = spawn("sh", ["-c", "sleep 0.05 & echo $!; exec sleep 30"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  children.push(parent);
  const pid = await new Promise<number>((resolve) =>
    parent.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  await vi.waitFor(() => expect(processState({ pid })).toBe("gone"));
  expect(existsSync(`/proc/${pid}`)).toBe(true); // still there, as a zombie
  return pid;
}

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const holderLine = async (dir: string) => (await readFile(lockFile(dir), "utf8")).split("\n")[0];

describe("the data folder's lock", () => {
  it("names its holder, refuses another running process at once, and is free again once released", async () => {
    const dir = await dataDir();
    const release = await lockDataDir(dir);
    expect(await holderLine(dir)).toBe(String(process.pid));
    // a second opener: this process's parent runs, as a server beside it would; however long it would
    // wait for a holder that is going away, one at work is refused at once (the test's time limit)
    const refused = lockDataDir(dir, { pid: process.ppid, waitMs: 60_000 });
    await expect(refused).rejects.toThrow(DataDirInUseError);
    await expect(refused).rejects.toThrow(`is open in another process (pid ${process.pid})`);
    await expect(refused).rejects.toThrow(lockFile(dir));
    expect(await readdir(dir)).toEqual([LOCK_FILE]);

    await release();
    expect(existsSync(lockFile(dir))).toBe(false);
    const again = await lockDataDir(dir, { pid: process.ppid });
    expect(await holderLine(dir)).toBe(String(process.ppid));
    await again();
  });

  it("records the holder's start and the app it serves", async () => {
    const dir = await dataDir();
    const release = await lockDataDir(dir, { owner: process.ppid });
    expect(await readFile(lockFile(dir), "utf8")).toBe(
      `${process.pid}\nstarted ${startTicksOf(process.pid)}\nowner ${process.ppid} ${startTicksOf(process.ppid)}\n`,
    );
    await release();
  });

  it("takes over the lock of a process that has ended, of a zombie, of a reused pid, and an unreadable file", async () => {
    const reused = `${process.ppid}\nstarted ${(startTicksOf(process.ppid) ?? 0) + 1}\n`;
    for (const stale of [`${endedPid()}\n`, `${await zombie()}\n`, reused, "", "kein pid"]) {
      const dir = await dataDir();
      await writeFile(lockFile(dir), stale);
      const release = await lockDataDir(dir, { waitMs: 60_000 });
      expect(await holderLine(dir)).toBe(String(process.pid));
      await release();
    }
  });

  it("waits for a holder whose app has gone, and takes over once it has ended", async () => {
    const dir = await dataDir();
    // a database process of an app that was killed: it closes and ends a moment later
    const ending = sleeper(0.3);
    await writeFile(lockFile(dir), `${ending.pid}\nowner ${endedPid()}\n`);
    const release = await lockDataDir(dir, { waitMs: 60_000 });
    expect(ending.ended()).toBe(true);
    expect(await holderLine(dir)).toBe(String(process.pid));
    await release();
  });

  it("refuses a holder that is still ending after the wait, saying so", async () => {
    const dir = await dataDir();
    const stuck = sleeper();
    await writeFile(lockFile(dir), `${stuck.pid}\nowner ${endedPid()}\n`);
    await expect(lockDataDir(dir, { waitMs: 200 })).rejects.toThrow(
      `is open in another process (pid ${stuck.pid}), which has been ending for`,
    );
    expect(stuck.ended()).toBe(false);
  });

  it("refuses at once a holder whose app runs", async () => {
    const dir = await dataDir();
    const working = sleeper();
    await writeFile(lockFile(dir), `${working.pid}\nowner ${process.pid}\n`);
    await expect(lockDataDir(dir, { pid: process.ppid, waitMs: 60_000 })).rejects.toThrow(
      `is open in another process (pid ${working.pid}):`,
    );
  });
});

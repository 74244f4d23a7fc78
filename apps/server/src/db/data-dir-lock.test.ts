import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

// SPAWNS A PROCESS (issue 25: one of the few server tests that must): a process id known to have
// ended, for the lock's take-over (a node that prints its pid and exits).

const dirs: string[] = [];
afterAll(async () => {
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

describe("the data folder's lock", () => {
  it("names its holder, refuses another running process, and is free again once released", async () => {
    const dir = await dataDir();
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), "utf8")).toBe(`${process.pid}\n`);
    // a second opener: this process's parent runs, as a server beside it would
    const refused = lockDataDir(dir, process.ppid);
    await expect(refused).rejects.toThrow(DataDirInUseError);
    await expect(refused).rejects.toThrow(`is open in another process (pid ${process.pid})`);
    await expect(refused).rejects.toThrow(path.join(dir, LOCK_FILE));
    expect(await readdir(dir)).toEqual([LOCK_FILE]);

    await release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await lockDataDir(dir, process.ppid);
    expect(await readFile(path.join(dir, LOCK_FILE), "utf8")).toBe(`${process.ppid}\n`);
    await again();
  });

  it("takes over the lock of a process that has ended, and of an unreadable file", async () => {
    for (const stale of [`${endedPid()}\n`, "", "kein pid"]) {
      const dir = await dataDir();
      await writeFile(path.join(dir, LOCK_FILE), stale);
      const release = await lockDataDir(dir);
      expect(await readFile(path.join(dir, LOCK_FILE), "utf8")).toBe(`${process.pid}\n`);
      await release();
    }
  });
});

import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { destination, pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchLogFile } from "./log-file-watch.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-log-watch-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** waits until `done` holds, checking after each turn of the event loop's I/O */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe("a log file that cannot be written", () => {
  it("is reported once however many lines fail, and once more when writing works again by itself", async () => {
    // /dev/full answers every write with ENOSPC, as a full disk does
    const stream = destination({ dest: "/dev/full", sync: false, maxLength: 4096 });
    await new Promise((resolve) => stream.once("ready", resolve));
    const reports: string[] = [];
    watchLogFile(stream, "/var/log/erhdb", (line) => reports.push(line), 20);
    let failures = 0;
    stream.on("error", () => failures++);
    const logger = pino(stream);
    for (let i = 0; i < 200; i++) {
      logger.info({ request: i }, "a request");
      await new Promise((resolve) => setImmediate(resolve));
    }
    // the buffer is full, so new lines are dropped: the watcher's retries keep failing, unreported
    await until(() => failures >= 20);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain("/var/log/erhdb cannot be written (ENOSPC)");

    // the disk has room again: the same stream on a file that takes writes, as a rotation reopens it
    // (between two writes: SonicBoom loses a reopen asked for during a write that fails)
    const file = path.join(dir, "erhdb.log");
    stream.once("error", () => stream.reopen(file));
    await until(() => reports.length >= 2);
    expect(reports[1]).toMatch(/written again \(ENOSPC before; \d+ lines lost meanwhile\)/);
    expect(reports[1]).not.toContain("; 0 lines lost");
    logger.info("and one more");
    await until(() => existsSync(file) && readFileSync(file, "utf8").includes("and one more"));
    expect(reports).toHaveLength(2);
    stream.destroy();
  });
});

import { mkdtemp, readFile, rm } from "node:fs/promises";
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
  it("is reported once however many lines fail, and once more when writing works again", async () => {
    // /dev/full answers every write with ENOSPC, as a full disk does
    const stream = destination({ dest: "/dev/full", sync: false, maxLength: 4096 });
    await new Promise((resolve) => stream.once("ready", resolve));
    const reports: string[] = [];
    watchLogFile(stream, "/var/log/erhdb", (line) => reports.push(line));
    let failures = 0;
    stream.on("error", () => failures++);
    const logger = pino(stream);
    for (let i = 0; i < 200; i++) {
      logger.info({ request: i }, "a request");
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => failures >= 5);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain("/var/log/erhdb cannot be written (ENOSPC)");

    // the disk has room again: the same stream, now on a file that takes writes (as a rotation reopens it)
    const file = path.join(dir, "erhdb.log");
    stream.reopen(file);
    logger.info("after the disk was freed");
    await until(() => reports.length >= 2);
    logger.info("and one more");
    stream.flushSync();
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatch(/written again \(ENOSPC before; \d+ lines lost meanwhile\)/);
    expect(reports[1]).not.toContain("; 0 lines lost");
    expect(await readFile(file, "utf8")).toContain("and one more");
    stream.destroy();
  });
});

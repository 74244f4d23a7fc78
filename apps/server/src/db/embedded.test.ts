import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { initializedPgliteFolder } from "../../test/database-template.ts";
import { isRunning } from "./data-dir-lock.ts";
import { createKysely } from "./database.ts";
import { startEmbeddedPostgres } from "./embedded.ts";

// SPAWNS A PROCESS (issue 25: one of the few server tests that must): the product's database process
// itself, its lock, its death and its stop (the other server tests share a host per worker, decision 4).

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/**
 * A data folder of its own, as PGlite's initdb left it (copied: initdb itself takes seconds, and the
 * first start on an empty folder is main.test.ts's).
 */
async function dataDir(): Promise<string> {
  const dir = await initializedPgliteFolder(inject("databaseTemplate"));
  dirs.push(dir);
  return dir;
}

/** a zombie (killed, not yet reaped by init) holds nothing: gone */
const alive = (pid: number) => isRunning(pid);

describe("embedded PGlite in a process of its own", () => {
  it("runs outside the app process, answers over the wire protocol and keeps its data across a stop", async () => {
    const dir = await dataDir();
    const first = await startEmbeddedPostgres(dir);
    expect(first.pid).toBeGreaterThan(0);
    expect(first.pid).not.toBe(process.pid);
    expect(alive(first.pid)).toBe(true);
    // its memory settings (decision 36): buffers sized to the small folder, one malloc arena
    const environment = await readFile(`/proc/${first.pid}/environ`, "utf8");
    expect(environment.split("\0")).toContain("MALLOC_ARENA_MAX=1");
    const db = createKysely(first.connectionString, 1);
    const { rows: buffers } = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(db);
    expect(buffers).toEqual([{ shared_buffers: "16MB" }]);
    await sql`CREATE TABLE kept (word text)`.execute(db);
    await sql`INSERT INTO kept VALUES ('Erhebung')`.execute(db);
    await db.destroy();
    await first.stop();
    expect(alive(first.pid)).toBe(false);

    const second = await startEmbeddedPostgres(dir);
    const again = createKysely(second.connectionString, 1);
    const { rows } = await sql<{ word: string }>`SELECT word FROM kept`.execute(again);
    expect(rows).toEqual([{ word: "Erhebung" }]);
    await again.destroy();
    await second.stop();
  });

  it("refuses a second process on the same data folder while the first runs; opens once it stopped or died", async () => {
    const dir = await dataDir();
    const first = await startEmbeddedPostgres(dir);
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(
      `The embedded database in ${dir} is open in another process (pid ${first.pid})`,
    );
    // the refused process wrote nothing: the first one still answers
    const db = createKysely(first.connectionString, 1);
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
    await db.destroy();
    await first.stop();

    const second = await startEmbeddedPostgres(dir);
    process.kill(second.pid, "SIGKILL"); // leaves its lock behind
    await vi.waitFor(() => expect(alive(second.pid)).toBe(false));
    const third = await startEmbeddedPostgres(dir);
    await third.stop();
    await second.stop();
  });

  it("reports a database process that dies, but not one that was stopped", async () => {
    const exits: Array<NodeJS.Signals | null> = [];
    const killed = await startEmbeddedPostgres(await dataDir(), {
      onUnexpectedExit: (_code, signal) => exits.push(signal),
    });
    process.kill(killed.pid, "SIGKILL");
    await vi.waitFor(() => expect(exits).toEqual(["SIGKILL"]));
    await killed.stop(); // already gone: returns at once

    const stopped = await startEmbeddedPostgres(await dataDir(), {
      onUnexpectedExit: (_code, signal) => exits.push(signal),
    });
    await stopped.stop();
    expect(exits).toEqual(["SIGKILL"]);
  });

  it("restarts: ends what runs, keeps what was committed, listens where it did, and is no unexpected exit", async () => {
    const exits: Array<NodeJS.Signals | null> = [];
    const embedded = await startEmbeddedPostgres(await dataDir(), {
      onUnexpectedExit: (_code, signal) => exits.push(signal),
    });
    const before = { pid: embedded.pid, connectionString: embedded.connectionString };
    const db = createKysely(embedded.connectionString, 1);
    await sql`CREATE TABLE kept (word text)`.execute(db);
    await sql`INSERT INTO kept VALUES ('Erhebung')`.execute(db);
    // 10^10 rows: PGlite would count for hours, and takes neither a timeout nor a cancel
    const endless =
      sql`SELECT count(*) FROM generate_series(1, 100000) a, generate_series(1, 100000) b`.execute(db);
    const failed = endless.then(
      () => "answered",
      () => "failed",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await embedded.restart();
    expect(await failed).toBe("failed");
    expect(alive(before.pid)).toBe(false);
    expect(embedded.pid).not.toBe(before.pid);
    expect(embedded.connectionString).toBe(before.connectionString);
    await db.destroy();
    const again = createKysely(embedded.connectionString, 1);
    expect((await sql<{ word: string }>`SELECT word FROM kept`.execute(again)).rows).toEqual([
      { word: "Erhebung" },
    ]);
    await again.destroy();
    await embedded.stop();
    expect(exits).toEqual([]);
  });

  it("ignores the terminal's Ctrl-C, which the app process answers by stopping it in order", async () => {
    const embedded = await startEmbeddedPostgres(await dataDir());
    process.kill(embedded.pid, "SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const db = createKysely(embedded.connectionString, 1);
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
    await db.destroy();
    await embedded.stop();
  });

  it("ends when the app process is killed, leaving no orphan on the data folder", async () => {
    const dir = await dataDir();
    const embeddedModule = new URL("./embedded.ts", import.meta.url).href;
    const app = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(embeddedModule)});
         const e = await startEmbeddedPostgres(${JSON.stringify(dir)});
         console.log(e.pid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const pid = await new Promise<number>((resolve) =>
      app.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    expect(alive(pid)).toBe(true);
    app.kill("SIGKILL");
    await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
  });
});

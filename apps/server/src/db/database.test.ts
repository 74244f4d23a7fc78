import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createKysely } from "./database.ts";
import { startEmbeddedPostgres } from "./embedded.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("database connections", () => {
  it("a connection the server ends while idle is reported, and the process lives on", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-conn-"));
    dirs.push(dir);
    const embedded = await startEmbeddedPostgres(dir);
    const lost: Error[] = [];
    const db = createKysely(embedded.connectionString, 1, (error) => lost.push(error));
    await sql`SELECT 1`.execute(db);
    await embedded.stop(); // the server goes away under the pool's idle connection
    await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0), { timeout: 5000 });
    await db.destroy();
  });
});

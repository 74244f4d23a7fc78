import { rm } from "node:fs/promises";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { initializedPgliteFolder } from "../../test/database-template.ts";
import { createKysely } from "./database.ts";
import { startEmbeddedPostgres } from "./embedded.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("database connections", () => {
  it("a connection the server ends while idle is reported, and the process lives on", async () => {
    // as initdb left it (copied: initdb itself takes seconds)
    const dir = await initializedPgliteFolder(inject("databaseTemplate"));
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

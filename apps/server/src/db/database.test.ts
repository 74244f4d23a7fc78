import { rm } from "node:fs/promises";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { initializedPgliteFolder } from "../../test/database-template.ts";
import { createKysely, withConnection } from "./database.ts";
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

  it("a connection that breaks while in use fails its work, not the process, and the next query gets a new one", async () => {
    const dir = await initializedPgliteFolder(inject("databaseTemplate"));
    dirs.push(dir);
    const embedded = await startEmbeddedPostgres(dir);
    const db = createKysely(embedded.connectionString, 1, () => {});
    try {
      await sql`SELECT 1`.execute(db);
      const broken = withConnection(db, async (client) => {
        // the line breaks between two statements of the work (a restart of the server, a network fault)
        client.connection.stream.destroy();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await client.query("SELECT 1");
      });
      await expect(broken).rejects.toThrow(/not queryable|Connection terminated/);
      expect((await sql<{ n: number }>`SELECT 2 AS n`.execute(db)).rows).toEqual([{ n: 2 }]);
    } finally {
      await db.destroy();
      await embedded.stop();
    }
  });
});

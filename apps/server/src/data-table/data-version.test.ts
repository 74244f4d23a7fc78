// Decision 15: the data version advances with every committed write to a table a list reads, and only then.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { loadAuthPerson } from "../db/auth-person.ts";
import type { Queryable } from "../db/queryable.ts";
import { DATA_VERSION, foldDataChanges, readDataVersion } from "./data-version.ts";
import { pageSql } from "./page.ts";
import { defaultQuery } from "./resolve-query.ts";
import { SERVED_TABLES } from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const version = () => readDataVersion(t.db);
const insertEvas = (db: Queryable, code: string) =>
  sql`INSERT INTO evas (evas, description) VALUES (${code}, 'Versionstest')`.execute(db);

describe("the data version", () => {
  it("advances once per committed transaction that writes a tracked table, however many statements", async () => {
    const before = await version();
    await t.db.transaction().execute(async (trx) => {
      await insertEvas(trx, "99101");
      await sql`UPDATE evas SET description = 'Geändert' WHERE evas = '99101'`.execute(trx);
      // inside the writing transaction the version already counts it: its own statements see the write
      expect(await readDataVersion(trx)).not.toBe(before);
    });
    const after = await version();
    expect(after).not.toBe(before);
    expect(Number(after.split(".")[1])).toBe(Number(before.split(".")[1]) + 1);
  });

  it("advances on a DELETE, a TRUNCATE and an UPDATE that matches no row (a statement-level trigger)", async () => {
    for (const statement of [
      sql`DELETE FROM evas WHERE evas = '99101'`,
      sql`UPDATE survey SET description = description WHERE false`,
      sql`TRUNCATE newsletter_subscription`,
    ]) {
      const before = await version();
      await statement.execute(t.db);
      expect(await version(), statement.compile(t.db).sql).not.toBe(before);
    }
  });

  it("stays when a writing transaction rolls back, and when only untracked tables are written", async () => {
    const before = await version();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertEvas(trx, "99102");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await version()).toBe(before);
    // a login writes the session and the login attempts: no list reads them
    await t.login("superadmin@test.example", "Test-Passwort-2025");
    expect(await version()).toBe(before);
  });

  it("is not seen by another transaction until the writer commits", async () => {
    const before = await version();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written: () => void = () => {};
    const hasWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const writer = t.db.transaction().execute(async (trx) => {
      await insertEvas(trx, "99103");
      written();
      await held;
    });
    await hasWritten;
    // PGlite has one connection: a second statement would wait for the writer; PostgreSQL reads beside it
    if (t.kind === "pglite") {
      release();
      await writer;
      expect(await version()).not.toBe(before);
      return;
    }
    expect(await version()).toBe(before);
    release();
    await writer;
    expect(await version()).not.toBe(before);
  });

  it("keeps its number when the noted transactions are folded, and changes its text (a remembered count is retaken once)", async () => {
    await insertEvas(t.db, "99104");
    const before = await version();
    expect(await foldDataChanges(t.db, 1_000_000)).toBe(0);
    expect(await version()).toBe(before);
    const folded = await foldDataChanges(t.db, 0);
    expect(folded).toBeGreaterThan(0);
    const after = await version();
    expect(after).not.toBe(before);
    expect(after.split(".")[1]).toBe(before.split(".")[1]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM data_change`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
    await insertEvas(t.db, "99105");
    expect(Number((await version()).split(".")[1])).toBe(Number(after.split(".")[1]) + 1);
  });
});

describe("a count read with the version", () => {
  it("may have a parallel plan (migration 0014): a large filter's count is not held to one process", async () => {
    // the planner's costs set so that even the test's few rows would be scanned in parallel, and the
    // indexes out of its way (with the app's cheap random reads it would take them for a few rows)
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_indexscan = off`.execute(trx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      await sql`SET LOCAL parallel_setup_cost = 0`.execute(trx);
      await sql`SET LOCAL parallel_tuple_cost = 0`.execute(trx);
      await sql`SET LOCAL min_parallel_table_scan_size = 0`.execute(trx);
      await sql`SET LOCAL max_parallel_workers_per_gather = 2`.execute(trx);
      const { rows } = await sql<{ "QUERY PLAN": string }>`
        EXPLAIN SELECT ${DATA_VERSION} AS version, count(*) AS n FROM survey WHERE description ILIKE '%bau%'`.execute(
        trx,
      );
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(/Gather/);
    expect(plan).toMatch(/Parallel Seq Scan on survey/);
  });
});

/** The tables a statement reads, from its plan (init plans and sub plans included). */
async function relationsRead(statement: ReturnType<typeof pageSql>): Promise<Set<string>> {
  const compiled = statement.compile(t.db);
  const { rows } = await t.db.executeQuery<{ "QUERY PLAN": unknown }>({
    ...compiled,
    sql: `EXPLAIN (FORMAT JSON) ${compiled.sql}`,
  });
  const relations = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "Relation Name" && typeof value === "string") relations.add(value);
        else walk(value);
      }
    }
  };
  const plan = rows[0]?.["QUERY PLAN"];
  walk(typeof plan === "string" ? JSON.parse(plan) : plan);
  return relations;
}

describe("every table the app serves", () => {
  it("reads only tables whose writes advance the data version", async () => {
    // the app's routes are declared when app.ts is loaded (createTestApp did)
    expect(SERVED_TABLES.size).toBeGreaterThanOrEqual(4);
    const { rows: triggers } = await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE g.tgname = c.relname || '_notes_data_change'
    `.execute(t.db);
    const tracked = new Set(triggers.map((r) => r.table));
    const ids = await t.db.selectFrom("person").select("id").execute();
    const callers = [null, ...(await Promise.all(ids.map((p) => loadAuthPerson(t.db, p.id))))];
    const read = new Set<string>();
    for (const table of SERVED_TABLES) {
      const query = defaultQuery(table);
      const everyColumn = {
        ...query,
        size: 10,
        columns: query.columns.map((c) => ({ ...c, visible: true })),
      };
      for (const person of callers) {
        const context = { db: t.db, person, lang: "de" as const, now: new Date() };
        for (const relation of await relationsRead(pageSql(table, everyColumn, context))) {
          expect(tracked, `${table.id} reads ${relation}`).toContain(relation);
          read.add(relation);
        }
      }
    }
    // the plans were read (the visibility rules come as parameters from the caller's rights)
    expect([...read]).toEqual(expect.arrayContaining(["survey", "evas", "resource", "encoding"]));
  });
});

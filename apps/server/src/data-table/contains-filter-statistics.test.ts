// Migration 0015 and the connection settings: the contains filters get good plans, on both databases.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { CONNECTION_SETTINGS } from "../db/database.ts";
import { CONTAINS_FILTER_COLUMNS } from "../db/migrations/0015_contains_filter_statistics.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the contains filters' columns", () => {
  it("are sampled with a statistics target of 1000, so the planner sees how often a text occurs", async () => {
    const { rows } = await sql<{ table: string; column: string; target: number }>`
      SELECT c.relname AS table, a.attname AS column, a.attstattarget::int AS target
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relname IN ('survey', 'resource') AND a.attstattarget > 0 AND NOT a.attisdropped
      ORDER BY 1, 2`.execute(t.db);
    expect(rows).toEqual(
      [...CONTAINS_FILTER_COLUMNS]
        .map(({ table, column }) => ({ table, column, target: 1000 }))
        .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`)),
    );
  });
});

describe("the app's connections", () => {
  it("plan with its own settings: no JIT, and random reads priced for SSD and memory", async () => {
    for (const [name, value] of Object.entries(CONNECTION_SETTINGS)) {
      const { rows } = await sql<{ setting: string }>`SELECT current_setting(${name}) AS setting`.execute(
        t.db,
      );
      expect(rows[0]?.setting, name).toBe(value);
    }
  });
});

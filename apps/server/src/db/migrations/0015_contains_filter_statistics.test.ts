import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../../../test/database-template.ts";
import type { DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await emptyDatabase(inject("databaseTemplate"));
  await migrateTo(handle.db, "0014_data_version_parallel");
  await sql`
    INSERT INTO survey (statistic_id, bzr, federal_state_code, description)
    VALUES ('2110', '250000', '09', 'Erhebung über den Bau')`.execute(handle.db);
  await migrateTo(handle.db, "0015_contains_filter_statistics");
});
afterAll(() => handle.close());

describe("migration 0015", () => {
  it("samples a filled table's contains columns at once, and leaves an empty table unsampled", async () => {
    const sampled = await sql<{ attname: string }>`
      SELECT attname FROM pg_stats WHERE tablename = 'survey' AND attname IN ('description', 'erhebungsid')
      ORDER BY attname`.execute(handle.db);
    expect(sampled.rows.map((r) => r.attname)).toEqual(["description", "erhebungsid"]);
    // never analysed (-1): the planner keeps its default guess instead of taking the table for empty
    const resource = await sql<{ reltuples: number }>`
      SELECT reltuples FROM pg_class WHERE relname = 'resource'`.execute(handle.db);
    expect(Number(resource.rows[0]?.reltuples)).toBe(-1);
  });
});

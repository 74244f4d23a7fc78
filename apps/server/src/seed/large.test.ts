import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { seedLargeSurveys } from "./large.ts";

let handle: DatabaseHandle;

/** Indexes and constraints of the tables the bulk load may drop and restore. */
async function schemaShape(): Promise<string[]> {
  const { rows } = await sql<{ item: string }>`
    SELECT indexdef AS item FROM pg_indexes WHERE tablename IN ('survey', 'survey_evas')
    UNION ALL
    SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
    WHERE conrelid IN ('survey'::regclass, 'survey_evas'::regclass)
    ORDER BY 1`.execute(handle.db);
  return rows.map((r) => r.item);
}

beforeAll(async () => {
  handle = await cloneTemplate(inject("databaseTemplate"));
  // a few EVAS, so that the synthetic surveys get their links
  await handle.db
    .insertInto("evas")
    .values([
      { evas: "12612", description: "Statistik der Geburten" },
      { evas: "45213", description: "Monatsstatistik im Gastgewerbe" },
      { evas: "12112", description: "Testerhebungen zur Volkszählung", closing: "2015-09-01" },
    ])
    .execute();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("seedLargeSurveys", () => {
  it("adds exactly the requested number of new surveys on every call", async () => {
    const first = await seedLargeSurveys(handle.db, { surveys: 2500, batchSize: 1000 });
    const second = await seedLargeSurveys(handle.db, { surveys: 1500 });
    expect([first.surveys, second.surveys]).toEqual([2500, 1500]);
    const { rows } = await sql<{ n: number; ids: number; statistics: number; unlinked: number }>`
      SELECT count(*)::int AS n, count(DISTINCT erhebungsid)::int AS ids,
             count(DISTINCT statistic_id)::int AS statistics,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM survey_evas se WHERE se.survey_id = s.id))::int
               AS unlinked
      FROM survey s`.execute(handle.db);
    expect(rows[0]).toMatchObject({ n: 4000, ids: 4000, unlinked: 0 });
    expect(rows[0]?.statistics).toBeGreaterThan(200);
    const closed = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM survey_evas se JOIN evas e ON e.id = se.evas_id
      WHERE e.closing IS NOT NULL`.execute(handle.db);
    expect(closed.rows[0]?.n).toBe(0);
  });

  it("leaves every survey of a bulk load, in the same statement as its links, with its EVAS list", async () => {
    await seedLargeSurveys(handle.db, { surveys: 2000, rebuildIndexes: true });
    const lists = async () =>
      (
        await sql<{
          id: number;
          list: string | null;
        }>`SELECT id, evas_list AS list FROM survey ORDER BY id`.execute(handle.db)
      ).rows;
    const seeded = await lists();
    expect(seeded.length).toBeGreaterThanOrEqual(2000);
    expect(seeded.every((s) => s.list !== null)).toBe(true);
    // the one definition of the list (migration 0004), run anew over every survey, changes nothing
    await sql`SELECT survey_evas_list_refresh(ARRAY(SELECT id FROM survey))`.execute(handle.db);
    expect(await lists()).toEqual(seeded);
  });

  it("restores every index and foreign key after a bulk load", async () => {
    const before = await schemaShape();
    const report = await seedLargeSurveys(handle.db, { surveys: 3000, rebuildIndexes: true });
    expect(report.surveys).toBe(3000);
    expect(await schemaShape()).toEqual(before);
  });
});

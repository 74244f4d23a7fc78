import { sql } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { cloneTemplate, emptyDatabase } from "../../../test/database-template.ts";
import type { Database, DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

const open: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
});

async function database(kind: "migrated" | "empty"): Promise<Database> {
  const template = inject("databaseTemplate");
  const handle = await (kind === "migrated" ? cloneTemplate(template) : emptyDatabase(template));
  open.push(handle);
  return handle.db;
}

async function addEvas(db: Database, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; evas: string }>`
    INSERT INTO evas (evas, description) SELECT code, 'EVAS ' || code FROM unnest(${codes}::text[]) AS code
    RETURNING id, evas
  `.execute(db);
  return new Map(rows.rows.map((r) => [r.evas, r.id]));
}

async function addSurveys(db: Database, statisticIds: readonly string[]): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    INSERT INTO survey (statistic_id, bzr, federal_state_code, description, created_at, updating)
    SELECT sid, '230000', '09', 'Survey ' || sid, now(), now() FROM unnest(${statisticIds}::text[]) AS sid
    RETURNING id
  `.execute(db);
  return rows.rows.map((r) => r.id);
}

/** Links in one statement, as a bulk load does. */
async function link(db: Database, pairs: readonly [number, number][]): Promise<void> {
  await sql`
    INSERT INTO survey_evas (survey_id, evas_id)
    SELECT * FROM unnest(${pairs.map((p) => p[0])}::int[], ${pairs.map((p) => p[1])}::int[])
  `.execute(db);
}

async function lists(db: Database, ids: readonly number[]): Promise<(string | null)[]> {
  const rows = await sql<{ id: number; evas_list: string | null }>`
    SELECT id, evas_list FROM survey WHERE id = ANY(${ids}::int[])
  `.execute(db);
  const byId = new Map(rows.rows.map((r) => [r.id, r.evas_list]));
  return ids.map((id) => byId.get(id) ?? null);
}

describe("migration 0004: each survey's EVAS list, kept by the database", () => {
  it("fills the list of the surveys that exist, in code order", async () => {
    const db = await database("empty");
    await migrateTo(db, "0003_table_indexes");
    const evas = await addEvas(db, ["61111", "12411", "46241"]);
    const [two = 0, none = 0, one = 0] = await addSurveys(db, ["1000", "1001", "1002"]);
    await link(db, [
      [two, evas.get("61111") ?? 0],
      [two, evas.get("12411") ?? 0],
      [one, evas.get("46241") ?? 0],
    ]);
    expect(await migrateTo(db, "0004_survey_evas_list")).toEqual(["0004_survey_evas_list"]);
    expect(await lists(db, [two, none, one])).toEqual(["12411, 61111", null, "46241"]);
  });

  it("follows every insert, delete and update of survey_evas, one statement for many surveys", async () => {
    const db = await database("migrated");
    const evas = await addEvas(db, ["31111", "12612", "21111"]);
    const id = (code: string) => evas.get(code) ?? 0;
    const [a = 0, b = 0, c = 0] = await addSurveys(db, ["2000", "2001", "2002"]);
    await link(db, [
      [a, id("31111")],
      [a, id("12612")],
      [b, id("21111")],
    ]);
    expect(await lists(db, [a, b, c])).toEqual(["12612, 31111", "21111", null]);

    await sql`DELETE FROM survey_evas WHERE survey_id = ${a} AND evas_id = ${id("12612")}`.execute(db);
    expect(await lists(db, [a, b, c])).toEqual(["31111", "21111", null]);

    // moving a link changes the survey it leaves and the one it joins
    await sql`UPDATE survey_evas SET survey_id = ${c} WHERE survey_id = ${b}`.execute(db);
    expect(await lists(db, [a, b, c])).toEqual(["31111", null, "21111"]);

    await sql`DELETE FROM survey_evas WHERE survey_id IN (${a}, ${c})`.execute(db);
    expect(await lists(db, [a, b, c])).toEqual([null, null, null]);
  });

  it("shows a changed EVAS code, in its new place in the order, and lets a survey go with its links", async () => {
    const db = await database("migrated");
    const evas = await addEvas(db, ["11111", "22222"]);
    const [survey = 0] = await addSurveys(db, ["3000"]);
    await link(db, [
      [survey, evas.get("11111") ?? 0],
      [survey, evas.get("22222") ?? 0],
    ]);
    await sql`UPDATE evas SET evas = '99999' WHERE id = ${evas.get("11111") ?? 0}`.execute(db);
    expect(await lists(db, [survey])).toEqual(["22222, 99999"]);

    await sql`DELETE FROM survey WHERE id = ${survey}`.execute(db);
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM survey_evas`.execute(db);
    expect(left.rows[0]?.n).toBe(0);
  });
});

// The database of the engine's tests: a private copy with the surveys and EVAS of test/table-data.ts.
import type { TableAnswer } from "@erhdb/domain";
import { afterAll, beforeAll } from "vitest";
import { erhebungsidOf, insertEvas, insertSurveys, TABLE_SURVEYS } from "../../test/table-data.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { loadTablePage } from "./page.ts";
import { parseTableQuery } from "./resolve-query.ts";
import { buildQuery, type ColumnChange, testSurveyTable } from "./testing.ts";
import type { TableContext, TableDeclaration } from "./types.ts";

// mid-February 2025 in Berlin
export const NOW = new Date("2025-02-15T12:00:00Z");

const keyOf = new Map(TABLE_SURVEYS.map((s) => [erhebungsidOf(s), s.key]));

/** Registers the file's setup and teardown; the helpers work once the setup ran. */
export function engineFixture() {
  let t: TestApp | undefined;
  let context: TableContext | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    context = { db: t.db, person: null, lang: "de", now: NOW };
    await insertSurveys(t.db, await insertEvas(t.db));
  });
  afterAll(() => t?.close());

  const app = () => {
    if (!t || !context) throw new Error("engineFixture: setup has not run");
    return { t, context };
  };

  async function page(
    changes: Record<string, ColumnChange> = {},
    options: Parameters<typeof buildQuery>[3] = { size: 100 },
    table: TableDeclaration = testSurveyTable,
    now: Date = NOW,
  ): Promise<TableAnswer> {
    const context = { ...app().context, now };
    const body = await buildQuery(table, context, changes, options);
    return loadTablePage(table, await parseTableQuery(table, body, context), context);
  }

  /** The survey keys (S1, S2, ...) of an answer, by number or in the answer's order; `now` is the clock. */
  async function keys(changes: Record<string, ColumnChange>, sort = true, now = NOW): Promise<string[]> {
    const answer = await page(changes, undefined, undefined, now);
    const ids = answer.records.content.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    const rows = await app()
      .t.db.selectFrom("survey")
      .select(["id", "erhebungsid"])
      .where("id", "in", ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, keyOf.get(r.erhebungsid) ?? "?"]));
    const found = ids.map((id) => byId.get(id) ?? "?");
    return sort ? found.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))) : found;
  }

  return { app, page, keys };
}

import type { AuthPerson } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.ts";
import { selectList } from "./cells.ts";
import { tableFor } from "./readable-columns.ts";
import { parseTableQuery } from "./resolve-query.ts";
import { tableState } from "./table-state.ts";
import { buildQuery, compile, compiler, testSurveyTable } from "./testing.ts";
import type { TableContext, TableDeclaration } from "./types.ts";

const reader = { id: 1, role: { id: 1, name: "Reader", acls: [] } } as unknown as AuthPerson;

/** The test table with its description readable by `reader` only. */
const guarded: TableDeclaration = {
  ...testSurveyTable,
  columns: testSurveyTable.columns.map((c) =>
    c.id === "description" ? { ...c, readableBy: (person) => person?.id === reader.id } : c,
  ),
};

const contextOf = (person: AuthPerson | null): TableContext => ({
  db: compiler,
  person,
  lang: "en",
  now: new Date("2025-06-15T10:00:00Z"),
});

async function refusalOf(body: unknown, person: AuthPerson | null) {
  try {
    await parseTableQuery(tableFor(guarded, person), body, contextOf(person));
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, field: error.field };
    throw error;
  }
  return null;
}

describe("tableFor (columns readable by some callers only)", () => {
  it("leaves the table as it is for a caller who may read every column", () => {
    expect(tableFor(guarded, reader)).toBe(guarded);
    expect(tableFor(testSurveyTable, null)).toBe(testSurveyTable);
  });

  it("keeps the column in its place but selects nothing and offers no filter or sort", async () => {
    const table = tableFor(guarded, null);
    expect(table.columns.map((c) => c.id)).toEqual(guarded.columns.map((c) => c.id));
    const state = await tableState(table, contextOf(null));
    const description = state.columns.find((c) => c.id === "description");
    expect(description?.options.filter.filterable).toBe(false);
    expect(description?.options.sort.sortable).toBe(false);
    const select = compile(selectList(table, table.columns, contextOf(null))).sql;
    expect(select).not.toContain("s.description");
    expect(compile(selectList(guarded, guarded.columns, contextOf(reader))).sql).toContain("s.description");
  });

  it("refuses a filter or a sort on it with a 400 naming the column; its reader may", async () => {
    const filtered = await buildQuery(guarded, contextOf(reader), { description: { filter: "Test" } });
    const sorted = await buildQuery(guarded, contextOf(reader), { description: { sort: "asc" } });
    for (const body of [filtered, sorted]) {
      expect(await refusalOf(body, null)).toEqual({ status: 400, field: "description" });
      expect(await refusalOf(body, reader)).toBeNull();
    }
  });
});

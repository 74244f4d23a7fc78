import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { evasTable } from "../features/evas/table.ts";
import { surveysTable } from "../features/surveys/table.ts";
import { checkDeclaration } from "./declaration.ts";
import { testEvasTable, testSurveyTable } from "./testing.ts";
import type { ColumnDeclaration, TableDeclaration } from "./types.ts";

const table = (...columns: ColumnDeclaration[]): TableDeclaration => ({
  id: "t",
  from: sql`t`,
  rowId: sql`t.id`,
  where: () => null,
  columns,
});
const text: ColumnDeclaration = {
  id: "a",
  name: "a",
  type: "text",
  value: sql`t.a`,
  filter: { kind: "text" },
};

describe("checkDeclaration", () => {
  it("accepts the app's tables and the test tables", () => {
    for (const t of [evasTable, surveysTable, testSurveyTable, testEvasTable])
      expect(checkDeclaration(t)).toBe(t);
  });

  it.each<[string, TableDeclaration]>([
    ["invalid id", table({ ...text, id: "a b" })],
    ["invalid id", table({ ...text, id: "__proto__" })],
    ["declared twice", table(text, text)],
    ["no value expression", table({ id: "a", name: "a", type: "text", filter: { kind: "text" } })],
    ["no value expression", table({ id: "a", name: "a", type: "text", sortable: true })],
    ["no select", table({ ...text, groupable: true, select: sql`upper(t.a)` })],
    ["unique and nullable", table({ ...text, unique: true, nullable: true })],
    ["actions only show", table({ id: "x", name: "x", type: "actions", sortable: true, value: sql`1` })],
    ["date filters", table({ ...text, filter: { kind: "date", storage: "date" } })],
    ["date filters", table({ ...text, type: "date" })],
    ["default filter but no filter", table({ id: "a", name: "a", type: "text", defaultFilter: "x" })],
  ])("refuses a column with %s", (problem, declaration) => {
    expect(() => checkDeclaration(declaration)).toThrow(problem);
  });

  it("refuses a default page size the table does not offer", () => {
    const paging = { sizes: [5, 10], defaultSize: 20 };
    expect(() => checkDeclaration({ ...table(text), paging })).toThrow("default page size");
    expect(() => checkDeclaration({ ...table(text), paging: { ...paging, defaultSize: 10 } })).not.toThrow();
  });

  it("refuses a pattern that is no regular expression", () => {
    expect(() => checkDeclaration(table({ ...text, filter: { kind: "text", pattern: "([" } }))).toThrow();
  });

  it("accepts a filter with its own condition and no value", () => {
    const own: ColumnDeclaration = {
      id: "a",
      name: "a",
      type: "text",
      filter: { kind: "text", where: () => sql`true` },
    };
    expect(() => checkDeclaration(table(own))).not.toThrow();
  });
});

import type { SortDirection } from "@erhdb/domain";
import { nextSortDirection } from "@erhdb/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { keysetCondition, orderByClause, type SortKey, sortKeys } from "./ordering.ts";
import { defaultColumn, type ResolvedColumn } from "./resolve-columns.ts";
import { compile, testEvasTable, testSurveyTable } from "./testing.ts";

function columns(
  table: typeof testSurveyTable,
  state: Record<string, { sort?: SortDirection; priority?: number; grouped?: boolean }>,
  order: string[],
): ResolvedColumn[] {
  const byId = new Map(table.columns.map((c) => [c.id, c]));
  return order.map((id) => {
    const declaration = byId.get(id);
    if (!declaration) throw new Error(id);
    return {
      ...defaultColumn(declaration),
      sort: state[id]?.sort ?? "none",
      ...(state[id]?.priority === undefined ? {} : { sortPriority: state[id]?.priority }),
      grouped: state[id]?.grouped ?? false,
    };
  });
}

const orderSql = (keys: SortKey[]) => compile(orderByClause(keys)).sql;
const ALL = [
  "office",
  "statistic",
  "description",
  "bzr",
  "period",
  "status",
  "updating",
  "created",
  "actions",
];

describe("sortKeys", () => {
  it("sorts by the row id alone when nothing is sorted", () => {
    expect(orderSql(sortKeys(testSurveyTable, columns(testSurveyTable, {}, ALL)))).toBe("ORDER BY s.id ASC");
  });

  it("applies the sorted columns in column order, skips none, and ends with the row id in the last key's direction", () => {
    const state = {
      bzr: { sort: "desc" as const },
      office: { sort: "asc" as const },
      period: { sort: "none" as const },
    };
    expect(orderSql(sortKeys(testSurveyTable, columns(testSurveyTable, state, ALL)))).toBe(
      "ORDER BY s.federal_state_code ASC, s.bzr DESC, s.id DESC",
    );
    // the same columns in another display order sort in that order
    const reordered = ["bzr", ...ALL.filter((id) => id !== "bzr")];
    expect(orderSql(sortKeys(testSurveyTable, columns(testSurveyTable, state, reordered)))).toBe(
      "ORDER BY s.bzr DESC, s.federal_state_code ASC, s.id ASC",
    );
  });

  it("applies ranked columns by their priority, then the unranked ones in column order (decision 38)", () => {
    const state = {
      office: { sort: "asc" as const },
      description: { sort: "desc" as const, priority: 2 },
      bzr: { sort: "asc" as const, priority: 1 },
      period: { sort: "none" as const, priority: 3 },
    };
    expect(orderSql(sortKeys(testSurveyTable, columns(testSurveyTable, state, ALL)))).toBe(
      "ORDER BY s.bzr ASC, s.description DESC, s.federal_state_code ASC, s.id ASC",
    );
    // a unique key ranked first ends the order, wherever its column stands
    const evas = columns(
      testEvasTable,
      { period: { sort: "asc", priority: 2 }, evas: { sort: "desc", priority: 1 } },
      ["period", "closing", "evas"],
    );
    expect(orderSql(sortKeys(testEvasTable, evas))).toBe("ORDER BY e.evas DESC");
  });

  it("puts grouped columns first, ascending unless they are sorted", () => {
    const state = {
      description: { sort: "asc" as const },
      status: { grouped: true },
      period: { grouped: true, sort: "desc" as const },
    };
    expect(orderSql(sortKeys(testSurveyTable, columns(testSurveyTable, state, ALL)))).toBe(
      "ORDER BY s.period DESC, s.status ASC, s.description ASC, s.id ASC",
    );
  });

  it("needs no tiebreak after a unique column", () => {
    const cols = columns(testEvasTable, { evas: { sort: "desc" }, period: { sort: "asc" } }, [
      "evas",
      "closing",
      "period",
    ]);
    expect(orderSql(sortKeys(testEvasTable, cols))).toBe("ORDER BY e.evas DESC");
  });

  it("follows a header's sort cycle none → asc → desc → none", () => {
    const seen: string[] = [];
    let direction: SortDirection = "none";
    for (let click = 0; click < 4; click++) {
      seen.push(
        orderSql(sortKeys(testSurveyTable, columns(testSurveyTable, { bzr: { sort: direction } }, ALL))),
      );
      direction = nextSortDirection(direction);
    }
    expect(seen).toEqual([
      "ORDER BY s.id ASC",
      "ORDER BY s.bzr ASC, s.id ASC",
      "ORDER BY s.bzr DESC, s.id DESC",
      "ORDER BY s.id ASC",
    ]);
  });
});

describe("keysetCondition", () => {
  const a: SortKey = { expr: sql`a`, direction: "asc", nullable: false };
  const d: SortKey = { expr: sql`d`, direction: "desc", nullable: false };
  const n: SortKey = { expr: sql`n`, direction: "asc", nullable: true };
  const nd: SortKey = { expr: sql`n`, direction: "desc", nullable: true };
  const id: SortKey = { expr: sql`id`, direction: "asc", nullable: false };

  it("continues after the last row, with a range bound on the first key", () => {
    expect(compile(keysetCondition([a, d, id], ["x", "y", "7"]))).toEqual({
      sql: "a >= $1 AND (a > $2 OR a = $3 AND d < $4 OR a = $5 AND d = $6 AND id > $7)",
      parameters: ["x", "x", "x", "y", "x", "y", "7"],
    });
    expect(compile(keysetCondition([d, id], ["y", "7"])).sql).toBe(
      "d <= $1 AND (d < $2 OR d = $3 AND id > $4)",
    );
  });

  it("treats NULL as the largest value, as ORDER BY does", () => {
    // ascending: NULLs come last
    expect(compile(keysetCondition([n, id], ["x", "7"])).sql).toBe(
      "((n > $1 OR n IS NULL) OR n = $2 AND id > $3)",
    );
    expect(compile(keysetCondition([n, id], [null, "7"])).sql).toBe("n IS NULL AND (n IS NULL AND id > $1)");
    // descending: NULLs come first
    expect(compile(keysetCondition([nd, id], [null, "7"])).sql).toBe(
      "(n IS NOT NULL OR n IS NULL AND id > $1)",
    );
    expect(compile(keysetCondition([nd, id], ["x", "7"])).sql).toBe(
      "n <= $1 AND (n < $2 OR n = $3 AND id > $4)",
    );
  });
});

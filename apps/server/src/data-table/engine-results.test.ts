import { GROUP_LIMIT, type TableAnswer } from "@erhdb/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engineFixture } from "./engine-fixture.ts";
import { loadTablePage } from "./page.ts";
import { parseTableQuery } from "./resolve-query.ts";
import { buildQuery, testEvasTable, testSurveyTable } from "./testing.ts";
import type { TableDeclaration } from "./types.ts";

const { app, page, keys } = engineFixture();

describe("sorting", () => {
  it("applies several sorts in column order, then the row id in the last sort's direction", async () => {
    const changes = { office: { sort: "asc" as const }, bzr: { sort: "desc" as const } };
    expect(await keys(changes, false)).toEqual([
      "S12",
      "S5",
      "S6",
      "S8",
      "S7",
      "S4",
      "S2",
      "S1",
      "S3",
      "S10",
      "S9",
      "S11",
    ]);
    const { context } = app();
    const body = await buildQuery(testSurveyTable, context, changes, { size: 100, order: ["bzr"] });
    const answer = await loadTablePage(
      testSurveyTable,
      await parseTableQuery(testSurveyTable, body, context),
      context,
    );
    expect(answer.records.content.map((r) => `${r.items.bzr?.view}/${r.items.office?.view}`)).toEqual([
      "240000/05",
      "240000/09",
      "234002/16",
      "234001/16",
      "230000/00",
      "230000/00",
      "230000/01",
      "230000/05",
      "230000/08",
      "230000/09",
      "230000/99",
      "220000/09",
    ]);
  });

  it("applies ranked sorts by their priority, whatever the column order (decision 38)", async () => {
    // office stands before bzr among the columns; the ranks put bzr first
    const ranked = {
      office: { sort: "asc" as const, priority: 2 },
      bzr: { sort: "desc" as const, priority: 1 },
    };
    const answer = await page(ranked);
    expect(answer.records.content.map((r) => `${r.items.bzr?.view}/${r.items.office?.view}`)).toEqual([
      "240000/05",
      "240000/09",
      "234002/16",
      "234001/16",
      "230000/00",
      "230000/00",
      "230000/01",
      "230000/05",
      "230000/08",
      "230000/09",
      "230000/99",
      "220000/09",
    ]);
    // the same columns moved so, without ranks, give the same rows in the same order
    const moved = await page(
      { office: { sort: "asc" }, bzr: { sort: "desc" } },
      { size: 100, order: ["bzr"] },
    );
    const ids = (a: TableAnswer) => a.records.content.map((r) => r.id);
    expect(ids(answer)).toEqual(ids(moved));
  });

  it("sorts by a hidden column", async () => {
    expect(await keys({ updating: { sort: "desc", visible: false } }, false)).toEqual([
      "S2",
      "S1",
      "S4",
      "S5",
      "S10",
      "S9",
      "S8",
      "S3",
      "S6",
      "S7",
      "S12",
      "S11",
    ]);
  });
});

describe("paging and counts", () => {
  it("answers one page with the exact filtered count and the total", async () => {
    const filter = { statistic: { filter: "211" }, description: { sort: "asc" as const } };
    const first = await page(filter, { size: 10, page: 0 });
    expect(first.total).toBe(12);
    expect(first.records.totalElements).toBe(4);
    expect(first.records.content).toHaveLength(4);
    const second = await page({}, { size: 10, page: 1 });
    expect(second.records).toMatchObject({ totalElements: 12 });
    expect(second.records.content).toHaveLength(2);
    expect((await page({}, { size: 10, page: 5 })).records.content).toEqual([]);
  });

  it("answers only the visible columns, as cells with view, label and style", async () => {
    const answer = await page({ description: { visible: false } }, { size: 10 });
    const row = answer.records.content[0];
    expect(Object.keys(row?.items ?? {})).toEqual([
      "office",
      "statistic",
      "bzr",
      "period",
      "status",
      "actions",
    ]);
    expect(row?.items.actions).toEqual({ view: "detail", label: "detail", customCss: null });
  });

  it("the size 'all' answers every row where a table offers it", async () => {
    const answer = await page({}, { size: -1 }, testEvasTable);
    expect(answer.records.content).toHaveLength(6);
    expect(answer.total).toBe(6);
  });
});

describe("grouping", () => {
  it("answers the groups of the filtered rows with counts and measures, records sorted by group first", async () => {
    const answer = await page({ status: { grouped: true }, description: { sort: "asc" } });
    expect(answer.groups).toEqual([
      { values: { status: "0" }, count: 1, measures: { extern: 0 } },
      { values: { status: "1" }, count: 1, measures: { extern: 0 } },
      { values: { status: "2" }, count: 1, measures: { extern: 0 } },
      { values: { status: "3" }, count: 7, measures: { extern: 23 } },
      { values: { status: "9" }, count: 2, measures: { extern: 0 } },
    ]);
    const statuses = answer.records.content.map((r) => r.items.status?.view);
    expect(statuses).toEqual([...statuses].sort());
  });

  it("groups by several columns in their order, descending where sorted so, and only the filtered rows", async () => {
    const answer = await page({
      office: {
        grouped: true,
        sort: "desc",
        filter: [
          { key: "09", value: "", display: "" },
          { key: "05", value: "", display: "" },
        ],
      },
      period: { grouped: true },
    });
    expect(answer.groups?.map((g) => [g.values.office, g.values.period, g.count])).toEqual([
      ["09", "3", 3],
      ["05", "3", 2],
    ]);
    expect(answer.records.totalElements).toBe(5);
  });

  it("answers no groups when nothing is grouped", async () => {
    expect((await page()).groups).toBeUndefined();
  });

  it("answers the first thousand groups of more, and says so", async () => {
    // a table of numbers 1..n, grouped by the number: n groups of one row each
    const numbers = (n: number): TableDeclaration => ({
      id: "numbers",
      from: sql`generate_series(1, ${n}) AS g(n)`,
      rowId: sql`g.n`,
      where: () => null,
      columns: [{ id: "n", name: "n", type: "number", value: sql`g.n`, sortable: true, groupable: true }],
    });
    const grouped = async (n: number) => {
      const table = numbers(n);
      const { context } = app();
      const body = await buildQuery(table, context, { n: { grouped: true } }, { size: 10 });
      return loadTablePage(table, await parseTableQuery(table, body, context), context);
    };
    const over = await grouped(GROUP_LIMIT + 1);
    expect(over.groups).toHaveLength(GROUP_LIMIT);
    expect(over.groups?.at(-1)).toMatchObject({ values: { n: String(GROUP_LIMIT) }, count: 1 });
    expect(over.groupsLimited).toBe(true);
    const exact = await grouped(GROUP_LIMIT);
    expect(exact.groups).toHaveLength(GROUP_LIMIT);
    expect(exact.groupsLimited).toBeUndefined();
  });
});

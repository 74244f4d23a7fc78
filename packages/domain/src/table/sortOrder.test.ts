import { describe, expect, it } from "vitest";
import { tableQuerySchema } from "./protocolSchemas.ts";
import { type ColumnSort, chooseSort, type SortEntry, sortPrecedence } from "./sortOrder.ts";

const column = (id: string, sort: ColumnSort) => ({ id, sort });
const ids = (columns: readonly { id: string }[]) => columns.map((c) => c.id);

describe("sortPrecedence", () => {
  it("applies ranked keys by their priority, whatever the columns' order", () => {
    const columns = [
      column("erhebungsid", { direction: "asc", priority: 2 }),
      column("description", { direction: "none" }),
      column("bzr", { direction: "asc", priority: 1 }),
    ];
    expect(ids(sortPrecedence(columns, (c) => c.sort))).toEqual(["bzr", "erhebungsid"]);
  });

  it("keeps column order for a client that sends only directions", () => {
    const columns = [
      column("erhebungsid", { direction: "asc" }),
      column("statisticid", { direction: "none" }),
      column("bzr", { direction: "desc" }),
    ];
    expect(ids(sortPrecedence(columns, (c) => c.sort))).toEqual(["erhebungsid", "bzr"]);
  });

  it("puts unranked keys after the ranked ones, and equal ranks in column order", () => {
    const columns = [
      column("a", { direction: "asc" }),
      column("b", { direction: "desc", priority: 3 }),
      column("c", { direction: "asc", priority: 3 }),
      column("d", { direction: "asc", priority: 1 }),
      column("e", { direction: "none", priority: 2 }),
    ];
    expect(ids(sortPrecedence(columns, (c) => c.sort))).toEqual(["d", "b", "c", "a"]);
  });
});

describe("chooseSort: a click on a column head", () => {
  const byBzrThenId: SortEntry[] = [
    { id: "bzr", direction: "asc" },
    { id: "erhebungsid", direction: "asc" },
  ];

  it("sorts by the clicked column alone, one step on in its cycle", () => {
    const byId: SortEntry[] = [{ id: "erhebungsid", direction: "asc" }];
    expect(chooseSort(byId, "bzr", false)).toEqual([{ id: "bzr", direction: "asc" }]);
    expect(chooseSort(byBzrThenId, "erhebungsid", false)).toEqual([{ id: "erhebungsid", direction: "desc" }]);
    expect(chooseSort([{ id: "bzr", direction: "desc" }], "bzr", false)).toEqual([]);
  });

  it("with Shift adds an unsorted column as the last key, ascending", () => {
    expect(chooseSort([{ id: "bzr", direction: "asc" }], "erhebungsid", true)).toEqual(byBzrThenId);
    expect(chooseSort([], "bzr", true)).toEqual([{ id: "bzr", direction: "asc" }]);
  });

  it("with Shift moves a sorted column on in its cycle in its place, and out of the order at none", () => {
    expect(chooseSort(byBzrThenId, "bzr", true)).toEqual([
      { id: "bzr", direction: "desc" },
      { id: "erhebungsid", direction: "asc" },
    ]);
    const descending: SortEntry[] = [
      { id: "bzr", direction: "desc" },
      { id: "erhebungsid", direction: "asc" },
    ];
    expect(chooseSort(descending, "bzr", true)).toEqual([{ id: "erhebungsid", direction: "asc" }]);
  });
});

describe("the query's sort priority", () => {
  const query = (sort: unknown) => ({
    page: 0,
    size: 10,
    columns: [
      {
        id: "bzr",
        type: "text",
        options: {
          filter: { filterable: true, value: null },
          sort,
          group: { groupable: false, grouped: false },
          display: { visibility: true },
          orderable: true,
        },
      },
    ],
  });

  it("is optional, and a whole rank from 1 to 100 where given", () => {
    const parsed = tableQuerySchema.parse(query({ sortable: true, direction: "asc", priority: 2 }));
    expect(parsed.columns[0]?.options.sort.priority).toBe(2);
    expect(tableQuerySchema.safeParse(query({ sortable: true, direction: "asc" })).success).toBe(true);
    for (const priority of [0, -1, 1.5, 101, "1", null]) {
      const result = tableQuerySchema.safeParse(query({ sortable: true, direction: "asc", priority }));
      expect(result.success, String(priority)).toBe(false);
    }
  });
});

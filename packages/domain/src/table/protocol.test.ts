import { describe, expect, it } from "vitest";
import { isIsoDay, nextSortDirection, readDateRangeFilter, SORT_DIRECTIONS } from "./protocol.ts";
import {
  type Column,
  columnSchema,
  dateRangeFilterSchema,
  filterValueSchema,
  tableQuerySchema,
  templateSaveSchema,
} from "./protocolSchemas.ts";

const column = (overrides: Partial<Column> = {}): Column => ({
  id: "evas",
  name: "table.evas.evas",
  shortName: "table.evas.evas",
  type: "text",
  options: {
    filter: { filterable: true, value: null },
    sort: { sortable: true, direction: "none" },
    group: { groupable: false, grouped: false },
    display: { visibility: true },
    orderable: true,
  },
  ...overrides,
});

describe("nextSortDirection", () => {
  it("cycles none → asc → desc → none", () => {
    expect(nextSortDirection("none")).toBe("asc");
    expect(nextSortDirection("asc")).toBe("desc");
    expect(nextSortDirection("desc")).toBe("none");
  });

  it("comes back to the start after three clicks from any direction", () => {
    for (const start of SORT_DIRECTIONS) {
      expect(nextSortDirection(nextSortDirection(nextSortDirection(start)))).toBe(start);
    }
  });
});

describe("filterValueSchema", () => {
  it("takes text, a list of choices and a date range", () => {
    expect(filterValueSchema.parse("abc")).toBe("abc");
    expect(filterValueSchema.parse([{ key: "01", value: "01", display: "SH" }])).toHaveLength(1);
    expect(filterValueSchema.parse({ variant: "LAST_N_DAYS", lastN: 7 })).toMatchObject({ lastN: 7 });
  });

  it("refuses other shapes", () => {
    for (const bad of [42, true, [1, 2], { variant: "TOMORROW" }, [{ key: "01" }]]) {
      expect(filterValueSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("takes an optional granularity on a date range, and no other", () => {
    expect(dateRangeFilterSchema.parse({ variant: "ALL", granularity: "month" }).granularity).toBe("month");
    expect(dateRangeFilterSchema.parse({ variant: "ALL" }).granularity).toBeUndefined();
    expect(dateRangeFilterSchema.safeParse({ variant: "ALL", granularity: "week" }).success).toBe(false);
  });

  it("knows which ISO days exist", () => {
    for (const day of ["2024-02-29", "2000-01-01", "2100-12-31"]) expect(isIsoDay(day), day).toBe(true);
    for (const day of [
      "2023-02-29",
      "2024-13-01",
      "2024-04-31",
      "2024-1-1",
      "24-01-01",
      "2024-01-01T00:00",
    ]) {
      expect(isIsoDay(day), day).toBe(false);
    }
  });

  it("wants ISO days in a custom range", () => {
    expect(dateRangeFilterSchema.safeParse({ variant: "CUSTOM", fromDate: "2024-02-30" }).success).toBe(
      false,
    );
    expect(dateRangeFilterSchema.safeParse({ variant: "CUSTOM", fromDate: "01.02.2024" }).success).toBe(
      false,
    );
    expect(dateRangeFilterSchema.safeParse({ variant: "CUSTOM", fromDate: "2024-02-01" }).success).toBe(true);
  });
});

describe("columnSchema and tableQuerySchema", () => {
  it("accepts a column and fills name and shortName", () => {
    const { name: _n, shortName: _s, ...bare } = column();
    expect(columnSchema.parse(bare)).toMatchObject({ name: "", shortName: "" });
  });

  it("refuses column ids that could be anything but a name", () => {
    for (const id of ["evas; DROP TABLE evas", "__proto__", "", "1evas", "a".repeat(65), "e vas"]) {
      expect(columnSchema.safeParse(column({ id })).success, id).toBe(false);
    }
  });

  it("refuses a query without columns, with a negative page or a fractional size", () => {
    expect(tableQuerySchema.safeParse({ page: 0, size: 10, columns: [] }).success).toBe(false);
    expect(tableQuerySchema.safeParse({ page: -1, size: 10, columns: [column()] }).success).toBe(false);
    expect(tableQuerySchema.safeParse({ page: 0, size: 10.5, columns: [column()] }).success).toBe(false);
    expect(tableQuerySchema.safeParse({ page: 0, size: 10, columns: [column()] }).success).toBe(true);
  });
});

describe("templateSaveSchema", () => {
  it("trims the name, refuses an empty one and defaults the flag", () => {
    expect(templateSaveSchema.parse({ name: "  Mine ", columns: [column()] })).toMatchObject({
      name: "Mine",
      defaultTemplate: false,
    });
    expect(templateSaveSchema.safeParse({ name: "   ", columns: [column()] }).success).toBe(false);
  });
});

describe("readDateRangeFilter", () => {
  it("reads a range or a relative variant, keeping only its fields, and refuses anything else", () => {
    expect(
      readDateRangeFilter({ fromDate: "2024-01-01", toDate: null, variant: "CUSTOM", extra: 1 }),
    ).toEqual({
      fromDate: "2024-01-01",
      toDate: null,
      variant: "CUSTOM",
    });
    expect(readDateRangeFilter({ variant: "LAST_N_DAYS", lastN: 7, granularity: "month" })).toEqual({
      variant: "LAST_N_DAYS",
      lastN: 7,
      granularity: "month",
    });
    for (const bad of [
      null,
      [],
      "x",
      { variant: "SOMEDAY" },
      { variant: "CUSTOM", fromDate: "2024-02-30" },
      { variant: "LAST_N_DAYS", lastN: 1.5 },
      { variant: "LAST_N_DAYS", lastN: 1001 },
      { variant: "LAST_N_DAYS", lastN: 0 },
      { variant: "ALL", granularity: "week" },
    ]) {
      expect(readDateRangeFilter(bad), JSON.stringify(bad)).toBeNull();
      expect(dateRangeFilterSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  checkDateBounds,
  type DayRange,
  dateFilterProblem,
  dateVariantsFor,
  filterGranularity,
  lastNOptionsOf,
  lastNUnitOf,
  offersLastN,
  swapIfReversed,
} from "./dateRange.ts";
import { resolveDateFilter } from "./dateResolve.ts";
import type { DateRangeFilter } from "./protocol.ts";

const at = (iso: string) => new Date(iso);
const f = (variant: DateRangeFilter["variant"], extra: Partial<DateRangeFilter> = {}): DateRangeFilter => ({
  variant,
  ...extra,
});
// 2025-06-15 12:00 in Berlin (CEST, UTC+2)
const MID_JUNE = at("2025-06-15T10:00:00Z");

describe("resolveDateFilter, by day", () => {
  it.each<[DateRangeFilter, DayRange]>([
    [f("ALL"), { from: null, to: null }],
    [f("CURRENT_MONTH"), { from: "2025-06-01", to: "2025-06-30" }],
    [f("CURRENT_YEAR"), { from: "2025-01-01", to: "2025-12-31" }],
    [f("PREVIOUS_MONTH"), { from: "2025-05-01", to: "2025-05-31" }],
    [f("PREVIOUS_YEAR"), { from: "2024-01-01", to: "2024-12-31" }],
    [f("LAST_N_DAYS", { lastN: 1 }), { from: "2025-06-15", to: "2025-06-15" }],
    [f("LAST_N_DAYS", { lastN: 7 }), { from: "2025-06-09", to: "2025-06-15" }],
    [f("LAST_N_DAYS", { lastN: 30 }), { from: "2025-05-17", to: "2025-06-15" }],
    [f("LAST_N_MONTHS", { lastN: 1 }), { from: "2025-06-01", to: "2025-06-15" }],
    [f("LAST_N_MONTHS", { lastN: 3 }), { from: "2025-04-01", to: "2025-06-15" }],
    [f("LAST_N_MONTHS", { lastN: 12 }), { from: "2024-07-01", to: "2025-06-15" }],
    [f("LAST_N_YEARS", { lastN: 1 }), { from: "2025-01-01", to: "2025-06-15" }],
    [f("LAST_N_YEARS", { lastN: 5 }), { from: "2021-01-01", to: "2025-06-15" }],
    [f("CUSTOM", { fromDate: "2024-02-03", toDate: "2024-03-04" }), { from: "2024-02-03", to: "2024-03-04" }],
    [f("CUSTOM", { fromDate: "2024-02-03" }), { from: "2024-02-03", to: null }],
    [f("CUSTOM", { toDate: "2024-03-04" }), { from: null, to: "2024-03-04" }],
    [f("CUSTOM", { fromDate: null, toDate: null }), { from: null, to: null }],
  ])("%o", (filter, expected) => {
    expect(resolveDateFilter(filter, MID_JUNE)).toEqual(expected);
  });

  it("orders a reversed custom range", () => {
    expect(
      resolveDateFilter(f("CUSTOM", { fromDate: "2024-05-01", toDate: "2024-01-31" }), MID_JUNE),
    ).toEqual({
      from: "2024-01-31",
      to: "2024-05-01",
    });
  });

  it("treats a missing or non-positive lastN as 1", () => {
    expect(resolveDateFilter(f("LAST_N_DAYS"), MID_JUNE)).toEqual({ from: "2025-06-15", to: "2025-06-15" });
    expect(resolveDateFilter(f("LAST_N_DAYS", { lastN: null }), MID_JUNE).from).toBe("2025-06-15");
  });

  it("counts in February of a leap year and across month ends", () => {
    const leap = at("2024-03-31T10:00:00Z");
    expect(resolveDateFilter(f("PREVIOUS_MONTH"), leap)).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(resolveDateFilter(f("LAST_N_MONTHS", { lastN: 2 }), leap).from).toBe("2024-02-01");
  });
});

describe("resolveDateFilter, in Europe/Berlin", () => {
  it("is already the next day in Berlin shortly before midnight UTC", () => {
    // 22:30 UTC = 00:30 CEST on the 16th
    const now = at("2025-06-15T22:30:00Z");
    expect(resolveDateFilter(f("LAST_N_DAYS", { lastN: 1 }), now)).toEqual({
      from: "2025-06-16",
      to: "2025-06-16",
    });
  });

  it("is still the same day in Berlin just before midnight Berlin time", () => {
    const now = at("2025-06-15T21:59:59Z"); // 23:59:59 CEST
    expect(resolveDateFilter(f("LAST_N_DAYS", { lastN: 1 }), now).to).toBe("2025-06-15");
  });

  it("starts the new year in Berlin while UTC is still in the old one", () => {
    const now = at("2024-12-31T23:30:00Z"); // 00:30 CET on 1 January 2025
    expect(resolveDateFilter(f("CURRENT_YEAR"), now)).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(resolveDateFilter(f("PREVIOUS_YEAR"), now)).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(resolveDateFilter(f("CURRENT_MONTH"), now)).toEqual({ from: "2025-01-01", to: "2025-01-31" });
    expect(resolveDateFilter(f("PREVIOUS_MONTH"), now)).toEqual({ from: "2024-12-01", to: "2024-12-31" });
  });

  it("is still the old year one hour earlier", () => {
    const now = at("2024-12-31T22:30:00Z"); // 23:30 CET on 31 December
    expect(resolveDateFilter(f("CURRENT_YEAR"), now)).toEqual({ from: "2024-01-01", to: "2024-12-31" });
  });

  it("counts days across the change to summer time", () => {
    const now = at("2025-03-30T22:30:00Z"); // 00:30 CEST on 31 March
    expect(resolveDateFilter(f("LAST_N_DAYS", { lastN: 2 }), now)).toEqual({
      from: "2025-03-30",
      to: "2025-03-31",
    });
  });
});

describe("resolveDateFilter, by month", () => {
  it.each<[DateRangeFilter, DayRange]>([
    [f("ALL"), { from: null, to: null }],
    [f("CURRENT_MONTH"), { from: "2025-06-01", to: "2025-06-30" }],
    [f("CURRENT_YEAR"), { from: "2025-01-01", to: "2025-12-31" }],
    [f("PREVIOUS_MONTH"), { from: "2025-05-01", to: "2025-05-31" }],
    [f("PREVIOUS_YEAR"), { from: "2024-01-01", to: "2024-12-31" }],
    [f("LAST_N_DAYS", { lastN: 30 }), { from: "2025-05-01", to: "2025-06-30" }],
    [f("LAST_N_MONTHS", { lastN: 3 }), { from: "2025-04-01", to: "2025-06-30" }],
    [f("LAST_N_YEARS", { lastN: 2 }), { from: "2024-01-01", to: "2025-06-30" }],
    [f("CUSTOM", { fromDate: "2024-02-15", toDate: "2024-04-02" }), { from: "2024-02-01", to: "2024-04-30" }],
    [f("CUSTOM", { fromDate: "2024-02-15" }), { from: "2024-02-01", to: null }],
    [f("CUSTOM", { toDate: "2023-02-02" }), { from: null, to: "2023-02-28" }],
  ])("%o", (filter, expected) => {
    expect(resolveDateFilter(filter, MID_JUNE, "month")).toEqual(expected);
  });

  it("widens to the month of Berlin, not of UTC", () => {
    const now = at("2025-05-31T22:30:00Z"); // 00:30 CEST on 1 June
    expect(resolveDateFilter(f("CURRENT_MONTH"), now, "month")).toEqual({
      from: "2025-06-01",
      to: "2025-06-30",
    });
  });
});

describe("swapIfReversed", () => {
  it("keeps an ordered or open range", () => {
    const range = { from: "2024-01-01", to: "2024-02-01" };
    expect(swapIfReversed(range, "from")).toBe(range);
    expect(swapIfReversed({ from: null, to: "2024-01-01" }, "to")).toEqual({ from: null, to: "2024-01-01" });
    expect(swapIfReversed({ from: "2024-01-01", to: null }, "from")).toEqual({
      from: "2024-01-01",
      to: null,
    });
  });

  it("sets both ends to the day just edited when from is after to", () => {
    const reversed = { from: "2024-03-01", to: "2024-02-01" };
    expect(swapIfReversed(reversed, "from")).toEqual({ from: "2024-03-01", to: "2024-03-01" });
    expect(swapIfReversed(reversed, "to")).toEqual({ from: "2024-02-01", to: "2024-02-01" });
  });

  it("keeps equal ends", () => {
    expect(swapIfReversed({ from: "2024-03-01", to: "2024-03-01" }, "to")).toEqual({
      from: "2024-03-01",
      to: "2024-03-01",
    });
  });
});

describe("checkDateBounds", () => {
  it("accepts the bounds themselves and anything between", () => {
    expect(checkDateBounds("2000-01-01")).toBeNull();
    expect(checkDateBounds("2050-06-15")).toBeNull();
    expect(checkDateBounds("2100-12-31")).toBeNull();
  });

  it("names the violated bound", () => {
    expect(checkDateBounds("1999-12-31")).toEqual({ key: "min-date", limit: "2000-01-01" });
    expect(checkDateBounds("2101-01-01")).toEqual({ key: "max-date", limit: "2100-12-31" });
  });
});

describe("the counts of the last n (SPEC 5)", () => {
  it("offers days, months and years each their own choices, and no other variant any", () => {
    expect(lastNOptionsOf("LAST_N_DAYS")).toEqual([1, 2, 3, 7, 14, 21, 30]);
    expect(lastNOptionsOf("LAST_N_MONTHS")).toEqual([1, 2, 3, 4, 6, 9, 12]);
    expect(lastNOptionsOf("LAST_N_YEARS")).toEqual([1, 2, 3, 4, 5]);
    expect(lastNOptionsOf("CURRENT_MONTH")).toBeUndefined();
    expect(lastNOptionsOf("CUSTOM")).toBeUndefined();
  });

  it.each<[DateRangeFilter, boolean]>([
    [f("LAST_N_DAYS", { lastN: 30 }), true],
    [f("LAST_N_DAYS", { lastN: 31 }), false],
    [f("LAST_N_DAYS", { lastN: 12 }), false],
    [f("LAST_N_MONTHS", { lastN: 12 }), true],
    [f("LAST_N_MONTHS", { lastN: 5 }), false],
    [f("LAST_N_YEARS", { lastN: 5 }), true],
    [f("LAST_N_YEARS", { lastN: 6 }), false],
    [f("LAST_N_YEARS"), true],
    [f("ALL", { lastN: 30 }), true],
    [f("CUSTOM", { lastN: 999 }), true],
  ])("%o offered: %s", (filter, offered) => {
    expect(offersLastN(filter)).toBe(offered);
  });
});

describe("what a date filter offers", () => {
  it("names the unit of each relative variant", () => {
    expect(lastNUnitOf("LAST_N_DAYS")).toBe("days");
    expect(lastNUnitOf("LAST_N_MONTHS")).toBe("months");
    expect(lastNUnitOf("LAST_N_YEARS")).toBe("years");
    expect(lastNUnitOf("PREVIOUS_YEAR")).toBeUndefined();
  });

  it("counts a month column by months, a date column by days unless its filter asks for months", () => {
    expect(filterGranularity("month", {})).toBe("month");
    expect(filterGranularity("month", { granularity: "day" })).toBe("month");
    expect(filterGranularity("date", {})).toBe("day");
    expect(filterGranularity("date", { granularity: "month" })).toBe("month");
  });

  it("offers every variant by day, and all but the last n days by month", () => {
    expect(dateVariantsFor("day")).toEqual([
      "ALL",
      "CURRENT_MONTH",
      "CURRENT_YEAR",
      "PREVIOUS_MONTH",
      "PREVIOUS_YEAR",
      "LAST_N_DAYS",
      "LAST_N_MONTHS",
      "LAST_N_YEARS",
      "CUSTOM",
    ]);
    expect(dateVariantsFor("month")).toEqual(dateVariantsFor("day").filter((v) => v !== "LAST_N_DAYS"));
  });
});

describe("dateFilterProblem: a date filter the editor could have made", () => {
  it.each<[DateRangeFilter["variant"], Partial<DateRangeFilter>, "date" | "month", string | null]>([
    ["CUSTOM", { fromDate: "2000-01-01", toDate: "2100-12-31" }, "date", null],
    ["CUSTOM", { fromDate: "2024-02-30" }, "date", "badDate"],
    ["CUSTOM", { fromDate: "1999-12-31" }, "date", "dateOutOfRange"],
    ["CUSTOM", { toDate: "2101-01-01" }, "date", "dateOutOfRange"],
    ["LAST_N_DAYS", { lastN: 7 }, "date", null],
    ["LAST_N_DAYS", { lastN: 7, granularity: "month" }, "date", "variantNotOffered"],
    ["LAST_N_DAYS", { lastN: 7 }, "month", "variantNotOffered"],
    ["LAST_N_MONTHS", { lastN: 5 }, "month", "lastNNotOffered"],
    ["CURRENT_YEAR", { lastN: 36 }, "month", null],
  ])("%s %o on a %s column: %s", (variant, extra, type, problem) => {
    expect(dateFilterProblem(type, f(variant, extra))).toBe(problem);
  });
});

import type { DateRangeFilter } from "@erhdb/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { TABLE_SURVEYS } from "../../test/table-data.ts";
import { engineFixture } from "./engine-fixture.ts";
import { testEvasTable } from "./testing.ts";

const { app, page, keys } = engineFixture();

describe("text filters", () => {
  it("contains, case-insensitively", async () => {
    expect(await keys({ description: { filter: "geburten" } })).toEqual(["S1", "S2", "S3", "S4"]);
  });

  it.each([
    ["%", ["S5"]],
    ["_", ["S5"]],
    ["\\", ["S5"]],
    ['"', ["S5", "S7"]],
    ["'O'Brien'", ["S5"]],
    ["Straße – Ärzte ✓", ["S8"]],
    ["'; DROP TABLE evas; --", []],
    ["%'; DELETE FROM survey; --", []],
  ])("takes %j as plain characters", async (text, expected) => {
    expect(await keys({ description: { filter: text } })).toEqual(expected);
    const { n } = await app()
      .t.db.selectFrom("survey")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(TABLE_SURVEYS.length);
  });

  it("with a pattern, contains as well", async () => {
    expect(await keys({ statistic: { filter: "211" } })).toEqual(["S1", "S2", "S3", "S4"]);
  });
});

describe("dropdown and number filters", () => {
  it("any of the keys", async () => {
    expect(await keys({ office: { filter: [{ key: "09", value: "09", display: "" }] } })).toEqual([
      "S1",
      "S2",
      "S3",
    ]);
    const two = [
      { key: "09", value: "09", display: "" },
      { key: "16", value: "16", display: "" },
    ];
    expect(await keys({ office: { filter: two } })).toEqual(["S1", "S2", "S3", "S9", "S10"]);
    expect(await keys({ status: { filter: [{ key: "9", value: "", display: "" }] } })).toEqual(["S3", "S12"]);
  });

  it("a number", async () => {
    expect(await keys({ period: { filter: "0" } })).toEqual(["S5", "S6", "S9", "S10"]);
    expect(await keys({ period: { filter: "-1" } })).toEqual(["S11"]);
    expect(await keys({ period: { filter: "13" } })).toEqual([]);
    expect(await keys({ period: { filter: "3.0" } })).toEqual(["S1", "S2", "S3", "S4", "S7", "S8"]);
  });
});

describe("date filters, in Berlin days", () => {
  const custom = (fromDate: string | null, toDate: string | null): DateRangeFilter => ({
    variant: "CUSTOM",
    fromDate,
    toDate,
  });

  it("counts a timestamp by its Berlin day around midnight and new year", async () => {
    expect(await keys({ updating: { filter: custom("2025-01-01", "2025-01-01") } })).toEqual(["S4"]);
    expect(await keys({ updating: { filter: custom("2024-12-31", "2024-12-31") } })).toEqual(["S5"]);
    expect(await keys({ updating: { filter: custom(null, "2023-12-31") } })).toEqual(["S11", "S12"]);
    expect(await keys({ updating: { filter: custom("2025-01-10", null) } })).toEqual(["S1", "S2"]);
  });

  it.each<[DateRangeFilter, string[]]>([
    [{ variant: "ALL" }, TABLE_SURVEYS.map((s) => s.key)],
    [{ variant: "CURRENT_MONTH" }, ["S2"]],
    [{ variant: "PREVIOUS_MONTH" }, ["S1", "S4"]],
    [{ variant: "CURRENT_YEAR" }, ["S1", "S2", "S4"]],
    [{ variant: "PREVIOUS_YEAR" }, ["S3", "S5", "S6", "S7", "S8", "S9", "S10"]],
    [{ variant: "LAST_N_DAYS", lastN: 14 }, []],
    [{ variant: "LAST_N_DAYS", lastN: 21 }, ["S2"]],
    [{ variant: "LAST_N_MONTHS", lastN: 1 }, ["S2"]],
    [{ variant: "LAST_N_MONTHS", lastN: 2 }, ["S1", "S2", "S4"]],
    [{ variant: "LAST_N_YEARS", lastN: 2 }, ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10"]],
    [
      { variant: "CUSTOM", fromDate: "2024-12-05", toDate: "2025-01-05", granularity: "month" },
      ["S1", "S4", "S5"],
    ],
  ])("%o", async (filter, expected) => {
    expect(await keys({ updating: { filter } })).toEqual(expected);
  });

  it("the last n days end today and begin n - 1 days before, counted by the clock in Berlin", async () => {
    const days = (lastN: number): DateRangeFilter => ({ variant: "LAST_N_DAYS", lastN });
    // S1 changed on 10 January: the first day of the last 30 days on 8 February, no longer on the 9th
    const eighth = new Date("2025-02-08T22:59:00Z");
    const ninth = new Date("2025-02-08T23:01:00Z");
    expect(await keys({ updating: { filter: days(30) } }, true, eighth)).toEqual(["S1", "S2"]);
    expect(await keys({ updating: { filter: days(30) } }, true, ninth)).toEqual(["S2"]);
  });

  it("a month column counts whole Berlin months", async () => {
    // S4 was created at 00:30 on 1 March in Berlin, every other survey on 15 March
    const all = TABLE_SURVEYS.map((s) => s.key);
    expect(await keys({ created: { filter: custom("2024-03-20", "2024-03-20") } })).toEqual(all);
    expect(await keys({ created: { filter: custom("2024-02-01", "2024-02-29") } })).toEqual([]);
  });

  it("a date column directly", async () => {
    const evas = async (filter: DateRangeFilter) =>
      (await page({ closing: { filter } }, { size: 10 }, testEvasTable)).records.content.map(
        (r) => r.items.evas?.view,
      );
    expect(await evas(custom("2020-01-01", "2020-01-31"))).toEqual(["21111", "46241"]);
    expect(await evas(custom("2020-01-02", null))).toEqual(["12612", "21111"]);
    expect(
      await evas({ variant: "CUSTOM", fromDate: "2015-09-30", toDate: "2015-09-30", granularity: "month" }),
    ).toEqual(["12613"]);
  });
});

it("leaves the database as it was after hostile queries", async () => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM evas`.execute(app().t.db);
  expect(rows[0]?.n).toBe(9);
});

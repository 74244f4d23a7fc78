import type { DateRangeFilter, TableQuery } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.ts";
import { parseTableQuery } from "./resolve-query.ts";
import { buildQuery, type ColumnChange, compiler, testEvasTable, testSurveyTable } from "./testing.ts";
import type { TableContext } from "./types.ts";

const context: TableContext = {
  db: compiler,
  person: null,
  lang: "en",
  now: new Date("2025-06-15T10:00:00Z"),
};

const query = (changes: Record<string, ColumnChange> = {}, options: Parameters<typeof buildQuery>[3] = {}) =>
  buildQuery(testSurveyTable, context, changes, options);

async function refusal(body: unknown, table = testSurveyTable, forExport = false) {
  try {
    await parseTableQuery(table, body, context, { forExport });
  } catch (error) {
    if (error instanceof AppError)
      return {
        status: error.status,
        code: error.code,
        field: error.field,
        message: error.text(context.lang),
      };
    throw error;
  }
  throw new Error("accepted");
}

const withColumn = (q: TableQuery, index: number, patch: (c: Record<string, unknown>) => void): unknown => {
  const copy = structuredClone(q) as unknown as { columns: Record<string, unknown>[] };
  const column = copy.columns[index];
  if (column) patch(column);
  return copy;
};

describe("parseTableQuery accepts", () => {
  it("the default columns, keeping their display order", async () => {
    const q = await query({}, { order: ["description", "office"] });
    const parsed = await parseTableQuery(testSurveyTable, q, context);
    expect(parsed.columns.map((c) => c.declaration.id).slice(0, 3)).toEqual([
      "description",
      "office",
      "statistic",
    ]);
    expect(parsed).toMatchObject({ page: 0, size: 10 });
  });

  it("a query that leaves columns out: they follow with their defaults", async () => {
    const q = await query({ bzr: { sort: "desc" } });
    const parsed = await parseTableQuery(
      testSurveyTable,
      { ...q, columns: q.columns.filter((c) => c.id === "bzr") },
      context,
    );
    expect(parsed.columns.map((c) => c.declaration.id)).toEqual(
      testSurveyTable.columns.map((c) => c.id).sort((a, b) => (a === "bzr" ? -1 : b === "bzr" ? 1 : 0)),
    );
    expect(parsed.columns.find((c) => c.declaration.id === "updating")).toMatchObject({
      visible: false,
      filter: null,
    });
  });

  it("filters on hidden columns", async () => {
    const q = await query({ updating: { visible: false, filter: { variant: "CURRENT_YEAR" } } });
    const parsed = await parseTableQuery(testSurveyTable, q, context);
    expect(parsed.columns.find((c) => c.declaration.id === "updating")?.filter).toEqual({
      kind: "range",
      from: "2025-01-01",
      to: "2025-12-31",
    });
  });

  it("hostile text as plain data", async () => {
    for (const text of ["'; DROP TABLE evas; --", "%", "_", "\\", '"', "Ärzte ✓ 🚀"]) {
      const parsed = await parseTableQuery(
        testSurveyTable,
        await query({ description: { filter: text } }),
        context,
      );
      expect(parsed.columns.find((c) => c.declaration.id === "description")?.filter).toEqual({
        kind: "text",
        text,
      });
    }
  });

  it("empty filters as no filter", async () => {
    const q = await query({
      description: { filter: "   " },
      office: { filter: [] },
      updating: { filter: { variant: "ALL" } },
    });
    const parsed = await parseTableQuery(testSurveyTable, q, context);
    expect(parsed.columns.every((c) => c.filter === null)).toBe(true);
  });

  it("a month column widened to whole months, and a day column by month when the value asks", async () => {
    const range = { variant: "CUSTOM" as const, fromDate: "2024-02-10", toDate: "2024-03-05" };
    const parsed = await parseTableQuery(
      testSurveyTable,
      await query({ created: { filter: range }, updating: { filter: { ...range, granularity: "month" } } }),
      context,
    );
    const byId = (id: string) => parsed.columns.find((c) => c.declaration.id === id)?.filter;
    expect(byId("created")).toEqual({ kind: "range", from: "2024-02-01", to: "2024-03-31" });
    expect(byId("updating")).toEqual({ kind: "range", from: "2024-02-01", to: "2024-03-31" });
  });

  it("any size for an export, and the size 'all' where a table offers it", async () => {
    expect(
      (await parseTableQuery(testSurveyTable, await query({}, { size: 7 }), context, { forExport: true }))
        .size,
    ).toBeNull();
    const all = await buildQuery(testEvasTable, context, {}, { size: -1 });
    expect((await parseTableQuery(testEvasTable, all, context)).size).toBeNull();
  });
});

describe("parseTableQuery refuses with 400 naming the column", () => {
  it.each([
    ["unknown", "unknownColumn"],
    ["evasDROP", "unknownColumn"],
    ["constructor", "unknownColumn"],
    ["toString", "unknownColumn"],
  ])("column id %s", async (id) => {
    const q = await query();
    expect(await refusal(withColumn(q, 0, (c) => (c.id = id)))).toMatchObject({
      status: 400,
      code: "VALIDATION",
      field: id,
    });
  });

  it.each(["evas; DROP TABLE evas", "__proto__", "' OR 1=1 --", "a".repeat(70)])(
    "malformed column id %j",
    async (id) => {
      const q = await query();
      const answer = await refusal(withColumn(q, 2, (c) => (c.id = id)));
      expect(answer).toMatchObject({ status: 400, code: "VALIDATION", field: id.slice(0, 100) });
    },
  );

  it("a column given twice", async () => {
    const q = await query();
    const body = { ...q, columns: [...q.columns, q.columns[0]] };
    expect(await refusal(body)).toMatchObject({ field: "office" });
  });

  it.each<[string, ColumnChange]>([
    ["description", { filter: [{ key: "x", value: "x", display: "x" }] }],
    ["description", { filter: { variant: "CURRENT_MONTH" } }],
    ["office", { filter: "01" }],
    ["office", { filter: { variant: "CURRENT_MONTH" } }],
    ["updating", { filter: "2024" }],
    ["updating", { filter: [{ key: "2024", value: "", display: "" }] }],
    ["period", { filter: [{ key: "1", value: "", display: "" }] }],
  ])("a value of the wrong shape for %s", async (id, change) => {
    expect(await refusal(await query({ [id]: change }))).toMatchObject({ status: 400, field: id });
  });

  it("a dropdown key not among the choices", async () => {
    const body = await query({ office: { filter: [{ key: "99", value: "99", display: "Verbund" }] } });
    expect(await refusal(body)).toMatchObject({
      status: 400,
      field: "office",
      message: "Unknown value in the filter of column office.",
    });
    const injected = await query({ status: { filter: [{ key: "3) OR (1=1", value: "", display: "" }] } });
    expect(await refusal(injected)).toMatchObject({ field: "status" });
  });

  it("text that does not match the column's pattern", async () => {
    for (const text of ["12345", "12a", "'; DROP"]) {
      expect(await refusal(await query({ statistic: { filter: text } }))).toMatchObject({
        field: "statistic",
      });
    }
  });

  it("text with a NUL character, which PostgreSQL cannot hold", async () => {
    expect(await refusal(await query({ description: { filter: "a\u0000b" } }))).toMatchObject({
      field: "description",
    });
  });

  it.each(["12", "1e5", "0x10", "NaN", "Infinity", "1; DROP"])(
    "a number filter %j that is no plain number",
    async (text) => {
      if (text === "12") {
        const parsed = await parseTableQuery(
          testSurveyTable,
          await query({ period: { filter: text } }),
          context,
        );
        expect(parsed.columns.find((c) => c.declaration.id === "period")?.filter).toEqual({
          kind: "number",
          value: 12,
        });
        return;
      }
      expect(await refusal(await query({ period: { filter: text } }))).toMatchObject({ field: "period" });
    },
  );

  it.each([
    ["1.5", "The filter of column period must be a whole number."],
    ["14", "The filter of column period is outside the possible values."],
    ["-2", "The filter of column period is outside the possible values."],
    ["99999999999", "The filter of column period is outside the possible values."],
  ])(
    "a number filter %j that the column cannot hold (it would fail in the database)",
    async (text, message) => {
      expect(await refusal(await query({ period: { filter: text } }))).toEqual({
        status: 400,
        code: "VALIDATION",
        field: "period",
        message,
      });
    },
  );

  it.each([
    ["2024-02-30", "2024-03-01"],
    ["2024-13-01", null],
    ["01.02.2024", null],
    ["1999-12-31", null],
    [null, "2101-01-01"],
  ])("a bad or out-of-range date %s … %s", async (fromDate, toDate) => {
    const body = await query({ updating: { filter: { variant: "CUSTOM", fromDate, toDate } } });
    expect(await refusal(body)).toMatchObject({ status: 400, field: "updating" });
  });

  it.each<DateRangeFilter>([
    { variant: "LAST_N_DAYS", lastN: 36 },
    { variant: "LAST_N_MONTHS", lastN: 5 },
    { variant: "LAST_N_YEARS", lastN: 6 },
  ])("a count of the last n that its variant does not offer: %o", async (filter) => {
    expect(await refusal(await query({ updating: { filter } }))).toEqual({
      status: 400,
      code: "VALIDATION",
      field: "updating",
      message: "This number is not offered in the date filter of column updating.",
    });
  });

  it("the last n days of a filter by whole months, which offers no such period", async () => {
    const filter: DateRangeFilter = { variant: "LAST_N_DAYS", lastN: 7, granularity: "month" };
    expect(await refusal(await query({ updating: { filter } }))).toEqual({
      status: 400,
      code: "VALIDATION",
      field: "updating",
      message: "The date filter of column updating does not offer this period.",
    });
    const byMonth = await query({ created: { filter: { variant: "LAST_N_DAYS", lastN: 7 } } });
    expect(await refusal(byMonth)).toMatchObject({ status: 400, field: "created" });
  });

  it("a count of the last n with a variant that does not count (ignored)", async () => {
    const filter: DateRangeFilter = { variant: "CURRENT_MONTH", lastN: 36 };
    const parsed = await parseTableQuery(testSurveyTable, await query({ updating: { filter } }), context);
    expect(parsed.columns.find((c) => c.declaration.id === "updating")?.filter).toEqual({
      kind: "range",
      from: "2025-06-01",
      to: "2025-06-30",
    });
  });

  it("a sort on a column that cannot sort, a bad direction, a group on a column that cannot group", async () => {
    expect(await refusal(await query({ actions: { sort: "asc" } }))).toMatchObject({ field: "actions" });
    expect(await refusal(await query({ description: { grouped: true } }))).toMatchObject({
      field: "description",
    });
    const q = await query();
    const bad = withColumn(
      q,
      0,
      (c) => ((c.options as { sort: { direction: string } }).sort.direction = "asc; DROP"),
    );
    expect(await refusal(bad)).toMatchObject({ field: "office" });
  });

  it("a page size the table does not offer, and a bad page", async () => {
    for (const size of [7, 1000, -1, 0]) {
      expect(await refusal(await query({}, { size }))).toMatchObject({ status: 400, field: "size" });
    }
    expect(await refusal({ ...(await query()), size: "10; DROP" })).toMatchObject({ field: "size" });
    expect(await refusal({ ...(await query()), page: -1 })).toMatchObject({ field: "page" });
  });

  it("a body that is no query at all", async () => {
    for (const body of [null, "x", [], {}, { page: 0, size: 10, columns: [] }]) {
      expect(await refusal(body)).toMatchObject({ status: 400, code: "VALIDATION" });
    }
  });

  it("answers in German by default", async () => {
    const answer = await parseTableQuery(testSurveyTable, await query({ statistic: { filter: "x" } }), {
      ...context,
      lang: "de",
    }).catch((e: AppError) => e.text("de"));
    expect(answer).toBe("Der Filter der Spalte statistic hat nicht das erwartete Format.");
  });
});

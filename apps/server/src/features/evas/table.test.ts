import { type Column, evasRowTargetCell, type TableAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { insertEvas } from "../../../test/table-data.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let columns: Column[];
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertEvas(t.db);
  superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  columns = (await t.api({ method: "GET", url: "/evas/tablestate" })).json().columns;
});
afterAll(() => t.close());

type Change = Partial<{ filter: Column["options"]["filter"]["value"]; sort: "asc" | "desc" | "none" }>;

function query(changes: Record<string, Change> = {}, size = 10) {
  return {
    page: 0,
    size,
    columns: columns.map((c) => {
      const change = changes[c.id];
      if (!change) return c;
      const filter = { ...c.options.filter, value: change.filter ?? c.options.filter.value };
      const sort = { ...c.options.sort, direction: change.sort ?? c.options.sort.direction };
      return { ...c, options: { ...c.options, filter, sort } };
    }),
  };
}

async function page(
  changes: Record<string, Change> = {},
  headers: Record<string, string> = {},
  token?: string,
) {
  const res = await t.api({ method: "POST", url: "/evas", payload: query(changes), headers, token });
  expect(res.statusCode).toBe(200);
  return res.json() as TableAnswer;
}

const codes = (answer: TableAnswer) => answer.records.content.map((r) => r.items.evas?.view);

describe("GET evas/tablestate", () => {
  it("declares the columns of SPEC 2.5 with their defaults", () => {
    expect(columns.map((c) => [c.id, c.type])).toEqual([
      ["closing", "date"],
      ["description", "text"],
      ["evas", "text"],
      ["period", "dropdown"],
      ["actions", "actions"],
    ]);
    const evas = columns.find((c) => c.id === "evas");
    expect(evas).toMatchObject({
      name: "table.evas.evas",
      options: {
        filter: { filterable: true, pattern: "^\\d{0,5}$" },
        sort: { sortable: true, direction: "asc" },
      },
    });
    expect(columns.find((c) => c.id === "actions")?.options).toMatchObject({
      filter: { filterable: false },
      sort: { sortable: false },
      orderable: false,
    });
  });

  it("offers the periods 00..13 with their names in the caller's language", async () => {
    const period = columns.find((c) => c.id === "period");
    expect(period?.options.filter.choices?.map((c) => c.key)).toEqual(
      Array.from({ length: 14 }, (_, i) => String(i).padStart(2, "0")),
    );
    expect(period?.options.filter.choices?.[0]).toEqual({
      key: "00",
      value: "00",
      display: "00 – monatlich",
    });
    const english = await t.api({
      method: "GET",
      url: "/evas/tablestate",
      headers: { "accept-language": "en" },
    });
    expect(english.json().columns[3].options.filter.choices[3].display).toBe("03 – yearly");
  });
});

describe("POST evas", () => {
  it("lists only the 5-digit codes, sorted by code, with exact counts", async () => {
    const answer = await page();
    expect(codes(answer)).toEqual(["12411", "12612", "12613", "21111", "31111", "46241"]);
    expect(answer).toMatchObject({ total: 6, records: { totalElements: 6 } });
  });

  it("shows a code closed in the past as discontinued, on every cell of its row", async () => {
    const rows = (await page()).records.content;
    const css = Object.fromEntries(rows.map((r) => [r.items.evas?.view, r.items.description?.customCss]));
    expect(css).toEqual({
      "12411": null,
      "12612": null, // closes in the future
      "12613": "discontinued",
      "21111": "discontinued",
      "31111": null,
      "46241": "discontinued",
    });
    const closed = rows.find((r) => r.items.evas?.view === "12613");
    expect(Object.values(closed?.items ?? {}).every((cell) => cell.customCss === "discontinued")).toBe(true);
  });

  it("shows the closing day, and the period as its code with its name (empty for none)", async () => {
    const rows = (await page({}, { "accept-language": "en" })).records.content;
    const byCode = new Map(rows.map((r) => [r.items.evas?.view, r.items]));
    expect(byCode.get("12613")?.closing).toMatchObject({ view: "01.09.2015" });
    expect(byCode.get("12411")?.closing).toMatchObject({ view: "" });
    expect(byCode.get("12411")?.period).toEqual({ view: "03", label: "yearly", customCss: null });
    expect(byCode.get("31111")?.period).toMatchObject({ view: "", label: "" });
  });

  it("filters the code by prefix, the description by contains, the period by choice, closing by day or month", async () => {
    expect(codes(await page({ evas: { filter: "126" } }))).toEqual(["12612", "12613"]);
    expect(codes(await page({ evas: { filter: "" } }))).toHaveLength(6);
    expect(codes(await page({ description: { filter: "STATISTIK DER" } }))).toEqual([
      "12612",
      "12613",
      "21111",
      "31111",
    ]);
    expect(codes(await page({ description: { filter: "100%" } }))).toEqual(["21111"]);
    expect(codes(await page({ period: { filter: [{ key: "00", value: "00", display: "" }] } }))).toEqual([
      "12613",
      "46241",
    ]);
    const jan2020 = { variant: "CUSTOM" as const, fromDate: "2020-01-15", toDate: "2020-01-15" };
    expect(codes(await page({ closing: { filter: jan2020 } }))).toEqual([]);
    expect(codes(await page({ closing: { filter: { ...jan2020, granularity: "month" } } }))).toEqual([
      "21111",
      "46241",
    ]);
  });

  it("sorts by closing, with codes that never close last", async () => {
    const answer = await page({ evas: { sort: "none" }, closing: { sort: "asc" } });
    expect(codes(answer)).toEqual(["12613", "46241", "21111", "12612", "12411", "31111"]);
  });

  it("names each row's code and the actions the caller may take in its actions cell", async () => {
    const targets = (answer: TableAnswer) =>
      answer.records.content.map((r) => evasRowTargetCell.parse(r.items.actions?.view ?? ""));
    const anonymous = await page();
    expect(targets(anonymous)[0]).toEqual({ evas: "12411", actions: [] });
    const admin = await page({}, {}, superAdmin);
    expect(targets(admin)).toEqual(codes(admin).map((evas) => ({ evas, actions: ["edit", "delete"] })));
  });

  it("keeps the code in the actions cell while the EVAS column is hidden", async () => {
    const hidden = query();
    hidden.columns = hidden.columns.map((c) =>
      c.id === "evas" ? { ...c, options: { ...c.options, display: { visibility: false } } } : c,
    );
    const res = await t.api({ method: "POST", url: "/evas", payload: hidden, token: superAdmin });
    const rows = (res.json() as TableAnswer).records.content;
    expect(rows[0]?.items.evas).toBeUndefined();
    expect(evasRowTargetCell.parse(rows[0]?.items.actions?.view ?? "")).toEqual({
      evas: "12411",
      actions: ["edit", "delete"],
    });
  });

  it("refuses a malformed query with 400 naming the column, never with SQL", async () => {
    const cases: [unknown, string][] = [
      [query({ evas: { filter: "12a" } }), "evas"],
      [query({ evas: { filter: "'; DROP TABLE evas; --" } }), "evas"],
      [query({ period: { filter: [{ key: "14", value: "14", display: "" }] } }), "period"],
      [query({ actions: { sort: "asc" } }), "actions"],
      [{ ...query(), size: 7 }, "size"],
      [{ ...query(), columns: [{ ...columns[0], id: "evas; DROP" }] }, "evas; DROP"],
    ];
    for (const [payload, field] of cases) {
      const res = await t.api({ method: "POST", url: "/evas", payload: payload as object });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field });
      expect(res.body).not.toMatch(/select|from evas|syntax/i);
    }
  });

  it("refuses a body with a __proto__ key as bad JSON, not with a 500", async () => {
    const res = await t.api({
      method: "POST",
      url: "/evas",
      headers: { "content-type": "application/json" },
      payload: `{"__proto__":{"polluted":true},${JSON.stringify(query()).slice(1)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "MALFORMED_JSON" });
  });
});

describe("POST evas/csv and evas/csv/all", () => {
  async function csv(url: string, payload: object, headers: Record<string, string> = {}) {
    const res = await t.api({ method: "POST", url, payload, headers });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it("answers the current view as UTF-8 CSV with BOM, ; and CRLF, as output.csv", async () => {
    const res = await csv(
      "/evas/csv",
      query({ period: { filter: [{ key: "00", value: "00", display: "" }] } }),
    );
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="output.csv"');
    expect(res.headers["x-result-limited"]).toBeUndefined();
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toBe(
      "\uFEFFStilllegung;Beschreibung;EVAS;Periodizität\r\n" +
        "01.09.2015;Statistik der Sterbefälle;12613;00\r\n" +
        `01.01.2020;"'=Straßenverkehrsunfälle; ""amtlich""";46241;00\r\n`,
    );
  });

  it("keeps the view's column order and visibility, with headers in the caller's language", async () => {
    const view = query({ evas: { filter: "124" } });
    const reordered = {
      ...view,
      columns: [
        view.columns[2],
        { ...view.columns[1], options: { ...view.columns[1]?.options, display: { visibility: false } } },
        view.columns[3],
        view.columns[0],
        view.columns[4],
      ],
    };
    const res = await csv("/evas/csv", reordered, { "accept-language": "en-US,en;q=0.9" });
    expect(res.body).toBe("\uFEFFEVAS;Periodicity;Decommissioned\r\n12411;03;\r\n");
  });

  it("csv/all answers every row with the default columns, whatever the query filters", async () => {
    const res = await csv("/evas/csv/all", query({ evas: { filter: "124" } }));
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("\uFEFFStilllegung;Beschreibung;EVAS;Periodizität");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(6);
    for (const [i, code] of ["12411", "12612", "12613", "21111", "31111", "46241"].entries()) {
      expect(rows[i]).toContain(`;${code};`);
    }
    expect(lines.at(-1)).toBe("");
  });
});

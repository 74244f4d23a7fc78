import { CSV_LIMIT } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { tableClient } from "../../../test/table-client.ts";
import { insertEvas, insertManySurveys, insertSurveys } from "../../../test/table-data.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let table: ReturnType<typeof tableClient>;
const MANY = CSV_LIMIT + 50;

beforeAll(async () => {
  t = await createTestApp();
  await insertSurveys(t.db, await insertEvas(t.db));
  await insertManySurveys(t.db, MANY);
  table = tableClient(t, "/eid");
  await table.load();
});
afterAll(() => t.close());

async function csv(url: string, payload: object, token?: string) {
  const res = await t.api({ method: "POST", url, payload, token });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.body.startsWith("\uFEFF")).toBe(true);
  const lines = res.body.slice(1).split("\r\n");
  expect(lines.at(-1)).toBe("");
  return { headers: res.headers, header: lines[0], rows: lines.slice(1, -1) };
}

describe("POST eid/csv", () => {
  it("stops at 10,000 rows and says so in x-result-limited", async () => {
    const { headers, rows } = await csv("/eid/csv", table.query());
    expect(headers["x-result-limited"]).toBe("true");
    expect(rows).toHaveLength(CSV_LIMIT);
  });

  it("stops a filtered view of more than 10,000 rows at 10,000 too", async () => {
    const { headers, rows } = await csv("/eid/csv", table.query({ description: { filter: "Massendaten" } }));
    expect(headers["x-result-limited"]).toBe("true");
    expect(rows).toHaveLength(CSV_LIMIT);
    expect(rows.every((r) => r.includes(";Massendaten "))).toBe(true);
  });

  it("answers a view of up to 10,000 rows whole, without the header", async () => {
    const { headers, rows } = await csv(
      "/eid/csv",
      table.query({ description: { filter: "Massendaten 1" } }),
    );
    expect(headers["x-result-limited"]).toBeUndefined();
    // Massendaten 1, 10..19, 100..199, 1000..1999, 10000..10049
    expect(rows).toHaveLength(1 + 10 + 100 + 1000 + 50);
  });

  it("writes the view's sort order and columns, and quotes hostile text", async () => {
    const view = table.query({
      statisticid: { filter: "4521" },
      erhebungsid: { sort: "desc" },
      evas: { visible: false },
      actions: { visible: false },
    });
    const { header, rows } = await csv("/eid/csv", view, await t.login(userOf("SuperAdmin"), TEST_PASSWORD));
    expect(header).toBe("Amt;Periodizität;Status;Erhebungsid;Statistik-ID;BZR;Beschreibung");
    expect(rows).toEqual([
      "01;00;3;1452123000001;4521;230000;Gastgewerbe intern",
      `00;00;3;1452123000000;4521;230000;"100% _sicher_ \\ ""Zitat"" 'O'Brien'"`,
    ]);
  });

  it("refuses a malformed view like the page does", async () => {
    const res = await t.api({
      method: "POST",
      url: "/eid/csv",
      payload: table.query({ evas: { filter: "x" } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "evas" });
  });
});

describe("POST eid/csv/all", () => {
  it("answers an anonymous caller the first 10,000 rows it may see, default columns, and says so", async () => {
    const anonymous = await csv("/eid/csv/all", table.query({ description: { filter: "nothing matches" } }));
    expect(anonymous.headers["x-result-limited"]).toBe("true");
    expect(anonymous.header).toBe("Amt;Periodizität;Status;EVAS;Erhebungsid;Statistik-ID;BZR;Beschreibung");
    expect(anonymous.rows).toHaveLength(CSV_LIMIT);
    // sorted by erhebungsid, the default
    const ids = anonymous.rows.map((r) => r.split(";")[4] ?? "");
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers a session every row it may see, whole and without the header", async () => {
    const admin = await csv("/eid/csv/all", {}, await t.login(userOf("SuperAdmin"), TEST_PASSWORD));
    expect(admin.headers["x-result-limited"]).toBeUndefined();
    expect(admin.rows).toHaveLength(MANY + 12);
  });
});

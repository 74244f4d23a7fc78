import {
  GENERIC_RESOURCE_TABLE_COLUMNS,
  genericResourceRowTargetCell,
  type RoleName,
  type TableAnswer,
} from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { type ColumnChange, tableClient } from "../../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { seedGenericResources } from "../../seed/demoGeneric.ts";

let t: TestApp;
let table: ReturnType<typeof tableClient>;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  t = await createTestApp();
  // 7 rows: 01 public and internal, 02 public (xsd) and internal (zip), 03 public, two 04 public
  await seedGenericResources(t.db, new Date("2025-03-01T10:00:05Z"));
  for (const role of ["SuperAdmin", "CoreBroker", "LoggedUser"] as const) {
    tokens.set(role, await t.login(userOf(role), TEST_PASSWORD));
  }
  // the state lives beside the page's path (statePath): GET genericResource/tablestate
  table = tableClient(t, "/genericResource");
  await table.load();
});
afterAll(() => t.close());

async function page(
  role: RoleName | null,
  changes: Record<string, ColumnChange> = {},
  lang = "de",
): Promise<TableAnswer> {
  const res = await t.api({
    method: "POST",
    url: "/genericResource/table",
    payload: table.query(changes, { size: 100 }),
    token: role ? tokens.get(role) : null,
    headers: { "accept-language": lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const column = (answer: TableAnswer, id: string) => answer.records.content.map((r) => r.items[id]?.view);

describe("GET genericResource/tablestate", () => {
  it("declares the columns of SPEC 2.7, of which only the type filters and sorts", () => {
    expect(table.columns.map((c) => c.id)).toEqual([...GENERIC_RESOURCE_TABLE_COLUMNS]);
    const sortable = table.columns.filter((c) => c.options.sort.sortable).map((c) => c.id);
    const filterable = table.columns.filter((c) => c.options.filter.filterable).map((c) => c.id);
    expect([sortable, filterable]).toEqual([["resourcetype"], ["resourcetype"]]);
    expect(table.columns[0]).toMatchObject({
      name: "table.genericResource.resourcetype",
      type: "dropdown",
      options: { sort: { direction: "asc" } },
    });
    expect(table.columns[0]?.options.filter.choices).toEqual([
      { key: "01", value: "01", display: "01 – SDFMeta" },
      { key: "02", value: "02", display: "02 – Schemadatei" },
      { key: "03", value: "03", display: "03 – raw2html" },
      { key: "04", value: "04", display: "04 – res2html" },
    ]);
  });

  it("names the types in the caller's language", async () => {
    const res = await t.api({
      method: "GET",
      url: "/genericResource/tablestate",
      headers: { "accept-language": "en" },
    });
    expect(res.json().columns[0].options.filter.choices[1].display).toBe("02 – Schema file");
  });
});

describe("POST genericResource/table", () => {
  it("shows anonymous callers the public rows and logged-in ones all", async () => {
    const anonymous = await page(null);
    expect([anonymous.total, anonymous.records.totalElements]).toEqual([5, 5]);
    expect(column(anonymous, "accessMode")).toEqual(Array(5).fill("öffentlich"));
    const loggedIn = await page("LoggedUser", {}, "en");
    expect(loggedIn.total).toBe(7);
    expect(new Set(column(loggedIn, "accessMode"))).toEqual(new Set(["public", "internal"]));
  });

  it("shows every column's value: the type named, the date in Berlin, no encoding for a zip", async () => {
    const answer = await page("LoggedUser", {
      resourcetype: { filter: [{ key: "02", value: "02", display: "" }] },
    });
    expect(answer.records.content.map((r) => r.items)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resourcetype: { view: "02", label: "Schemadatei", customCss: null },
          filename: { view: "datml-raw-2.5.zip", label: "datml-raw-2.5.zip", customCss: null },
          encoding: { view: "", label: "", customCss: null },
          updating: expect.objectContaining({ view: "01.03.2025 - 11:00:05" }),
          datmlRawVersion: expect.objectContaining({ view: "2.5" }),
          bzr: expect.objectContaining({ view: "250000" }),
        }),
        expect.objectContaining({
          filename: expect.objectContaining({ view: "erhebungsbeschreibung.xsd" }),
          encoding: expect.objectContaining({ view: "UTF-8" }),
        }),
      ]),
    );
    expect(answer.records.totalElements).toBe(2);
  });

  it("filters by type and sorts by type", async () => {
    const stylesheets = await page(null, {
      resourcetype: {
        filter: [
          { key: "03", value: "03", display: "" },
          { key: "04", value: "04", display: "" },
        ],
      },
    });
    expect(column(stylesheets, "resourcetype")).toEqual(["03", "04", "04"]);
    expect(column(await page("LoggedUser", { resourcetype: { sort: "desc" } }), "resourcetype")).toEqual([
      "04",
      "04",
      "03",
      "02",
      "02",
      "01",
      "01",
    ]);
  });

  it("refuses a filter or sort of another column (400 naming it)", async () => {
    const res = await t.api({
      method: "POST",
      url: "/genericResource/table",
      payload: table.query({ filename: { sort: "asc" } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "filename" });
  });

  it.each<[RoleName | null, string[]]>([
    [null, ["download"]],
    ["LoggedUser", ["download"]],
    ["CoreBroker", ["download", "edit"]],
    ["SuperAdmin", ["download", "edit", "delete"]],
  ])("gives %s the actions %j in each row, with the row's id and file", async (role, actions) => {
    const answer = await page(role);
    for (const row of answer.records.content) {
      expect(genericResourceRowTargetCell.parse(row.items.actions?.view ?? "")).toEqual({
        id: row.id,
        filename: row.items.filename?.view,
        actions,
      });
    }
  });

  it("has no CSV export", async () => {
    const res = await t.api({ method: "POST", url: "/genericResource/table/csv", payload: table.query() });
    expect(res.statusCode).toBe(404);
  });
});

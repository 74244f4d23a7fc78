import { type TableAnswer, unassignTargetCell } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SurveyFixture,
  type SurveyRole,
  startSurveyTestApp,
  type surveyFixtures,
} from "../../../test/survey-fixtures.ts";
import { type ColumnChange, tableClient } from "../../../test/table-client.ts";
import type { TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let tokens: Record<SurveyRole, string>;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
let table: ReturnType<typeof tableClient>;

/** The assigned surveys of this file, by base object id; 9, 10 and 100 tell numeric from text order. */
const BASE_OBJECTS = [4_700_123, 9, 100, 10, 4_712_345, 4_799_999, 55, 4_700_001, 77, 4_750_000, 8_123_456];
const assigned = new Map<number, SurveyFixture>();

beforeAll(async () => {
  ({ t, newSurvey, tokens } = await startSurveyTestApp());
  for (const [i, baseObjectId] of BASE_OBJECTS.entries()) {
    // every status, also deleted: the list is about the assignment, not the survey's state
    const status = [0, 1, 2, 3, 9][i % 5];
    const statisticId = i < 4 ? "4521" : "2110";
    assigned.set(baseObjectId, await newSurvey({ baseObjectId, status, statisticId, office: "05" }));
  }
  for (const status of [0, 3, 9]) await newSurvey({ status, office: "05" });
  table = tableClient(t, "/eid/baseObjectId");
  await table.load(tokens.SuperAdmin);
});
afterAll(() => t.close());

type Caller = SurveyRole | null;
const token = (caller: Caller) => (caller ? tokens[caller] : null);

const view = (answer: TableAnswer, column: string) =>
  answer.records.content.map((r) => r.items[column]?.view ?? "");

async function list(changes: Record<string, ColumnChange> = {}, size = 100, page = 0) {
  return table.page(changes, { size, page, token: tokens.StatDBAdmin });
}

describe("who may see the unassign list", () => {
  it.each<[Caller, number]>([
    [null, 401],
    ["LoggedUser", 403],
    ["FachAdmin", 403],
    ["StatDBAdmin", 200],
    ["SuperAdmin", 200],
  ])("%s gets %i from tablestate and the page", async (caller, status) => {
    const state = await t.api({ method: "GET", url: "/eid/baseObjectId/tablestate", token: token(caller) });
    expect(state.statusCode).toBe(status);
    const page = await t.api({
      method: "POST",
      url: "/eid/baseObjectId",
      payload: table.query(),
      token: token(caller),
    });
    expect(page.statusCode).toBe(status);
    if (status !== 200) expect(page.json()).not.toHaveProperty("records");
  });

  it("offers no CSV export (SPEC 2.13)", async () => {
    for (const url of ["/eid/baseObjectId/csv", "/eid/baseObjectId/csv/all"]) {
      const res = await t.api({ method: "POST", url, payload: table.query(), token: tokens.SuperAdmin });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("GET eid/baseObjectId/tablestate", () => {
  it("declares erhebungsid and baseObjectId (text filters, sortable) and the row action", () => {
    expect(
      table.columns.map((c) => [
        c.id,
        c.type,
        c.options.filter.filterable,
        c.options.sort.sortable,
        c.options.sort.direction,
      ]),
    ).toEqual([
      ["erhebungsid", "text", true, true, "asc"],
      ["baseObjectId", "text", true, true, "none"],
      ["actions", "actions", false, false, "none"],
    ]);
    expect(table.columns.map((c) => c.name)).toEqual([
      "table.unassign.erhebungsid",
      "table.unassign.baseObjectId",
      "table.unassign.actions",
    ]);
  });
});

describe("POST eid/baseObjectId", () => {
  it("lists only the surveys with a base object, of every status, in erhebungsid order", async () => {
    const answer = await list();
    const expected = [...assigned.values()].map((s) => s.erhebungsid).sort();
    expect(view(answer, "erhebungsid")).toEqual(expected);
    expect(answer).toMatchObject({
      total: BASE_OBJECTS.length,
      records: { totalElements: BASE_OBJECTS.length },
    });
    for (const row of answer.records.content) {
      const survey = [...assigned.entries()].find(([, s]) => s.erhebungsid === row.items.erhebungsid?.view);
      expect(row.id).toBe(survey?.[1].id);
      expect(row.items.baseObjectId?.view).toBe(String(survey?.[0]));
      expect(unassignTargetCell.parse(row.items.actions?.view ?? "")).toEqual({
        erhebungsid: row.items.erhebungsid?.view,
        baseObjectId: String(survey?.[0]),
      });
    }
  });

  it("names both ids in the action cell even when their columns are hidden", async () => {
    const answer = await list({ erhebungsid: { visible: false }, baseObjectId: { visible: false } });
    expect(Object.keys(answer.records.content[0]?.items ?? {})).toEqual(["actions"]);
    const targets = answer.records.content.map((r) => unassignTargetCell.parse(r.items.actions?.view ?? ""));
    expect(targets.map((target) => target?.baseObjectId)).toEqual(view(await list(), "baseObjectId"));
  });

  it("pages", async () => {
    const all = view(await list(), "erhebungsid");
    const first = await list({}, 10, 0);
    const second = await list({}, 10, 1);
    expect(view(first, "erhebungsid")).toEqual(all.slice(0, 10));
    expect(view(second, "erhebungsid")).toEqual(all.slice(10));
    expect(second.records.totalElements).toBe(BASE_OBJECTS.length);
  });

  it("sorts the base object ids as numbers, both ways", async () => {
    const numeric = [...BASE_OBJECTS].sort((a, b) => a - b).map(String);
    const asc = await list({ erhebungsid: { sort: "none" }, baseObjectId: { sort: "asc" } });
    expect(view(asc, "baseObjectId")).toEqual(numeric);
    const desc = await list({ erhebungsid: { sort: "none" }, baseObjectId: { sort: "desc" } });
    expect(view(desc, "baseObjectId")).toEqual([...numeric].reverse());
    const erhebungsidDesc = await list({ erhebungsid: { sort: "desc" } });
    expect(view(erhebungsidDesc, "erhebungsid")).toEqual(view(await list(), "erhebungsid").reverse());
  });

  it("filters by a part of either id", async () => {
    const byStatistic = await list({ erhebungsid: { filter: "14521" } });
    expect(view(byStatistic, "baseObjectId").sort()).toEqual(["10", "100", "4700123", "9"]);
    expect(byStatistic).toMatchObject({ total: BASE_OBJECTS.length, records: { totalElements: 4 } });
    const byBase = await list({ baseObjectId: { filter: "4700" } });
    expect(view(byBase, "baseObjectId").sort()).toEqual(["4700001", "4700123"]);
    const both = await list({ erhebungsid: { filter: "12110" }, baseObjectId: { filter: "0" } });
    expect(view(both, "baseObjectId").sort()).toEqual(["4700001", "4750000"]);
  });

  it("refuses a filter that is no digits, naming the column", async () => {
    const res = await t.api({
      method: "POST",
      url: "/eid/baseObjectId",
      token: tokens.SuperAdmin,
      payload: table.query({ baseObjectId: { filter: "47%" } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "baseObjectId" });
  });

  it("no longer lists a survey once it is unassigned", async () => {
    const survey = await newSurvey({ baseObjectId: 31_337, office: "05" });
    const before = await list({ baseObjectId: { filter: "31337" } });
    expect(view(before, "erhebungsid")).toEqual([survey.erhebungsid]);
    const res = await t.api({
      method: "GET",
      url: `/eid/baseObjectId/${survey.erhebungsid}/unassign`,
      token: tokens.StatDBAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list({ baseObjectId: { filter: "31337" } });
    expect(after.records.totalElements).toBe(0);
    expect((await list()).total).toBe(BASE_OBJECTS.length);
  });
});

import type { AuthPerson, TableAnswer } from "@erhdb/domain";
import {
  isResourceVisible,
  isSurveyVisible,
  RESOURCE_TABLE_COLUMNS,
  resourceRowTargetCell,
  resourceVisibility,
  surveyVisibility,
} from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { grantPermission, insertResource } from "../../../test/resource-fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { tableClient } from "../../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

interface Fixture {
  id: number;
  key: string;
  survey: {
    erhebungsid: string;
    statisticId: string;
    federalStateCode: string;
    status: number;
    accessMode: boolean;
  };
  resource: { status: number; accessMode: boolean; resourcetype: string };
}

let t: TestApp;
let table: ReturnType<typeof tableClient>;
const fixtures: Fixture[] = [];
const CALLERS = ["SuperAdmin", "StatDBAdmin", "FachAdmin", "LoggedUser", "UserAdmin"] as const;
const tokens: Partial<Record<(typeof CALLERS)[number], string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const newSurvey = await surveyFixtures(t.db);
  const surveys = [
    { statisticId: "2110", office: "09", status: 3, accessMode: true },
    { statisticId: "2110", office: "09", status: 0, accessMode: false },
    { statisticId: "2110", office: "05", status: 3, accessMode: true },
    { statisticId: "2110", office: "09", status: 9, accessMode: false },
  ];
  let version = 0;
  for (const s of surveys) {
    const survey = await newSurvey(s);
    for (const [type, status, accessMode] of [
      ["97", 0, false],
      ["97", 1, true],
      ["97", 3, true],
      ["97", 3, false],
      ["99", 8, true],
      ["97", 9, true],
      ["99", 11, false],
    ] as const) {
      const r = await insertResource(t.db, survey, { type, status, accessMode, version: ++version });
      fixtures.push({
        ...r,
        survey: {
          erhebungsid: survey.erhebungsid,
          statisticId: s.statisticId,
          federalStateCode: s.office,
          status: s.status,
          accessMode: s.accessMode,
        },
        resource: { status, accessMode, resourcetype: type },
      });
    }
  }
  // LoggedUser: res_rights (97-86) for 2110/09; FachAdmin has eid_rights for 2110/09 by the fixtures
  await grantPermission(t.db, userOf("LoggedUser"), { statisticId: "2110", lkz: "09" }, ["res_rights"]);
  for (const caller of CALLERS) tokens[caller] = await t.login(userOf(caller), TEST_PASSWORD);
  table = tableClient(t, "/resources", { pagePath: "/resource" });
  await table.load(tokens.SuperAdmin);
});
afterAll(() => t.close());

async function personOf(token: string): Promise<AuthPerson> {
  return (await t.api({ method: "GET", url: "/auth", token })).json();
}

const ids = (answer: TableAnswer) => answer.records.content.map((r) => Number(r.id)).sort((a, b) => a - b);

describe("POST resource (the resources table)", () => {
  it("declares its columns, newest first by default", () => {
    expect(table.columns.map((c) => c.id)).toEqual([...RESOURCE_TABLE_COLUMNS]);
    expect(table.columns.find((c) => c.id === "updating")?.options.sort.direction).toBe("desc");
  });

  it("shows each caller exactly the resources the domain lets them see (surveyVisibility and resourceVisibility)", async () => {
    for (const caller of CALLERS) {
      const token = tokens[caller] ?? "";
      const person = await personOf(token);
      const expected = fixtures
        .filter(
          (f) =>
            isSurveyVisible(surveyVisibility(person), f.survey) &&
            isResourceVisible(resourceVisibility(person, f.survey.erhebungsid), f.resource),
        )
        .map((f) => f.id)
        .sort((a, b) => a - b);
      const answer = await table.page({}, { size: 100, token });
      expect(ids(answer), caller).toEqual(expected);
      expect([answer.total, answer.records.totalElements], caller).toEqual([
        expected.length,
        expected.length,
      ]);
    }
    expect(fixtures.length).toBe(28);
  });

  it("asks anonymous callers to log in", async () => {
    const res = await t.api({ method: "POST", url: "/resource", payload: table.query() });
    expect(res.statusCode).toBe(401);
  });

  it("filters by type, status, access and Erhebungsid", async () => {
    const token = tokens.SuperAdmin ?? "";
    const option = (key: string) => [{ key, value: key, display: key }];
    const count = async (changes: Parameters<typeof table.page>[0]) =>
      (await table.page(changes, { token })).records.totalElements;
    expect(await count({ resourcetype: { filter: option("99") } })).toBe(8);
    expect(await count({ status: { filter: option("3") } })).toBe(8);
    expect(await count({ accessMode: { filter: option("false") } })).toBe(12);
    const erhebungsid = fixtures[0]?.survey.erhebungsid ?? "";
    expect(await count({ erhebungsid: { filter: erhebungsid } })).toBe(7);
    expect(await count({ erhebungsid: { filter: erhebungsid.slice(0, 5) } })).toBe(28);
  });

  it("names each row's resource in its actions cell, and shows usage counts only where the caller may see them", async () => {
    const visible = { countCore: { visible: true } };
    const own = await table.page(visible, { size: 100, token: tokens.LoggedUser });
    const cells = own.records.content.map((row) => ({
      target: resourceRowTargetCell.parse(row.items.actions?.view ?? ""),
      count: row.items.countCore?.view,
    }));
    for (const { target, count } of cells) {
      const fixture = fixtures.find((f) => f.id === target?.id);
      expect(target).toEqual({
        id: fixture?.id,
        key: fixture?.key,
        erhebungsid: fixture?.survey.erhebungsid,
        fileName: "datei.txt",
      });
      // res_rights for 2110/09: the counts of those surveys, none of the other office's
      expect(count).toBe(fixture?.survey.federalStateCode === "09" ? "0" : "");
    }
    const stranger = await table.page(visible, { size: 100, token: tokens.UserAdmin });
    expect(stranger.records.content.every((row) => row.items.countCore?.view === "")).toBe(true);
  });

  it("exports the rows the caller sees as CSV", async () => {
    const res = await t.api({
      method: "POST",
      url: "/resource/csv/all",
      payload: table.query(),
      token: tokens.UserAdmin,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split("\r\n");
    // the header and one line per public usable or used resource of the two public approved surveys
    expect(lines).toHaveLength(1 + 4);
  });
});

describe("GET resource/erhebungsid/{erhebungsid}", () => {
  it("lists a survey's resources as the caller sees them, and hides a survey the caller may not see", async () => {
    const open = fixtures[0]?.survey.erhebungsid ?? "";
    const internal = fixtures[7]?.survey.erhebungsid ?? "";
    const list = async (erhebungsid: string, token: string | null = null) =>
      t.api({ method: "GET", url: `/resource/erhebungsid/${erhebungsid}`, token });
    const anonymous = await list(open);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().map((r: { status: number }) => r.status)).toEqual([3, 8]);
    expect((await list(open, tokens.FachAdmin)).json()).toHaveLength(5);
    expect((await list(internal)).statusCode).toBe(404);
    expect((await list(internal, tokens.LoggedUser)).json()).toHaveLength(6);
    expect((await list("1999999999999")).statusCode).toBe(404);
    expect((await list("12345")).statusCode).toBe(400);
  });
});

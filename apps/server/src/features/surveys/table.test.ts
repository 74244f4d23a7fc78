import { type RoleName, surveyRowTargetCell, type TableAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { type ColumnChange, tableClient } from "../../../test/table-client.ts";
import { erhebungsidOf, insertEvas, insertSurveys, TABLE_SURVEYS } from "../../../test/table-data.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let table: ReturnType<typeof tableClient>;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  t = await createTestApp();
  await insertSurveys(t.db, await insertEvas(t.db));
  for (const role of ["SuperAdmin", "LoggedUser", "FachAdmin", "StatDBAdmin"] as const) {
    tokens.set(role, await t.login(userOf(role), TEST_PASSWORD));
  }
  table = tableClient(t, "/eid");
  await table.load();
});
afterAll(() => t.close());

const keyOf = new Map(TABLE_SURVEYS.map((s) => [erhebungsidOf(s), s.key]));
const keys = (answer: TableAnswer) =>
  answer.records.content.map((r) => keyOf.get(r.items.erhebungsid?.view ?? ""));
const byNumber = (list: (string | undefined)[]) =>
  [...list].sort((a, b) => Number(a?.slice(1)) - Number(b?.slice(1)));

async function visibleTo(role: RoleName | null, changes: Record<string, ColumnChange> = {}) {
  return table.page(changes, { size: 100, token: role ? tokens.get(role) : null });
}

describe("GET eid/tablestate", () => {
  it("declares the columns of SPEC 2.4, updating hidden", () => {
    expect(table.columns.map((c) => [c.id, c.type, c.options.display.visibility])).toEqual([
      ["federalStateCode", "dropdown", true],
      ["period", "dropdown", true],
      ["status", "dropdown", true],
      ["evas", "text", true],
      ["erhebungsid", "text", true],
      ["statisticid", "text", true],
      ["bzr", "text", true],
      ["description", "text", true],
      ["updating", "date", false],
      ["actions", "actions", true],
    ]);
    expect(table.columns.find((c) => c.id === "status")?.options.filter.filterable).toBe(false);
    expect(table.columns.find((c) => c.id === "statisticid")?.options.filter.pattern).toBe("^[0-9]{0,4}$");
  });

  it("offers the offices 00..16 with their names", () => {
    const choices = table.columns[0]?.options.filter.choices ?? [];
    expect(choices.map((c) => c.key)).toEqual(
      Array.from({ length: 17 }, (_, i) => String(i).padStart(2, "0")),
    );
    expect(choices[9]).toEqual({ key: "09", value: "09", display: "09 – Bayern" });
  });
});

describe("who sees which surveys", () => {
  const PUBLIC = ["S1", "S5", "S8", "S9", "S10", "S11"];
  it.each<[RoleName | null, string[]]>([
    [null, PUBLIC],
    ["LoggedUser", PUBLIC],
    // FachAdmin holds a permission for statistic 2110 in office 09: its non-deleted surveys too
    ["FachAdmin", byNumber([...PUBLIC, "S2"]) as string[]],
    // StatDBAdmin administers surveys: all but the deleted
    ["StatDBAdmin", ["S1", "S2", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11"]],
    ["SuperAdmin", TABLE_SURVEYS.map((s) => s.key)],
  ])("%s", async (role, expected) => {
    const answer = await visibleTo(role);
    expect(byNumber(keys(answer))).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    expect(answer.records.totalElements).toBe(expected.length);
  });

  it("answers an unknown token like an anonymous caller", async () => {
    const res = await t.api({ method: "POST", url: "/eid", payload: table.query(), token: "not-a-session" });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(6);
  });

  it("never shows a deleted survey to a permission holder, nor another office's", async () => {
    const answer = await visibleTo("FachAdmin", { statisticid: { filter: "2110" } });
    expect(keys(answer)).toEqual(["S1", "S2"]);
  });
});

describe("filters, sorting and grouping", () => {
  const office = (...codes: string[]) => codes.map((key) => ({ key, value: key, display: "" }));

  it("office and statistic id, newest first (the indexed query)", async () => {
    const answer = await visibleTo("SuperAdmin", {
      federalStateCode: { filter: office("09") },
      statisticid: { filter: "2110" },
      erhebungsid: { sort: "none" },
      updating: { sort: "desc" },
    });
    expect(keys(answer)).toEqual(["S2", "S1", "S3"]);
    expect(answer).toMatchObject({ total: 12, records: { totalElements: 3 } });
  });

  it.each<[string, string, string[]]>([
    ["statisticid", "21", ["S1", "S2", "S3", "S4"]],
    ["statisticid", "4521", ["S5", "S6"]],
    ["statisticid", "", TABLE_SURVEYS.map((s) => s.key)],
    ["evas", "12612", ["S1", "S2", "S8"]],
    ["evas", "124", ["S8"]],
    ["erhebungsid", "2400", ["S2", "S8"]],
    ["bzr", "4001", ["S9"]],
    ["description", "GEBURTEN", ["S1", "S2", "S3", "S4"]],
    ["description", "_sicher_", ["S5"]],
  ])("%s %j", async (id, text, expected) => {
    expect(byNumber(keys(await visibleTo("SuperAdmin", { [id]: { filter: text } })))).toEqual(expected);
  });

  it("period by choice, updating by Berlin day", async () => {
    const monthly = await visibleTo(null, { period: { filter: office("00") } });
    expect(byNumber(keys(monthly))).toEqual(["S5", "S9", "S10"]);
    const newYear = { variant: "CUSTOM" as const, fromDate: "2025-01-01", toDate: "2025-01-01" };
    expect(keys(await visibleTo("SuperAdmin", { updating: { filter: newYear } }))).toEqual(["S4"]);
  });

  it("refuses a statistic id or EVAS that is not digits, and an office out of the list", async () => {
    for (const [id, filter] of [
      ["statisticid", "12345"],
      ["statisticid", "2110'--"],
      ["evas", "12a"],
      ["federalStateCode", office("99")],
    ] as const) {
      const res = await t.api({ method: "POST", url: "/eid", payload: table.query({ [id]: { filter } }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field: id });
    }
  });

  it("groups the caller's filtered rows by office", async () => {
    const answer = await visibleTo(null, { federalStateCode: { grouped: true } });
    expect(answer.groups).toEqual([
      { values: { federalStateCode: "00" }, count: 1 },
      { values: { federalStateCode: "05" }, count: 1 },
      { values: { federalStateCode: "09" }, count: 1 },
      { values: { federalStateCode: "16" }, count: 2 },
      { values: { federalStateCode: "99" }, count: 1 },
    ]);
    expect(answer.records.content.map((r) => r.items.federalStateCode?.view)).toEqual([
      "00",
      "05",
      "09",
      "16",
      "16",
      "99",
    ]);
  });
});

describe("cells", () => {
  it("show codes with their names, the EVAS list, and updating in Berlin time when visible", async () => {
    const answer = await visibleTo("SuperAdmin", { updating: { visible: true } });
    const row = (key: string) =>
      answer.records.content.find((r) => keyOf.get(r.items.erhebungsid?.view ?? "") === key);
    expect(row("S8")?.items).toMatchObject({
      federalStateCode: { view: "05", label: "Nordrhein-Westfalen" },
      period: { view: "03", label: "jährlich" },
      status: { view: "3", label: "freigegeben" },
      evas: { view: "12411, 12612" },
      statisticid: { view: "1261" },
      bzr: { view: "240000" },
    });
    expect(row("S4")?.items.updating?.view).toBe("01.01.2025 - 00:30:00");
    expect(row("S11")?.items.period?.view).toBe("");
    expect(row("S7")?.items.evas?.view).toBe("");
  });

  it("mark approved public surveys, and no other, as publicApproved", async () => {
    const answer = await visibleTo("SuperAdmin");
    const marked = answer.records.content
      .filter((r) => r.items.status?.customCss === "publicApproved")
      .map((r) => keyOf.get(r.items.erhebungsid?.view ?? ""));
    // S6 is approved but internal, S12 public but deleted
    expect(byNumber(marked)).toEqual(["S1", "S5", "S8", "S9", "S10", "S11"]);
  });

  it("list the actions each caller may take on the row", async () => {
    const actions = async (role: RoleName | null, key: string) => {
      const answer = await visibleTo(role);
      const row = answer.records.content.find((r) => keyOf.get(r.items.erhebungsid?.view ?? "") === key);
      const target = surveyRowTargetCell.parse(row?.items.actions?.view ?? "");
      expect(target?.erhebungsid).toBe(row?.items.erhebungsid?.view);
      return target?.actions.join(",");
    };
    expect(await actions(null, "S1")).toBe("detail");
    expect(await actions("LoggedUser", "S1")).toBe("detail,comments");
    expect(await actions("FachAdmin", "S2")).toBe(
      "detail,comments,edit,continue,approve,archive,delete,changeLinks",
    );
    expect(await actions("SuperAdmin", "S7")).toBe("detail,comments,continue,delete,deleteRigorous");
  });

  it("name the row in the actions cell while the Erhebungsid column is hidden", async () => {
    const answer = await visibleTo("SuperAdmin", { erhebungsid: { visible: false } });
    const rows = answer.records.content;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.items.erhebungsid).toBeUndefined();
      expect(surveyRowTargetCell.parse(row.items.actions?.view ?? "")?.erhebungsid).toMatch(/^1[0-9]{12}$/);
    }
  });
});

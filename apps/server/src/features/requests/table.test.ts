import { REQUEST_TABLE_COLUMNS, requestRowTargetCell, type TableAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userOf } from "../../../test/fixtures.ts";
import {
  type RequestTestApp,
  requestBody,
  SURVEY_DATA,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";
import { type ColumnChange, tableClient } from "../../../test/table-client.ts";

let r: RequestTestApp;
let table: ReturnType<typeof tableClient>;
const ids: Record<string, number> = {};
let orgAdminId: number;

beforeAll(async () => {
  r = await startRequestTestApp();
  // public and approved: the anonymous form may name it (request/create answers a hidden one as unknown)
  const survey = await r.newSurvey({
    statisticId: "2111",
    office: "05",
    status: 3,
    accessMode: true,
    evas: ["12411"],
  });
  ids.newOpen = await r.submit(
    requestBody(
      { type: "NEW_ERHEBUNGSID", ...SURVEY_DATA, evas: [], statistikArt: "Sonstige" },
      { name: "Adler" },
    ),
  );
  ids.update = await r.submit(
    requestBody(
      {
        type: "UPDATE_ERHEBUNGSID",
        erhebungsid: survey.erhebungsid,
        ...SURVEY_DATA,
        evas: ["12411", "12612"],
      },
      { name: "Berg" },
    ),
  );
  ids.rights = await r.submit(
    requestBody(
      {
        type: "REQUEST_RIGHTS",
        permissionList: [{ statisticId: "4521", lkz: "14", eid_rights: true }],
        supervisorMail: "chef@statistik.example",
      },
      { name: "Claus" },
    ),
  );
  orgAdminId = (
    await r.t.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", userOf("OrgAdmin"))
      .executeTakeFirstOrThrow()
  ).id;
  // rights: taken on by OrgAdmin; update: nobody responsible, declined
  await r.staff("StatDBAdmin", "POST", `/request/${ids.rights}/responsiblePerson/${orgAdminId}`);
  await r.staff("StatDBAdmin", "POST", `/request/${ids.update}/responsiblePerson/-1`);
  await r.staff("StatDBAdmin", "POST", `/request/reject/${ids.update}`, {
    reason: "Bitte neu stellen, danke.",
  });
  table = tableClient(r.t, "/request", { pagePath: "/request/table" });
  await table.load(r.tokens.OrgAdmin ?? undefined);
});
afterAll(() => r.t.close());

async function page(changes: Record<string, ColumnChange> = {}, lang = "de"): Promise<TableAnswer> {
  const res = await r.t.api({
    method: "POST",
    url: "/request/table",
    payload: table.query(changes, { size: 100 }),
    token: r.tokens.OrgAdmin,
    headers: { "accept-language": lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const rowOf = (answer: TableAnswer, id: number) => answer.records.content.find((row) => row.id === id)?.items;
const shown = (answer: TableAnswer) => answer.records.content.map((row) => row.id);

describe("GET request/tablestate", () => {
  it("declares SPEC 2.15's columns in order, newest request first, with translated choices", () => {
    expect(table.columns.map((c) => [c.id, c.type])).toEqual(
      REQUEST_TABLE_COLUMNS.map((id) => [id, expect.any(String)]),
    );
    const byId = Object.fromEntries(table.columns.map((c) => [c.id, c]));
    expect(byId.requestCreatenTime).toMatchObject({ type: "date", options: { sort: { direction: "desc" } } });
    expect(byId.actionStatus?.options.filter.choices?.map((c) => [c.key, c.display])).toEqual([
      ["NEU", "Neu"],
      ["IN_BEARBEITUNG", "In Bearbeitung"],
      ["GENEHMIGT", "Genehmigt"],
      ["ABGELEHNT", "Abgelehnt"],
      ["COMPLETED", "Abgeschlossen"],
    ]);
    expect(byId.requestType?.options.filter.choices?.[0]).toEqual({
      key: "NEW_ERHEBUNGSID",
      value: "NEW_ERHEBUNGSID",
      display: "Neue Erhebungsid",
    });
    expect(byId.responsiblePerson?.options.filter.choices?.map((c) => c.display)).toEqual([
      "Niemand zuständig",
      "Administrator, System",
      "OrgAdmin, Test",
      "StatDBAdmin, Test",
      "SuperAdmin, Test",
    ]);
    expect(byId.actions?.options).toMatchObject({ filter: { filterable: false }, orderable: false });
  });
});

describe("POST request/table", () => {
  it("shows each request's cells as the web needs them", async () => {
    const answer = await page();
    expect(shown(answer)).toEqual([ids.rights, ids.update, ids.newOpen]);
    expect(answer).toMatchObject({ total: 3, records: { totalElements: 3 } });

    const rights = rowOf(answer, ids.rights as number);
    expect(rights?.statisticId?.view).toBe("4521");
    expect(rights?.federalStateCode).toMatchObject({ view: "14", label: "Sachsen" });
    expect(rights?.actionStatus?.view).toBe("In Bearbeitung");
    expect(rights?.requestType?.view).toBe("Berechtigungen beantragen");
    expect(rights?.applicant?.view).toBe("Claus, Julia");
    expect(rights?.responsiblePerson).toMatchObject({ view: String(orgAdminId), label: "OrgAdmin, Test" });
    expect(rights?.lastEditor?.view).toBe("StatDBAdmin, Test");
    expect(rights?.requestCreatenTime?.view).toMatch(/^\d\d\.\d\d\.\d{4} - \d\d:\d\d:\d\d$/);
    expect(requestRowTargetCell.parse(rights?.actions?.view ?? "")).toEqual({
      id: ids.rights,
      requestType: "REQUEST_RIGHTS",
      actionStatus: "IN_BEARBEITUNG",
      evasRequired: false,
      actions: ["details", "accept", "decline"],
    });

    const update = rowOf(answer, ids.update as number);
    expect(update?.evas?.view).toBe("12411, 12612");
    expect(update?.responsiblePerson).toMatchObject({ view: "", label: "" });
    expect(update?.progressComment?.view).toBe("");
    expect(requestRowTargetCell.parse(update?.actions?.view ?? "")?.actions).toEqual(["details"]);

    const open = rowOf(answer, ids.newOpen as number);
    expect(open?.statisticId?.view).toBe("");
    // OrgAdmin holds no survey right: it may decline a survey request, not accept it (issue 24)
    expect(requestRowTargetCell.parse(open?.actions?.view ?? "")).toMatchObject({
      evasRequired: true,
      actions: ["details", "decline"],
    });
    const english = rowOf(await page({}, "en"), ids.newOpen as number);
    expect(english?.requestType?.view).toBe("New survey id");
  });

  it("filters by status, type, statistic id, EVAS and the responsible person (nobody too), and sorts by applicant", async () => {
    const key = (k: string) => [{ key: k, value: k, display: k }];
    expect(shown(await page({ actionStatus: { filter: key("ABGELEHNT") } }))).toEqual([ids.update]);
    expect(shown(await page({ requestType: { filter: key("NEW_ERHEBUNGSID") } }))).toEqual([ids.newOpen]);
    expect(shown(await page({ statisticId: { filter: "45" } }))).toEqual([ids.rights]);
    expect(shown(await page({ evas: { filter: "126" } }))).toEqual([ids.update]);
    expect(shown(await page({ responsiblePerson: { filter: key(String(orgAdminId)) } }))).toEqual([
      ids.rights,
    ]);
    expect(shown(await page({ responsiblePerson: { filter: key("-1") } }))).toEqual([ids.update]);
    expect(shown(await page({ applicant: { sort: "asc" }, requestCreatenTime: { sort: "none" } }))).toEqual([
      ids.newOpen,
      ids.update,
      ids.rights,
    ]);
    const grouped = await page({ actionStatus: { grouped: true } });
    expect(grouped.groups?.map((g) => [g.values.actionStatus, g.count])).toEqual([
      ["Abgelehnt", 1],
      ["In Bearbeitung", 1],
      ["Neu", 1],
    ]);
  });

  it("refuses an unknown choice and a malformed statistic id with 400 naming the column", async () => {
    const res = await r.t.api({
      method: "POST",
      url: "/request/table",
      payload: table.query({ statisticId: { filter: "abc" } }),
      token: r.tokens.OrgAdmin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("statisticId");
  });

  it("exports the view as CSV with the column names in the caller's language, the actions left out", async () => {
    const res = await r.t.api({
      method: "POST",
      url: "/request/table/csv",
      payload: table.query(),
      token: r.tokens.OrgAdmin,
    });
    expect(res.statusCode).toBe(200);
    const [header] = res.body.split("\r\n");
    expect(header).toBe(
      "\uFEFFAntrag gestellt;EVAS;Amt;Statistik-ID;Status;Antragsart;Fortschritt;Antragsteller;Letzte Änderung;Zuständig;Zuletzt bearbeitet von",
    );
  });

  it("keeps column templates of the type processtable", async () => {
    const res = await r.t.api({
      method: "POST",
      url: "/templates/processtable",
      payload: { name: "Meine Anträge", columns: table.columns, defaultTemplate: false },
      token: r.tokens.OrgAdmin,
    });
    expect(res.statusCode, res.body).toBe(201);
    const bad = await r.t.api({
      method: "POST",
      url: "/templates/processtable",
      payload: {
        name: "Falsch",
        columns: [{ ...table.columns[0], id: "gibtsnicht" }],
        defaultTemplate: false,
      },
      token: r.tokens.OrgAdmin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

// Last: it adds requests the other tests' counts do not expect.
describe("the actions cell and the decision rules", () => {
  it("offers each caller accept and decline only where the decision rules allow them (issue 24)", async () => {
    const actionsOf = async (caller: "OrgAdmin" | "StatDBAdmin", id: number) => {
      const res = await r.t.api({
        method: "POST",
        url: "/request/table",
        payload: table.query({}, { size: 100 }),
        token: r.tokens[caller],
      });
      const cell = rowOf(res.json(), id)?.actions?.view ?? "";
      return requestRowTargetCell.parse(cell)?.actions;
    };
    const own = await r.submit(
      requestBody(
        {
          type: "REQUEST_RIGHTS",
          permissionList: [{ statisticId: "4521", lkz: "14", eid_rights: true }],
          supervisorMail: "chef@statistik.example",
        },
        { mail: userOf("OrgAdmin") },
      ),
    );
    const coreBroker = await r.submit(
      requestBody({
        type: "RESET_RIGHTS",
        forename: "Test",
        name: "CoreBroker",
        mail: userOf("CoreBroker"),
        reason: "Wechsel",
      }),
    );
    expect(await actionsOf("OrgAdmin", own)).toEqual(["details"]);
    expect(await actionsOf("OrgAdmin", coreBroker)).toEqual(["details", "decline"]);
    expect(await actionsOf("OrgAdmin", ids.rights as number)).toEqual(["details", "accept", "decline"]);
    expect(await actionsOf("StatDBAdmin", ids.rights as number)).toEqual(["details", "decline"]);
    expect(await actionsOf("StatDBAdmin", ids.newOpen as number)).toEqual(["details", "accept", "decline"]);
  });
});

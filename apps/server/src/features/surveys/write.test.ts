import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import { grantPermission } from "../../../test/resource-fixtures.ts";
import {
  auditOf,
  commentsOf,
  type SurveyRole,
  startSurveyTestApp,
  type surveyFixtures,
  surveyRow,
} from "../../../test/survey-fixtures.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { answerOf, UNKNOWN_ID } from "../../../test/unknown-answer.ts";

let t: TestApp;
let tokens: Record<SurveyRole, string>;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;

beforeAll(async () => {
  ({ t, newSurvey, tokens } = await startSurveyTestApp());
});
afterAll(() => t.close());

type Caller = SurveyRole | null;
const post = (path: string, caller: Caller, payload: object) =>
  t.api({ method: "POST", url: path, token: caller ? tokens[caller] : null, payload });

let bzrYear = 60;
const payload = (extra: Record<string, unknown> = {}) => ({
  statisticId: "2110",
  bzr: `${bzrYear++}0000`,
  federalStateCode: "09",
  period: 3,
  description: "Neue Erhebung",
  accessMode: false,
  evas: ["12612", "12411"],
  comment: "angelegt",
  ...extra,
});

const surveyCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("survey")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST eid/create", () => {
  it.each(["SuperAdmin", "StatDBAdmin"] as const)("creates a blocked survey for %s", async (caller) => {
    const body = payload();
    const res = await post("/eid/create", caller, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      erhebungsid: `12110${body.bzr}09`,
      statisticId: "2110",
      bzr: body.bzr,
      federalStateCode: "09",
      period: 3,
      description: "Neue Erhebung",
      status: 0,
      accessMode: false,
      baseObjectId: 0,
      links: [],
      evas: [
        { evas: "12411", description: "Fortschreibung des Bevölkerungsstandes", closing: null },
        { evas: "12612", description: "Statistik der Geburten", closing: "2999-12-31" },
      ],
    });
    expect(await commentsOf(t.db, created.id)).toEqual([
      { comment: "angelegt", action: "CREATE", author_email: `${caller.toLowerCase()}@test.example` },
    ]);
    expect(await auditOf(t.db, "survey", created.id)).toMatchObject([
      { action: "CREATE", before: null, after: { erhebungsid: created.erhebungsid } },
    ]);
    const shown = await t.api({
      method: "GET",
      url: `/eid/erhebungsid/${created.erhebungsid}`,
      token: tokens[caller],
    });
    expect(shown.json()).toEqual(created);
  });

  it("answers 409 for an Erhebungsid that exists, creating nothing", async () => {
    const body = payload();
    expect((await post("/eid/create", "SuperAdmin", body)).statusCode).toBe(201);
    const count = await surveyCount();
    const res = await post("/eid/create", "SuperAdmin", { ...body, description: "zweimal" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", field: "erhebungsid" });
    expect(await surveyCount()).toBe(count);
  });

  it.each([
    ["FachAdmin", 403],
    ["LoggedUser", 403],
    [null, 401],
  ] as const)("refuses %s with %i", async (caller, expected) => {
    const count = await surveyCount();
    expect((await post("/eid/create", caller, payload())).statusCode).toBe(expected);
    expect(await surveyCount()).toBe(count);
  });

  it.each([
    [{ evas: ["12613"] }, "evas", "EVAS existiert nicht oder ist bereits archiviert."],
    [{ evas: ["99999"] }, "evas", "EVAS existiert nicht oder ist bereits archiviert."],
    [{ evas: ["12612", "124"] }, "evas", undefined],
    [{ evas: [] }, "evas", undefined],
    [{ evas: ["12612", "12612"] }, "evas", undefined],
    [{ comment: " " }, "comment", undefined],
    [{ description: "" }, "description", undefined],
    [{ bzr: "207000" }, "bzr", undefined],
    [{ statisticId: "21100" }, "statisticId", undefined],
    [{ federalStateCode: "17" }, "federalStateCode", undefined],
    [{ period: 14 }, "period", undefined],
  ])("refuses %j with 400 naming %s", async (change, field, message) => {
    const count = await surveyCount();
    const res = await post("/eid/create", "SuperAdmin", payload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field, ...(message ? { message } : {}) });
    expect(await surveyCount()).toBe(count);
  });

  it("takes an empty period as -1", async () => {
    const res = await post("/eid/create", "SuperAdmin", payload({ period: "" }));
    expect(res.json()).toMatchObject({ period: -1 });
  });
});

const editOf = (answer: Record<string, unknown>, change: Record<string, unknown>) => ({
  statisticId: answer.statisticId,
  bzr: answer.bzr,
  federalStateCode: answer.federalStateCode,
  period: answer.period,
  description: answer.description,
  accessMode: answer.accessMode,
  evas: (answer.evas as { evas: string }[]).map((e) => e.evas),
  comment: "geändert",
  ...change,
});

async function current(erhebungsid: string) {
  return (
    await t.api({ method: "GET", url: `/eid/erhebungsid/${erhebungsid}`, token: tokens.SuperAdmin })
  ).json();
}

describe("POST eid/{id}/update", () => {
  it("lets SuperAdmin change the data of an unrestricted survey, which changes the Erhebungsid", async () => {
    const s = await newSurvey({ status: 0 });
    const res = await post(
      `/eid/${s.id}/update`,
      "SuperAdmin",
      editOf(await current(s.erhebungsid), {
        bzr: "254003",
        description: "März",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s.id, erhebungsid: "1211025400309", description: "März" });
    expect(await commentsOf(t.db, s.id)).toMatchObject([{ comment: "geändert", action: "EDIT" }]);
    expect(await auditOf(t.db, "survey", s.id)).toMatchObject([
      { action: "EDIT", before: { bzr: s.erhebungsid.slice(5, 11) }, after: { bzr: "254003" } },
    ]);
  });

  it.each([
    ["FachAdmin", { status: 0 }, 403],
    ["StatDBAdmin", { status: 0 }, 403],
    ["SuperAdmin", { status: 3 }, 409],
    ["SuperAdmin", { status: 0, baseObjectId: 4 }, 409],
    ["SuperAdmin", { status: 2 }, 409],
    // a survey the caller may not see is unknown to them (decision 34); one they see, refused
    ["LoggedUser", { status: 0 }, 404],
    ["LoggedUser", { status: 3, accessMode: true }, 403],
    [null, { status: 0 }, 401],
  ] as const)("refuses a data change by %s on %j with %i", async (caller, survey, expected) => {
    const s = await newSurvey(survey);
    const before = await surveyRow(t.db, s.id);
    const body = editOf(await current(s.erhebungsid), { description: "anders" });
    const res = await post(`/eid/${s.id}/update`, caller, body);
    expect(res.statusCode).toBe(expected);
    if (expected === 404) {
      expect(answerOf(res)).toEqual(answerOf(await post(`/eid/${UNKNOWN_ID}/update`, caller, body)));
    }
    expect(await surveyRow(t.db, s.id)).toEqual(before);
    expect(await auditOf(t.db, "survey", s.id)).toEqual([]);
    expect(await commentsOf(t.db, s.id)).toEqual([]);
  });

  it("lets mapping_rights change the EVAS, also of a restricted survey", async () => {
    const s = await newSurvey({ status: 3, evas: ["12612", "12613"] });
    const body = editOf(await current(s.erhebungsid), { evas: ["12613", "31111"] });
    const res = await post(`/eid/${s.erhebungsid}/update`, "FachAdmin", body);
    expect(res.statusCode, res.body).toBe(200);
    // the discontinued 12613 may stay, since the survey had it already
    expect(res.json().evas.map((e: { evas: string }) => e.evas)).toEqual(["12613", "31111"]);
  });

  it("lets ERHEBUNGSID_EDIT change the EVAS of any office's survey (SPEC 6), but not its data", async () => {
    const s = await newSurvey({ status: 3, office: "08" });
    const body = editOf(await current(s.erhebungsid), { evas: ["12411"] });
    const res = await post(`/eid/${s.id}/update`, "StatDBAdmin", body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evas.map((e: { evas: string }) => e.evas)).toEqual(["12411"]);
    const open = await newSurvey({ status: 0, office: "08" });
    const dataChange = editOf(await current(open.erhebungsid), { description: "anders" });
    expect((await post(`/eid/${open.id}/update`, "StatDBAdmin", dataChange)).statusCode).toBe(403);
  });

  it.each([
    // another office's, a blocked and a deleted survey are hidden from these callers (decision 34)
    ["FachAdmin", { status: 0, office: "08" }, 404],
    ["LoggedUser", { status: 0 }, 404],
    ["FachAdmin", { status: 9 }, 404],
    ["FachAdmin", { status: 3, accessMode: true, office: "08" }, 403],
    ["SuperAdmin", { status: 9 }, 409],
  ] as const)("refuses an EVAS change by %s on %j with %i", async (caller, survey, expected) => {
    const s = await newSurvey(survey);
    const body = editOf(await current(s.erhebungsid), { evas: ["12411"] });
    const res = await post(`/eid/${s.erhebungsid}/update`, caller, body);
    expect(res.statusCode).toBe(expected);
    if (expected === 404) {
      // its statistic id and office, a bzr no fixture has
      const unknown = `${s.erhebungsid.slice(0, 5)}999999${s.erhebungsid.slice(11)}`;
      expect(answerOf(res)).toEqual(answerOf(await post(`/eid/${unknown}/update`, caller, body)));
    }
    expect((await current(s.erhebungsid)).evas.map((e: { evas: string }) => e.evas)).toEqual(["12612"]);
    expect(await auditOf(t.db, "survey", s.id)).toEqual([]);
  });

  it("lets mapping_rights alone change the EVAS only: data and comment-only saves are refused, nothing changed", async () => {
    const mapper = await newPerson(t.db);
    await grantPermission(t.db, mapper.email, { statisticId: "2110", lkz: "09" }, ["mapping_rights"]);
    const token = await t.login(mapper.email, TEST_PASSWORD);
    const send = (id: number, body: object) =>
      t.api({ method: "POST", url: `/eid/${id}/update`, token, payload: body });
    const s = await newSurvey({ status: 0 });
    const shown = await current(s.erhebungsid);
    const before = await surveyRow(t.db, s.id);
    for (const change of [
      { description: "anders" },
      { description: "anders", evas: ["12411"] },
      { accessMode: true, evas: ["12411"] },
      { comment: "nur Kommentar" },
    ]) {
      expect((await send(s.id, editOf(shown, change))).statusCode, JSON.stringify(change)).toBe(403);
    }
    expect(await surveyRow(t.db, s.id)).toEqual(before);
    expect((await current(s.erhebungsid)).evas.map((e: { evas: string }) => e.evas)).toEqual(["12612"]);
    expect(await commentsOf(t.db, s.id)).toEqual([]);

    const res = await send(s.id, editOf(shown, { evas: ["12612", "12411"], comment: "EVAS ergänzt" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evas.map((e: { evas: string }) => e.evas)).toEqual(["12411", "12612"]);
    expect(await surveyRow(t.db, s.id)).toMatchObject({ description: before?.description, bzr: before?.bzr });
    expect(await commentsOf(t.db, s.id)).toMatchObject([{ comment: "EVAS ergänzt", action: "EDIT" }]);
  });

  it("refuses a newly added discontinued EVAS with SPEC 5's message", async () => {
    const s = await newSurvey();
    const res = await post(
      `/eid/${s.id}/update`,
      "SuperAdmin",
      editOf(await current(s.erhebungsid), {
        evas: ["12612", "12613"],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: "evas",
      message: "EVAS existiert nicht oder ist bereits archiviert.",
    });
  });

  it("stores a comment-only save for eid_rights and refuses it without", async () => {
    // public, so that LoggedUser sees it and is refused for the right (not answered as unknown)
    const s = await newSurvey({ status: 3, accessMode: true });
    const body = editOf(await current(s.erhebungsid), { comment: "nur Kommentar" });
    expect((await post(`/eid/${s.id}/update`, "LoggedUser", body)).statusCode).toBe(403);
    expect((await post(`/eid/${s.id}/update`, "FachAdmin", body)).statusCode).toBe(200);
    expect(await commentsOf(t.db, s.id)).toMatchObject([{ comment: "nur Kommentar" }]);
  });

  it("answers 409 when the new data collide with another survey's Erhebungsid", async () => {
    const a = await newSurvey();
    const b = await newSurvey();
    const res = await post(
      `/eid/${b.id}/update`,
      "SuperAdmin",
      editOf(await current(b.erhebungsid), {
        bzr: a.erhebungsid.slice(5, 11),
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ field: "erhebungsid" });
  });

  it("needs a comment and a known survey", async () => {
    const s = await newSurvey();
    const body = editOf(await current(s.erhebungsid), { comment: "" });
    expect((await post(`/eid/${s.id}/update`, "SuperAdmin", body)).json()).toMatchObject({
      field: "comment",
    });
    expect((await post("/eid/987654/update", "SuperAdmin", { ...body, comment: "x" })).statusCode).toBe(404);
  });
});

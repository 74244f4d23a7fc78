// Accepting the survey requests performs them (decision 17): NEW, UPDATE, CONTINUE, ARCHIVE.
import type { RequestSpecializingInput } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userOf } from "../../../test/fixtures.ts";
import {
  APPLICANT,
  mailsOfKind,
  type RequestTestApp,
  requestBody,
  requestDataSnapshot,
  SURVEY_DATA,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";
import { auditOf, commentsOf } from "../../../test/survey-fixtures.ts";

let r: RequestTestApp;
beforeAll(async () => {
  r = await startRequestTestApp();
});
afterAll(() => r.t.close());

/**
 * StatDBAdmin holds REQUEST_READ and the survey rights (ERHEBUNGSID_CREATE, _EDIT, _DELETE): who may make
 * a change on the survey screens accepts the request for it (issue 24; who may not: approve-deciders).
 */
const approve = (id: number, body: object = {}) =>
  r.staff("StatDBAdmin", "POST", `/request/${id}/approve`, body);

const newSurveyRequest = (extra: Partial<RequestSpecializingInput> = {}) =>
  r.submit(
    requestBody({
      type: "NEW_ERHEBUNGSID",
      ...SURVEY_DATA,
      statistikArt: "Landesstatistik",
      ...extra,
    } as RequestSpecializingInput),
  );

const surveyBy = (erhebungsid: string) =>
  r.t.db
    .selectFrom("survey")
    .selectAll()
    .select((eb) => eb.ref("evas_list").as("evas"))
    .where("erhebungsid", "=", erhebungsid)
    .executeTakeFirst();

const decisionMail = async (id: number) =>
  (await mailsOfKind(r.t.db, "request-approved")).find((m) => m.subject.includes(`Nr. ${id} `));

describe("accepting a NEW_ERHEBUNGSID request", () => {
  it("creates the survey (blocked, internal) with the accepting person as author, and tells the applicant", async () => {
    const id = await newSurveyRequest({ statisticId: "3111", evas: ["12411", "12612"] });
    const res = await approve(id, { reason: "Passt so." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      actionStatus: "GENEHMIGT",
      lastEditor: { name: "StatDBAdmin", forename: "Test" },
      requestContent: [
        { action: "APPROVED", actor: "Test StatDBAdmin", comment: "Passt so.", type: "GENEHMIGT" },
        { action: "CREATED", actor: "Julia Schneider", type: "NEU" },
      ],
    });
    const survey = await surveyBy("1311126000009");
    expect(survey).toMatchObject({
      status: 0,
      access_mode: false,
      description: SURVEY_DATA.description,
      period: 3,
      evas: "12411, 12612",
    });
    if (!survey) throw new Error("no survey");
    expect(await commentsOf(r.t.db, survey.id)).toEqual([
      {
        comment: `Antrag Nr. ${id} genehmigt. Passt so.`,
        action: "CREATE",
        author_email: userOf("StatDBAdmin"),
      },
    ]);
    expect((await auditOf(r.t.db, "survey", survey.id)).map((a) => [a.action, a.actor_email])).toEqual([
      ["CREATE", userOf("StatDBAdmin")],
    ]);
    expect((await auditOf(r.t.db, "request", id)).map((a) => [a.action, a.actor_email])).toEqual([
      ["CREATE", null],
      ["APPROVED", userOf("StatDBAdmin")],
    ]);
    const mail = await decisionMail(id);
    expect(mail?.recipient).toBe(APPLICANT.mail);
    expect(mail?.subject).toBe(`Erhebungsdatenbank: Ihr Antrag Nr. ${id} wurde genehmigt`);
    expect(mail?.body).toContain("Die Erhebung wurde mit der Erhebungsid 1311126000009 angelegt.");
    expect(mail?.body).toContain("Begründung: Passt so.");
  });

  it("without EVAS asks for a placeholder (400 EVAS_REQUIRED), then takes the one chosen and a statistic id of EVAS 99 (decision 39)", async () => {
    const id = await newSurveyRequest({ evas: [] });
    const before = await requestDataSnapshot(r.t.db);
    const refused = await approve(id, { reason: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "EVAS_REQUIRED", field: "evas" });
    expect((await approve(id, { evas: "12411" })).statusCode).toBe(400);
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);

    // issue 35: not "0000", then "0001", but an id that reads as a real one
    expect((await approve(id, { evas: "09000" })).statusCode).toBe(200);
    expect(await surveyBy("1990126000009")).toMatchObject({ statistic_id: "9901", evas: "09000" });
    // the next survey without a statistic id gets the next free one
    const next = await newSurveyRequest({ evas: [] });
    expect((await approve(next, { evas: "00000" })).statusCode).toBe(200);
    expect(await surveyBy("1990226000009")).toMatchObject({ statistic_id: "9902", evas: "00000" });
  });

  it("with EVAS takes the statistic id of its first EVAS, or the next one no survey, permission or role-statid names (decision 39)", async () => {
    await r.newSurvey({ statisticId: "1261", bzr: "250000", office: "05", evas: ["12612"] });
    const loggedUser = await r.t.db
      .selectFrom("role")
      .select("id")
      .where("name", "=", "LoggedUser")
      .executeTakeFirstOrThrow();
    await r.t.db.insertInto("role_statid").values({ role_id: loggedUser.id, statistic_id: "1262" }).execute();
    const id = await newSurveyRequest({ evas: ["12612", "12411"] });
    expect((await approve(id)).statusCode).toBe(200);
    expect(await surveyBy("1126326000009")).toMatchObject({ statistic_id: "1263", evas: "12411, 12612" });
    const free = await newSurveyRequest({ evas: ["12411"] });
    expect((await approve(free)).statusCode).toBe(200);
    expect(await surveyBy("1124126000009")).toMatchObject({ statistic_id: "1241" });
  });

  it("whose Erhebungsid exists already fails with 409, changes nothing and stays open", async () => {
    const existing = await r.newSurvey({ statisticId: "4541", bzr: "260000", office: "09" });
    const id = await newSurveyRequest({ statisticId: "4541" });
    const before = await requestDataSnapshot(r.t.db);
    const res = await approve(id, { reason: "Bitte anlegen." });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "CONFLICT",
      field: "erhebungsid",
      message: `Die Erhebungsid ${existing.erhebungsid} existiert bereits.`,
    });
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
    const request = await r.staff("OrgAdmin", "GET", `/request/${id}`);
    expect(request.json().actionStatus).toBe("NEU");
  });

  it("cannot be accepted or declined twice (409 REQUEST_DECIDED)", async () => {
    const id = await newSurveyRequest({ statisticId: "3112" });
    expect((await approve(id)).statusCode).toBe(200);
    const before = await requestDataSnapshot(r.t.db);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "REQUEST_DECIDED",
      message: "Über diesen Antrag ist bereits entschieden (Status Genehmigt).",
    });
    const decline = await r.staff("OrgAdmin", "POST", `/request/reject/${id}`, {
      reason: "Doch nicht, leider.",
    });
    expect(decline.statusCode).toBe(409);
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  });
});

describe("accepting a request on a survey", () => {
  // Made by someone who sees the survey: request/create answers a survey the caller may not see (here
  // the blocked and internal ones) as an unknown id (create.test.ts).
  const seeing = () => ({ authorization: r.tokens.SuperAdmin ?? "" });
  const onSurvey = (type: string, erhebungsid: string, extra: object = {}) =>
    r.submit(
      requestBody({ type, erhebungsid, ...SURVEY_DATA, ...extra } as RequestSpecializingInput),
      seeing(),
    );

  it("UPDATE_ERHEBUNGSID changes the survey's data and EVAS", async () => {
    const survey = await r.newSurvey({ statisticId: "2111", office: "05", evas: ["12411", "12613"] });
    const id = await onSurvey("UPDATE_ERHEBUNGSID", survey.erhebungsid, {
      bzr: "270000",
      federalStateCode: "05",
      description: "Neue Rechtsgrundlage",
      evas: ["12411", "12612"],
    });
    expect((await approve(id)).statusCode).toBe(200);
    expect(await surveyBy("1211127000005")).toMatchObject({
      id: survey.id,
      description: "Neue Rechtsgrundlage",
      evas: "12411, 12612",
    });
    expect((await decisionMail(id))?.body).toContain("Die Erhebung 1211127000005 wurde geändert.");
    expect((await auditOf(r.t.db, "survey", survey.id)).map((a) => a.action)).toEqual(["EDIT"]);
  });

  it("UPDATE_ERHEBUNGSID of an approved survey's data fails with the survey's 409 and changes nothing", async () => {
    const survey = await r.newSurvey({ statisticId: "2111", office: "05", status: 3 });
    const id = await onSurvey("UPDATE_ERHEBUNGSID", survey.erhebungsid, {
      bzr: survey.erhebungsid.slice(5, 11),
      federalStateCode: "05",
      description: "Anders",
      evas: ["12612"],
    });
    const before = await requestDataSnapshot(r.t.db);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "CONFLICT",
      message: "Der Status der Erhebung erlaubt diese Aktion nicht.",
    });
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  });

  it("CONTINUE_ERHEBUNGSID creates the successor", async () => {
    const survey = await r.newSurvey({ statisticId: "2112", office: "09", status: 3 });
    const id = await onSurvey("CONTINUE_ERHEBUNGSID", survey.erhebungsid, { bzr: "280000" });
    expect((await approve(id)).statusCode).toBe(200);
    expect(await surveyBy("1211228000009")).toMatchObject({
      predecessor_id: survey.id,
      status: 0,
      description: SURVEY_DATA.description,
      evas: "12411",
    });
    expect((await decisionMail(id))?.body).toContain(
      `Die Erhebung ${survey.erhebungsid} wird mit der Erhebungsid 1211228000009 fortgesetzt.`,
    );
  });

  it("ARCHIVE_ERHEBUNGSID archives the survey, and fails with 409 where the survey's state forbids it", async () => {
    const survey = await r.newSurvey({ statisticId: "2113", status: 3 });
    const id = await r.submit(
      requestBody({
        type: "ARCHIVE_ERHEBUNGSID",
        erhebungsid: survey.erhebungsid,
        description: "eingestellt",
      }),
      seeing(),
    );
    expect((await approve(id, { reason: "Eingestellt." })).statusCode).toBe(200);
    expect(await surveyBy(survey.erhebungsid)).toMatchObject({ status: 2 });
    expect(await commentsOf(r.t.db, survey.id)).toEqual([
      {
        comment: `Antrag Nr. ${id} genehmigt. Eingestellt.`,
        action: "ARCHIVE",
        author_email: userOf("StatDBAdmin"),
      },
    ]);

    const linked = await r.newSurvey({ statisticId: "2113", baseObjectId: 7 });
    const refused = await r.submit(
      requestBody({
        type: "ARCHIVE_ERHEBUNGSID",
        erhebungsid: linked.erhebungsid,
        description: "eingestellt",
      }),
      seeing(),
    );
    const before = await requestDataSnapshot(r.t.db);
    expect((await approve(refused)).statusCode).toBe(409);
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  });

  it("fails with 409 when the survey was removed since the request", async () => {
    const survey = await r.newSurvey({ statisticId: "2114" });
    const id = await r.submit(
      requestBody({ type: "ARCHIVE_ERHEBUNGSID", erhebungsid: survey.erhebungsid, description: "weg" }),
      seeing(),
    );
    await r.t.db.deleteFrom("survey").where("id", "=", survey.id).execute();
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "REQUEST_SURVEY_UNKNOWN", field: "erhebungsid" });
  });
});

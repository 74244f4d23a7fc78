import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditOf,
  commentsOf,
  type SurveyFixtureOptions,
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
const post = (path: string, caller: Caller, payload: object = { comment: "Begründung" }) =>
  t.api({ method: "POST", url: path, token: caller ? tokens[caller] : null, payload });

interface Case {
  path: string;
  caller: Caller;
  survey: SurveyFixtureOptions;
  expected: number;
  status?: number;
}

/**
 * Each action from the states and callers that decide it: FachAdmin holds eid_rights for 2110/09 only. A
 * survey the caller may not see answers as an unknown one (404, decision 34); one they see, 403.
 */
const CASES: Case[] = [
  // unlock = approve: 0 or 1 → 3
  { path: "unlock", caller: "SuperAdmin", survey: { status: 0 }, expected: 200, status: 3 },
  { path: "unlock", caller: "FachAdmin", survey: { status: 1 }, expected: 200, status: 3 },
  {
    path: "unlock",
    caller: "StatDBAdmin",
    survey: { status: 0, statisticId: "4521" },
    expected: 200,
    status: 3,
  },
  { path: "unlock", caller: "FachAdmin", survey: { status: 0, office: "08" }, expected: 404 },
  { path: "unlock", caller: "LoggedUser", survey: { status: 0 }, expected: 404 },
  { path: "unlock", caller: null, survey: { status: 0 }, expected: 401 },
  { path: "unlock", caller: "FachAdmin", survey: { status: 3 }, expected: 409 },
  { path: "unlock", caller: "SuperAdmin", survey: { status: 2 }, expected: 409 },
  // lock = block: 3 → 0
  { path: "lock", caller: "FachAdmin", survey: { status: 3 }, expected: 200, status: 0 },
  { path: "lock", caller: "SuperAdmin", survey: { status: 3, accessMode: true }, expected: 200, status: 0 },
  { path: "lock", caller: "FachAdmin", survey: { status: 0 }, expected: 409 },
  { path: "lock", caller: "LoggedUser", survey: { status: 3, accessMode: true }, expected: 403 },
  { path: "lock", caller: "SuperAdmin", survey: { status: 9 }, expected: 409 },
  // archive: not 2 or 9, no base object
  { path: "archive", caller: "FachAdmin", survey: { status: 0 }, expected: 200, status: 2 },
  { path: "archive", caller: "SuperAdmin", survey: { status: 3 }, expected: 200, status: 2 },
  { path: "archive", caller: "SuperAdmin", survey: { status: 0, baseObjectId: 77 }, expected: 409 },
  { path: "archive", caller: "FachAdmin", survey: { status: 2 }, expected: 409 },
  { path: "archive", caller: "LoggedUser", survey: { status: 0 }, expected: 404 },
  { path: "archive", caller: "LoggedUser", survey: { status: 3, accessMode: true }, expected: 403 },
  { path: "archive", caller: null, survey: { status: 0 }, expected: 401 },
  // delete (logical → 9): not 9, no base object
  { path: "delete", caller: "FachAdmin", survey: { status: 2 }, expected: 200, status: 9 },
  { path: "delete", caller: "SuperAdmin", survey: { status: 3 }, expected: 200, status: 9 },
  { path: "delete", caller: "SuperAdmin", survey: { status: 9 }, expected: 409 },
  { path: "delete", caller: "FachAdmin", survey: { status: 0, baseObjectId: 5 }, expected: 409 },
  { path: "delete", caller: "FachAdmin", survey: { status: 0, statisticId: "2111" }, expected: 404 },
  {
    path: "delete",
    caller: "FachAdmin",
    survey: { status: 3, accessMode: true, statisticId: "2111" },
    expected: 403,
  },
  { path: "delete", caller: "LoggedUser", survey: { status: 0 }, expected: 404 },
];

describe.each(CASES)(
  "POST eid/{id}/$path by $caller on $survey",
  ({ path, caller, survey, expected, status }) => {
    it(`answers ${expected}${status === undefined ? ", nothing changed" : ` and moves to ${status}`}`, async () => {
      const { id, erhebungsid } = await newSurvey(survey);
      const before = await surveyRow(t.db, id);
      const res = await post(`/eid/${id}/${path}`, caller);
      expect(res.statusCode, res.body).toBe(expected);
      const after = await surveyRow(t.db, id);
      const audit = await auditOf(t.db, "survey", id);
      const comments = await commentsOf(t.db, id);
      if (status === undefined) {
        expect(after).toEqual(before);
        expect(audit).toEqual([]);
        expect(comments).toEqual([]);
        expect(res.json()).toHaveProperty("code");
        if (expected === 404) {
          // exactly the answer to a survey that does not exist
          expect(answerOf(res)).toEqual(answerOf(await post(`/eid/${UNKNOWN_ID}/${path}`, caller)));
        }
        return;
      }
      expect(res.json()).toMatchObject({ id, erhebungsid, status });
      expect(after?.status).toBe(status);
      const action = { unlock: "UNLOCK", lock: "LOCK", archive: "ARCHIVE", delete: "DELETE" }[path];
      expect(comments).toEqual([
        { comment: "Begründung", action, author_email: `${caller?.toLowerCase()}@test.example` },
      ]);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action, before: { status: before?.status }, after: { status } });
    });
  },
);

describe("status changes", () => {
  it("approve and block set the access mode of the dialog's checkbox; archive keeps it", async () => {
    const { id } = await newSurvey({ status: 0 });
    await post(`/eid/${id}/unlock`, "FachAdmin", { accessMode: true, comment: "öffentlich" });
    expect((await surveyRow(t.db, id))?.access_mode).toBe(true);
    await post(`/eid/${id}/lock`, "FachAdmin", { accessMode: false, comment: "intern" });
    expect((await surveyRow(t.db, id))?.access_mode).toBe(false);
    await post(`/eid/${id}/unlock`, "FachAdmin", { comment: "ohne Häkchen" });
    expect((await surveyRow(t.db, id))?.access_mode).toBe(false);
    await post(`/eid/${id}/archive`, "FachAdmin", { accessMode: true, comment: "archiviert" });
    expect(await surveyRow(t.db, id)).toMatchObject({ status: 2, access_mode: false });
  });

  it("takes the Erhebungsid in place of the row id", async () => {
    const { id, erhebungsid } = await newSurvey({ status: 1 });
    const res = await post(`/eid/${erhebungsid}/unlock`, "FachAdmin");
    expect(res.statusCode).toBe(200);
    expect((await surveyRow(t.db, id))?.status).toBe(3);
  });

  it.each([
    [{}, "comment"],
    [{ comment: "" }, "comment"],
    [{ comment: "   " }, "comment"],
    [{ comment: "x", accessMode: "ja" }, "accessMode"],
  ])("refuses %j with 400 naming %s, nothing changed", async (payload, field) => {
    const { id } = await newSurvey({ status: 0 });
    const res = await post(`/eid/${id}/unlock`, "SuperAdmin", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field });
    expect((await surveyRow(t.db, id))?.status).toBe(0);
    expect(await auditOf(t.db, "survey", id)).toEqual([]);
  });

  it("answers 404 for an unknown survey and 400 for a malformed id", async () => {
    expect((await post("/eid/999999/unlock", "SuperAdmin")).statusCode).toBe(404);
    expect((await post("/eid/1999999000009/unlock", "SuperAdmin")).statusCode).toBe(404);
    expect((await post("/eid/12ab/unlock", "SuperAdmin")).json()).toMatchObject({
      code: "VALIDATION",
      field: "id",
    });
    expect((await post("/eid/99999999999/unlock", "SuperAdmin")).statusCode).toBe(400);
  });
});

describe("POST eid/{id}/deleterigoros", () => {
  it("removes a SuperAdmin's survey with its EVAS, links and comments; the audit keeps them", async () => {
    const { id, erhebungsid } = await newSurvey({ status: 3 });
    await post(`/eid/${id}/lock`, "SuperAdmin", { comment: "erst sperren" });
    const res = await post(`/eid/${id}/deleterigoros`, "SuperAdmin", { comment: "weg damit" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, deleted: true });
    expect(await surveyRow(t.db, id)).toBeUndefined();
    expect(await commentsOf(t.db, id)).toEqual([]);
    const audit = await auditOf(t.db, "survey", id);
    expect(audit.map((a) => a.action)).toEqual(["LOCK", "DELETE_RIGOROS"]);
    expect(audit[1]).toMatchObject({
      before: { erhebungsid, evas: [{ evas: "12612" }], commentary: [{ comment: "erst sperren" }] },
      after: { comment: "weg damit" },
    });
  });

  it.each([
    ["FachAdmin", {}, 403],
    ["StatDBAdmin", {}, 403],
    // a survey LoggedUser may not see is unknown to them (decision 34)
    ["LoggedUser", {}, 404],
    ["LoggedUser", { status: 3, accessMode: true }, 403],
    [null, {}, 401],
    ["SuperAdmin", { baseObjectId: 12 }, 409],
  ] as const)("refuses %s on %j with %i, nothing changed", async (caller, survey, expected) => {
    const { id } = await newSurvey(survey);
    const res = await post(`/eid/${id}/deleterigoros`, caller);
    expect(res.statusCode).toBe(expected);
    if (expected === 404) {
      expect(answerOf(res)).toEqual(answerOf(await post(`/eid/${UNKNOWN_ID}/deleterigoros`, caller)));
    }
    expect(await surveyRow(t.db, id)).toBeDefined();
    expect(await auditOf(t.db, "survey", id)).toEqual([]);
  });

  it("needs a comment", async () => {
    const { id } = await newSurvey();
    const res = await post(`/eid/${id}/deleterigoros`, "SuperAdmin", { accessMode: false });
    expect(res.json()).toMatchObject({ code: "VALIDATION", field: "comment" });
    expect(await surveyRow(t.db, id)).toBeDefined();
  });
});

describe("public events in the status change's own transaction (decision 43)", () => {
  const eventsOf = (id: number) =>
    t.db
      .selectFrom("public_event")
      .select(["kind", "statistic_id"])
      .where("object_id", "=", id)
      .where("kind", "in", ["SURVEY_PUBLISHED", "SURVEY_WITHDRAWN"])
      .orderBy("id")
      .execute();
  const published = { kind: "SURVEY_PUBLISHED", statistic_id: "2110" };
  const withdrawn = { kind: "SURVEY_WITHDRAWN", statistic_id: "2110" };

  it("publishes a survey approved with public access and withdraws it blocked; approved internal, none", async () => {
    const { id } = await newSurvey({ status: 0 });
    await post(`/eid/${id}/unlock`, "FachAdmin", { accessMode: false, comment: "intern" });
    expect(await eventsOf(id)).toEqual([]);
    await post(`/eid/${id}/lock`, "FachAdmin", { accessMode: true, comment: "gesperrt" });
    await post(`/eid/${id}/unlock`, "FachAdmin", { comment: "öffentlich" });
    await post(`/eid/${id}/lock`, "FachAdmin", { comment: "wieder gesperrt" });
    expect(await eventsOf(id)).toEqual([published, withdrawn]);
  });

  it.each(["archive", "delete", "deleterigoros"])("withdraws a public survey by %s", async (path) => {
    const { id } = await newSurvey({ status: 3, accessMode: true });
    const res = await post(`/eid/${id}/${path}`, "SuperAdmin");
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventsOf(id)).toEqual([withdrawn]);
  });

  it("notes nothing for a refused change or a survey no visitor saw", async () => {
    const refused = await newSurvey({ status: 3, accessMode: true });
    expect((await post(`/eid/${refused.id}/lock`, "LoggedUser")).statusCode).toBe(403);
    const internal = await newSurvey({ status: 3, accessMode: false });
    expect((await post(`/eid/${internal.id}/archive`, "SuperAdmin")).statusCode).toBe(200);
    expect([...(await eventsOf(refused.id)), ...(await eventsOf(internal.id))]).toEqual([]);
  });
});

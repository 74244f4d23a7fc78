import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditOf,
  type SurveyRole,
  startSurveyTestApp,
  type surveyFixtures,
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
const get = (url: string, caller: Caller) =>
  t.api({ method: "GET", url, token: caller ? tokens[caller] : null });
const post = (url: string, caller: Caller, payload: object) =>
  t.api({ method: "POST", url, token: caller ? tokens[caller] : null, payload });

describe("GET eid/erhebungsid/{id}", () => {
  it("answers the survey with its EVAS and links", async () => {
    const s = await newSurvey({ bzr: "254003", status: 3, accessMode: true, evas: ["12612", "12613"] });
    await t.db
      .insertInto("survey_link")
      .values({ survey_id: s.id, content: "https://a.de", description: "A" })
      .execute();
    const res = await get(`/eid/erhebungsid/${s.erhebungsid}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: s.id,
      erhebungsid: "1211025400309",
      statisticId: "2110",
      bzr: "254003",
      federalStateCode: "09",
      period: 3,
      description: "Testerhebung 254003",
      evas: [
        { evas: "12612", description: "Statistik der Geburten", closing: "2999-12-31" },
        { evas: "12613", description: "Statistik der Sterbefälle", closing: "2015-09-01" },
      ],
      status: 3,
      accessMode: true,
      baseObjectId: 0,
      predecessorId: null,
      links: [{ id: expect.any(Number), content: "https://a.de", description: "A" }],
      resources: [],
      updating: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  // who sees what: SuperAdmin all, survey admins all but deleted, others public approved plus their own
  it.each([
    [{ status: 0 }, { SuperAdmin: 200, StatDBAdmin: 200, FachAdmin: 200, LoggedUser: 404, anonymous: 404 }],
    [
      { status: 0, office: "08" },
      { SuperAdmin: 200, StatDBAdmin: 200, FachAdmin: 404, LoggedUser: 404, anonymous: 404 },
    ],
    [
      { status: 3, accessMode: true },
      { SuperAdmin: 200, StatDBAdmin: 200, FachAdmin: 200, LoggedUser: 200, anonymous: 200 },
    ],
    [{ status: 9 }, { SuperAdmin: 200, StatDBAdmin: 404, FachAdmin: 404, LoggedUser: 404, anonymous: 404 }],
  ])("on %j answers %j", async (survey, expected) => {
    const s = await newSurvey(survey);
    const answers: Record<string, number> = {};
    for (const caller of ["SuperAdmin", "StatDBAdmin", "FachAdmin", "LoggedUser", null] as const) {
      answers[caller ?? "anonymous"] = (await get(`/eid/erhebungsid/${s.erhebungsid}`, caller)).statusCode;
    }
    expect(answers).toEqual(expected);
  });

  it("answers 404 for an unknown and 400 for a malformed Erhebungsid", async () => {
    expect((await get("/eid/erhebungsid/1999923000099", "SuperAdmin")).statusCode).toBe(404);
    for (const bad of ["123", "2211023000009", "12110230000090", "1211023000a09"]) {
      const res = await get(`/eid/erhebungsid/${bad}`, "SuperAdmin");
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field: "id" });
    }
  });
});

describe("GET eid/erhebungsid/{id}/show", () => {
  it("answers only public approved surveys, whoever asks", async () => {
    const open = await newSurvey({ status: 3, accessMode: true });
    const own = await newSurvey({ status: 0 });
    expect((await get(`/eid/erhebungsid/${open.erhebungsid}/show`, null)).json()).toMatchObject({
      id: open.id,
    });
    expect((await get(`/eid/erhebungsid/${own.erhebungsid}/show`, "FachAdmin")).statusCode).toBe(404);
    expect((await get(`/eid/erhebungsid/${own.erhebungsid}/show`, "SuperAdmin")).statusCode).toBe(404);
    expect((await get("/eid/erhebungsid/x/show", null)).statusCode).toBe(400);
  });
});

describe("GET commentary/eid/{id}", () => {
  it("lists the comments newest first for COMMENTARY_READ, each author by name", async () => {
    const s = await newSurvey({ status: 0 });
    await post(`/eid/${s.id}/unlock`, "FachAdmin", { comment: "erster" });
    await post(`/eid/${s.id}/lock`, "SuperAdmin", { comment: "zweiter" });
    const res = await get(`/commentary/eid/${s.erhebungsid}`, "SuperAdmin");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        comment: "zweiter",
        action: "LOCK",
        author: "superadmin@test.example",
        authorName: "Test SuperAdmin",
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        id: expect.any(Number),
        comment: "erster",
        action: "UNLOCK",
        author: "fachadmin@test.example",
        authorName: "Test FachAdmin",
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  // decision 16: a caller without USEREMAILADRESS_READ reads no address, its own included (GET auth has it)
  it("gives the authors' email addresses only to USEREMAILADRESS_READ; the name to every reader", async () => {
    const s = await newSurvey({ status: 0 });
    await post(`/eid/${s.id}/unlock`, "FachAdmin", { comment: "erster" });
    await post(`/eid/${s.id}/lock`, "SuperAdmin", { comment: "zweiter" });
    const authors = async (caller: SurveyRole) =>
      (await get(`/commentary/eid/${s.id}`, caller))
        .json()
        .map((c: { author: string | null; authorName: string | null }) => [c.author, c.authorName]);
    for (const caller of ["FachAdmin", "StatDBAdmin"] as const) {
      expect(await authors(caller), caller).toEqual([
        [null, "Test SuperAdmin"],
        [null, "Test FachAdmin"],
      ]);
    }
    expect(await authors("SuperAdmin")).toEqual([
      ["superadmin@test.example", "Test SuperAdmin"],
      ["fachadmin@test.example", "Test FachAdmin"],
    ]);
  });

  it("keeps the address of an author whose account is gone, and has no name for it then", async () => {
    const s = await newSurvey({ status: 0 });
    await t.db
      .insertInto("survey_commentary")
      .values({
        survey_id: s.id,
        comment: "alt",
        action: "EDIT",
        author_id: null,
        author_email: "weg@test.example",
      })
      .execute();
    const comments = async (caller: SurveyRole) => (await get(`/commentary/eid/${s.id}`, caller)).json();
    expect(await comments("SuperAdmin")).toMatchObject([{ author: "weg@test.example", authorName: null }]);
    expect(await comments("FachAdmin")).toMatchObject([{ author: null, authorName: null }]);
  });

  it("needs COMMENTARY_READ and a survey the caller may see", async () => {
    const s = await newSurvey({ status: 0, office: "08" });
    expect((await get(`/commentary/eid/${s.id}`, null)).statusCode).toBe(401);
    expect((await get(`/commentary/eid/${s.id}`, "LoggedUser")).statusCode).toBe(404);
    expect((await get(`/commentary/eid/${s.id}`, "StatDBAdmin")).statusCode).toBe(200);
  });
});

describe("links", () => {
  const link = { content: "https://www.destatis.de/geburten", description: "Destatis" };

  it("adds, lists and deletes a link with eid_rights, each with an audit record", async () => {
    const s = await newSurvey({ status: 3, accessMode: true });
    const created = await post(`/eid/erhebungsid/links/create/${s.erhebungsid}`, "FachAdmin", link);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, ...link });
    expect((await get(`/eid/erhebungsid/links/${s.erhebungsid}`, null)).json()).toEqual([{ id, ...link }]);
    expect((await get(`/eid/erhebungsid/${s.erhebungsid}`, null)).json().links).toEqual([{ id, ...link }]);
    const removed = await get(`/eid/erhebungsid/links/delete/${id}`, "SuperAdmin");
    expect(removed.json()).toEqual({ id, deleted: true });
    expect((await get(`/eid/erhebungsid/links/${s.id}`, null)).json()).toEqual([]);
    expect((await auditOf(t.db, "survey_link", id)).map((a) => a.action)).toEqual(["CREATE", "DELETE"]);
  });

  it.each([
    ["de", "Die Adresse ist zu lang (höchstens 2000 Zeichen)."],
    ["en", "The address is too long (at most 2000 characters)."],
  ])("refuses a well-formed address over the limit as too long (%s)", async (lang, message) => {
    const s = await newSurvey({ status: 3, accessMode: true });
    const content = `https://www.destatis.de/${"a".repeat(3000)}`;
    const refused = await t.api({
      method: "POST",
      url: `/eid/erhebungsid/links/create/${s.erhebungsid}`,
      token: tokens.FachAdmin,
      headers: { "accept-language": lang },
      payload: { content, description: "lang" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: "VALIDATION", field: "content", message });
  });

  it.each([
    ["LoggedUser", { status: 3, accessMode: true }, 403],
    // another office's blocked survey is hidden from FachAdmin, its links with it (decision 34)
    ["FachAdmin", { status: 0, office: "08" }, 404],
    ["FachAdmin", { status: 2 }, 409],
    ["SuperAdmin", { status: 9 }, 409],
    [null, { status: 0 }, 401],
  ] as const)("refuses %s on %j with %i, nothing changed", async (caller, survey, expected) => {
    const s = await newSurvey(survey);
    const existing = await t.db
      .insertInto("survey_link")
      .values({ survey_id: s.id, content: "https://b.de", description: "B" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const created = await post(`/eid/erhebungsid/links/create/${s.id}`, caller, link);
    const deleted = await get(`/eid/erhebungsid/links/delete/${existing.id}`, caller);
    expect([created.statusCode, deleted.statusCode]).toEqual([expected, expected]);
    if (expected === 404) {
      expect(answerOf(created)).toEqual(
        answerOf(await post(`/eid/erhebungsid/links/create/${UNKNOWN_ID}`, caller, link)),
      );
      expect(answerOf(deleted)).toEqual(
        answerOf(await get(`/eid/erhebungsid/links/delete/${UNKNOWN_ID}`, caller)),
      );
    }
    const rows = await t.db.selectFrom("survey_link").select("id").where("survey_id", "=", s.id).execute();
    expect(rows).toEqual([{ id: existing.id }]);
    expect(await auditOf(t.db, "survey_link", existing.id)).toEqual([]);
  });

  it.each([
    [{ ...link, content: "" }, "content"],
    [{ ...link, content: "javascript:alert(1)" }, "content"],
    [{ ...link, content: "www.destatis.de" }, "content"],
    [{ ...link, description: " " }, "description"],
    [{ content: link.content }, "description"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const s = await newSurvey();
    const res = await post(`/eid/erhebungsid/links/create/${s.id}`, "SuperAdmin", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field });
  });

  it("answers 404 for an unknown link or survey", async () => {
    expect((await get("/eid/erhebungsid/links/delete/987654", "SuperAdmin")).statusCode).toBe(404);
    expect((await get("/eid/erhebungsid/links/987654", null)).statusCode).toBe(404);
    expect((await post("/eid/erhebungsid/links/create/987654", "SuperAdmin", link)).statusCode).toBe(404);
  });
});

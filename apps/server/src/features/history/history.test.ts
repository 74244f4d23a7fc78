import { HISTORY_PARTS, SNAPSHOT_SHAPE } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import { insertResource } from "../../../test/resource-fixtures.ts";
import {
  type SurveyFixture,
  type SurveyRole,
  startSurveyTestApp,
  type surveyFixtures,
} from "../../../test/survey-fixtures.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { answerOf } from "../../../test/unknown-answer.ts";
import { recordAudit } from "../../lib/audit.ts";
import { countHistory, historyPageQuery } from "./repository.ts";

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

/** The survey screens' save of a fixture survey (2110, office 09, period 3). */
async function edit(
  s: SurveyFixture,
  bzr: string,
  changes: { description?: string; evas: string[]; comment: string },
  caller: Caller = "SuperAdmin",
) {
  const res = await post(`/eid/${s.id}/update`, caller, {
    statisticId: "2110",
    bzr,
    federalStateCode: "09",
    period: 3,
    description: changes.description ?? `Testerhebung ${bzr}`,
    accessMode: true,
    evas: changes.evas,
    comment: changes.comment,
  });
  expect(res.statusCode).toBe(200);
}

const entriesOf = async (s: SurveyFixture, caller: Caller, query = "") => {
  const res = await get(`/history/eid/${s.erhebungsid}${query}`, caller);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("audit records of survey writes (issue 36, point 3)", () => {
  it("carry the snapshot shape, the actor's role and office, and a link to the edit's comment", async () => {
    const s = await newSurvey({ bzr: "264001", status: 3, accessMode: true });
    await edit(s, "264001", { evas: ["12612", "12411"], comment: "EVAS ergänzt" });
    const record = await t.db
      .selectFrom("audit_log as a")
      .innerJoin("survey_commentary as c", "c.id", "a.comment_id")
      .select(["a.shape", "a.actor_role", "a.actor_office", "c.comment"])
      .where("a.entity", "=", "survey")
      .where("a.entity_id", "=", String(s.id))
      .executeTakeFirstOrThrow();
    expect(record).toEqual({
      shape: SNAPSHOT_SHAPE,
      actor_role: "SuperAdmin",
      actor_office: expect.any(String),
      comment: "EVAS ergänzt",
    });
  });
});

describe("GET history/eid/{erhebungsid}", () => {
  it("shows each record through the reader's current rights, the actor's address only with USEREMAILADRESS_READ", async () => {
    // public and approved: every logged-in reader sees it; its resource in status 0 only who sees internal ones
    const s = await newSurvey({ bzr: "264002", status: 3, accessMode: true });
    await edit(s, "264002", { evas: ["12612", "12411"], comment: "EVAS ergänzt" });
    // A survey write's snapshots are the survey as its actor sees it (surveys/answer.ts, the answer of
    // eid/erhebungsid/{id}); a resource that came between two of them is a change of the survey's state.
    const snapshot = async () => (await get(`/eid/erhebungsid/${s.erhebungsid}`, "SuperAdmin")).json();
    const before = await snapshot();
    const resource = await insertResource(t.db, s, { status: 0, accessMode: false });
    const after = await snapshot();
    const actor = { id: null, email: "system", ip: null };
    await recordAudit(t.db, actor, { action: "EDIT", entity: "survey", entityId: s.id, before, after });

    const full = await entriesOf(s, "SuperAdmin");
    expect(full.total).toBe(2);
    expect(full.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { name: "system" },
      action: "EDIT",
      changes: [{ field: "resources", before: [], after: [resource.key] }],
    });
    expect(full.entries[1]).toMatchObject({
      actor: { name: expect.any(String), email: expect.stringContaining("@") },
      comment: "EVAS ergänzt",
      changes: [{ field: "evas", before: [], after: ["12411"] }],
    });

    const restricted = await entriesOf(s, "LoggedUser");
    expect(restricted.entries).toEqual([
      { ...full.entries[0], changes: [] },
      { ...full.entries[1], actor: { name: full.entries[1].actor.name } },
    ]);
  });

  it("pages newest first, filters by action and Berlin days, and refuses pages over 100", async () => {
    const s = await newSurvey({ bzr: "264003", status: 3, accessMode: true });
    await edit(s, "264003", { evas: ["12612", "12411"], comment: "eins" });
    await edit(s, "264003", { evas: ["12612"], comment: "zwei" });
    const second = await entriesOf(s, "SuperAdmin", "?page=1&size=1");
    expect(second).toMatchObject({ total: 2, entries: [{ comment: "eins" }] });
    expect((await entriesOf(s, "SuperAdmin", "?action=CREATE")).total).toBe(0);
    expect((await entriesOf(s, "SuperAdmin", "?from=2000-01-01&to=2000-12-31")).total).toBe(0);
    expect((await get(`/history/eid/${s.erhebungsid}?size=101`, "SuperAdmin")).statusCode).toBe(400);
  });

  it("answers the rows as CSV by the table CSV's rules", async () => {
    const s = await newSurvey({ bzr: "264004", status: 3, accessMode: true });
    await edit(s, "264004", { evas: ["12612", "12411"], comment: "=Formel; mit Semikolon" });
    const res = await get(`/history/eid/${s.erhebungsid}?format=csv`, "SuperAdmin");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("\uFEFFid;at;actor;email;action;comment;field;before;after");
    expect(lines[1]).toMatch(/;EDIT;"'=Formel; mit Semikolon";evas;;12411$/);
  });

  it("answers a survey the reader may not see as an unknown one, and nothing without the kind's right", async () => {
    const hidden = await newSurvey({ bzr: "264005", status: 0 });
    const unknown = "1211099999909";
    expect(answerOf(await get(`/history/eid/${hidden.erhebungsid}`, "LoggedUser"))).toEqual(
      answerOf(await get(`/history/eid/${unknown}`, "LoggedUser")),
    );
    expect((await get(`/history/eid/${hidden.erhebungsid}`, null)).statusCode).toBe(401);
    expect((await get("/history/person/1", "LoggedUser")).statusCode).toBe(403);
    expect((await get("/history/role/1", "FachAdmin")).statusCode).toBe(403);
    expect((await get("/history/request/1", "LoggedUser")).statusCode).toBe(403);
    expect((await get("/history/role/1", "SuperAdmin")).statusCode).toBe(200);
  });
});

describe("a survey's links in its history", () => {
  it("shows a link added and removed as changes of the links, with actions of their own that restore nothing", async () => {
    const s = await newSurvey({ bzr: "264008", status: 3, accessMode: true });
    const link = { content: "https://www.destatis.de/geburten", description: "Destatis" };
    const created = await post(`/eid/erhebungsid/links/create/${s.erhebungsid}`, "SuperAdmin", link);
    expect(created.statusCode).toBe(201);
    expect((await get(`/eid/erhebungsid/links/delete/${created.json().id}`, "SuperAdmin")).statusCode).toBe(
      200,
    );

    const history = await entriesOf(s, "SuperAdmin");
    expect(history.total).toBe(2);
    expect(history.entries).toMatchObject([
      { action: "LINK_DELETE", changes: [{ field: "links", before: [link.content], after: [] }] },
      { action: "LINK_CREATE", changes: [{ field: "links", before: [], after: [link.content] }] },
    ]);
    expect((await entriesOf(s, "SuperAdmin", "?action=LINK_CREATE")).entries).toMatchObject([
      { action: "LINK_CREATE" },
    ]);
    const restore = `/history/eid/${s.erhebungsid}/${history.entries[1].id}/restore`;
    expect((await post(restore, "SuperAdmin", { comment: "zurück" })).statusCode).toBe(404);
  });
});

describe("a person's permissions in their history", () => {
  it("shows a permission added and removed as changes of the permissions", async () => {
    const person = await newPerson(t.db);
    const added = await post(`/personPermission/${person.id}/create`, "SuperAdmin", {
      statisticId: "2110",
      lkz: "09",
      res_rights: true,
    });
    expect(added.statusCode).toBe(201);
    const removed = await t.api({
      method: "POST",
      url: `/personPermission/${added.json().id}/delete`,
      token: tokens.SuperAdmin,
    });
    expect(removed.statusCode).toBe(200);
    const history = (await get(`/history/person/${person.id}`, "SuperAdmin")).json();
    expect(history).toMatchObject({
      total: 2,
      entries: [
        {
          action: "DELETE_PERMISSION",
          changes: [{ field: "permissions", before: ["2110/09: res_rights"], after: [] }],
        },
        {
          action: "ADD_PERMISSION",
          changes: [{ field: "permissions", before: [], after: ["2110/09: res_rights"] }],
        },
      ],
    });
  });
});

describe("POST history/eid/{erhebungsid}/{entryId}/restore", () => {
  it("restores an earlier state as an edit, naming and leaving out an EVAS discontinued since", async () => {
    // 12613 was discontinued in 2015: the survey kept it, a new edit could not add it again
    const s = await newSurvey({ bzr: "264006", evas: ["12612", "12613"] });
    await edit(s, "264006", { description: "Alt", evas: ["12612", "12613"], comment: "alt" });
    await edit(s, "264006", { description: "Neu", evas: ["12612"], comment: "neu" });
    const [, old] = (await entriesOf(s, "SuperAdmin")).entries;

    const res = await post(`/history/eid/${s.erhebungsid}/${old.id}/restore`, "SuperAdmin", {
      comment: "zurück auf alt",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: "Alt",
      evas: [{ evas: "12612" }],
      leftOut: [{ field: "evas", reason: "noLongerExists", values: ["12613"] }],
    });
    const history = await entriesOf(s, "SuperAdmin");
    expect(history.total).toBe(3);
    expect(history.entries[0]).toMatchObject({
      action: "EDIT",
      comment: "zurück auf alt",
      changes: [{ field: "description", before: "Neu", after: "Alt" }],
    });
  });

  it("leaves out what the caller may not change, and answers a hidden survey as an unknown one", async () => {
    const s = await newSurvey({ bzr: "264007" });
    await edit(s, "264007", { description: "Alt", evas: ["12612"], comment: "alt" });
    await edit(s, "264007", { description: "Neu", evas: ["12612"], comment: "neu" });
    const [, old] = (await entriesOf(s, "SuperAdmin")).entries;
    const url = `/history/eid/${s.erhebungsid}/${old.id}/restore`;

    // eid_rights for 2110/09: the edit, not the data fields (SuperAdmin's)
    const res = await post(url, "FachAdmin", { comment: "versuch" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: "Neu",
      leftOut: [{ field: "description", reason: "notAllowed" }],
    });

    expect(answerOf(await post(url, "LoggedUser", { comment: "x" }))).toEqual(
      answerOf(await post(`/history/eid/1211099999909/${old.id}/restore`, "LoggedUser", { comment: "x" })),
    );
    expect((await post(url, "SuperAdmin", { comment: " " })).statusCode).toBe(400);
  });
});

describe("POST history/role/{id}/{entryId}/restore", () => {
  it("sets a role's rights as a record left them, through the role update's rules (ROLE_RIGHTS_NOT_HELD)", async () => {
    const role = await t.db
      .insertInto("role")
      .values({ name: "Verlaufsrolle" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const setRights = async (acls: string[]) => {
      const res = await post("/role/update", "SuperAdmin", [{ id: role.id, acls }]);
      expect(res.statusCode, res.body).toBe(200);
    };
    await setRights(["COMMENTARY_READ", "SQLEDITOR_ACCESS"]);
    await setRights(["COMMENTARY_READ"]);
    const history = (await get(`/history/role/${role.id}`, "SuperAdmin")).json();
    expect(history.entries[0].changes).toEqual([{ field: "acls", before: ["SQLEDITOR_ACCESS"], after: [] }]);
    const earlier = history.entries[1].id;
    const url = `/history/role/${role.id}/${earlier}/restore`;

    // OrgAdmin given ROLE_EDIT, without SQLEDITOR_ACCESS: may not give it back
    const orgAdminRole = await t.db
      .selectFrom("role")
      .select("id")
      .where("name", "=", "OrgAdmin")
      .executeTakeFirstOrThrow();
    await t.db.insertInto("role_acl").values({ role_id: orgAdminRole.id, acl: "ROLE_EDIT" }).execute();
    const orgAdmin = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
    const refused = await t.api({ method: "POST", url, token: orgAdmin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("ROLE_RIGHTS_NOT_HELD");

    const restored = await t.api({ method: "POST", url, token: tokens.SuperAdmin });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: role.id, leftOut: [] });
    expect(restored.json().acls).toEqual(expect.arrayContaining(["COMMENTARY_READ", "SQLEDITOR_ACCESS"]));
    expect((await get(`/history/role/${role.id}`, "SuperAdmin")).json().total).toBe(3);
  });
});

describe("a long history (issue 36, point 6)", () => {
  it("pages one object's records from the index (entity, entity_id, id), not from every record", async () => {
    // 20,000 records of 200 objects, 100 each: the page of one object must not read the others'
    await sql`
      INSERT INTO audit_log (action, entity, entity_id, after)
      SELECT 'EDIT', 'survey', (900000 + n % 200)::text, '{}'::jsonb FROM generate_series(1, 20000) AS n
    `.execute(t.db);
    await sql`ANALYZE audit_log`.execute(t.db);
    const filter = { entity: "survey", entityId: "900007", actorByEmail: false };
    const page = historyPageQuery(t.db, filter, { offset: 0, limit: 20 });
    const plan = (await page.explain()).map((row) => String(row["QUERY PLAN"])).join("\n");
    expect(plan).toContain("audit_log_history_idx");
    expect(await page.execute()).toHaveLength(20);
    expect(await countHistory(t.db, filter)).toBe(100);

    // an object's history reads its parts' records (a survey's links, a person's permissions) from an
    // index of each part's own (migration 0035)
    for (const part of Object.values(HISTORY_PARTS)) {
      await sql`
        INSERT INTO audit_log (action, entity, entity_id, after)
        SELECT 'CREATE', ${part.entity}::text, n::text, jsonb_build_object(${part.parentKey}::text, 900000 + n % 200)
        FROM generate_series(1, 20000) AS n
      `.execute(t.db);
      await sql`ANALYZE audit_log`.execute(t.db);
      const withPart = { ...filter, part };
      const partPlan = await historyPageQuery(t.db, withPart, { offset: 0, limit: 20 }).explain();
      expect(partPlan.map((row) => String(row["QUERY PLAN"])).join("\n")).toContain(
        `audit_log_${part.entity}_history_idx`,
      );
      expect(await countHistory(t.db, withPart)).toBe(200);
    }
  });
});

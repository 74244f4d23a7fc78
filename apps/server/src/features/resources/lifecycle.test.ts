import type { ResourceAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import {
  grantPermission,
  insertResource,
  type ResourceFixtureOptions,
} from "../../../test/resource-fixtures.ts";
import { auditOf, type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { answerOf, UNKNOWN_ID } from "../../../test/unknown-answer.ts";
import { storedCounts } from "../../../test/upload-fixtures.ts";

let t: TestApp;
let admin: string;
let specialist: string;
let itStaff: string;
let nobody: string;
let survey: SurveyFixture;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
let version = 0;

beforeAll(async () => {
  t = await createTestApp();
  newSurvey = await surveyFixtures(t.db);
  survey = await newSurvey();
  await grantPermission(t.db, userOf("LoggedUser"), { statisticId: "2110", lkz: "09" }, ["res_rights"]);
  await grantPermission(t.db, userOf("OrgAdmin"), { statisticId: "2110", lkz: "09" }, ["it_res_rights"]);
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  specialist = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
  itStaff = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
  nobody = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

/** A resource of the survey in the given state (a fresh version each time). */
const resource = (options: ResourceFixtureOptions = {}, on: SurveyFixture = survey) =>
  insertResource(t.db, on, { type: "97", version: ++version, ...options });

const call = (path: string, token: string | null = admin) =>
  t.api({ method: "GET", url: `/resource/${path}`, token });

async function statusOf(id: number) {
  return t.db
    .selectFrom("resource")
    .select(["status", "access_mode", "description"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** SPEC 4 and decision 13: a status each action is allowed from, one it is not, and where it leads. */
const TRANSITIONS: [path: string, from: number, refusedFrom: number, to: number, audit: string][] = [
  ["lock", 3, 0, 0, "LOCK"],
  ["testable", 0, 1, 1, "SET_TESTABLE"],
  ["usable", 1, 3, 3, "SET_USABLE"],
  ["delete", 0, 3, 9, "DELETE"],
  ["deletebutused", 8, 3, 11, "DELETE_BUT_USED"],
];

describe("GET resource/{id}/status/...", () => {
  it.each(TRANSITIONS)(
    "%s moves a resource from %i to its status, with an audit record",
    async (path, from, _, to, audit) => {
      const r = await resource({ status: from });
      const res = await call(`${r.id}/status/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ResourceAnswer>()).toMatchObject({ id: r.id, status: to, mutableKey: r.key });
      expect((await statusOf(r.id))?.status).toBe(to);
      const [record] = await auditOf(t.db, "resource", r.id);
      expect(record).toMatchObject({ action: audit, before: { status: from }, after: { status: to } });
    },
  );

  it.each(TRANSITIONS)(
    "%s is refused with 409 from a status the table does not list, nothing changed",
    async (path, _, refused) => {
      const r = await resource({ status: refused });
      const res = await call(`${r.id}/status/${path}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: "Der Status der Ressource erlaubt diese Aktion nicht." });
      expect((await statusOf(r.id))?.status).toBe(refused);
      expect(await auditOf(t.db, "resource", r.id)).toEqual([]);
    },
  );
});

describe("GET resource/{id}/usability and POST resource/{id}/description", () => {
  it("switches between public and internal", async () => {
    const r = await resource({ status: 1, accessMode: false });
    expect((await call(`${r.id}/usability`)).json()).toMatchObject({ accessMode: true });
    expect((await call(`${r.id}/usability`)).json()).toMatchObject({ accessMode: false });
    expect((await auditOf(t.db, "resource", r.id)).map((a) => a.action)).toEqual([
      "CHANGE_USABILITY",
      "CHANGE_USABILITY",
    ]);
  });

  it("changes the description from plain text, in any status, refusing an empty or overlong one", async () => {
    const describe = (id: number, text: string, lang = "de") =>
      t.api({
        method: "POST",
        url: `/resource/${id}/description`,
        token: admin,
        payload: text,
        headers: { "content-type": "text/plain; charset=utf-8", "accept-language": lang },
      });
    for (const status of [0, 8, 9, 10, 11]) {
      const r = await resource({ status });
      const res = await describe(r.id, "  Neue Beschreibung – Ä  ");
      expect(res.statusCode, res.body).toBe(200);
      expect((await statusOf(r.id))?.description).toBe("Neue Beschreibung – Ä");
    }
    const r = await resource();
    expect((await describe(r.id, "   ")).json()).toMatchObject({
      field: "description",
      message: "Bitte eine Beschreibung angeben",
    });
    expect((await describe(r.id, "", "en")).json()).toMatchObject({ message: "Please enter a description" });
    expect((await describe(r.id, "x".repeat(1001))).statusCode).toBe(400);
    expect((await statusOf(r.id))?.description).toBe(`Ressource ${r.key}`);
  });
});

describe("POST resource/{id}/delete (physical)", () => {
  const deletePhysically = (id: number, token: string, lang = "de") =>
    t.api({
      method: "POST",
      url: `/resource/${id}/delete`,
      token,
      headers: { "accept-language": lang },
    });

  it("lets a SuperAdmin remove a resource and its file, from any status", async () => {
    for (const status of [0, 1, 3, 8, 9, 11]) {
      const r = await resource({ status });
      const before = await storedCounts(t.db);
      const res = await deletePhysically(r.id, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: r.id, deleted: true });
      expect(await storedCounts(t.db)).toMatchObject({
        resources: (before?.resources ?? 0) - 1,
        blobs: (before?.blobs ?? 0) - 1,
      });
      const [record] = await auditOf(t.db, "resource", r.id);
      expect(record).toMatchObject({
        action: "DELETE_RIGOROS",
        before: { mutableKey: r.key, status, erhebungsid: survey.erhebungsid },
      });
    }
  });

  it("refuses everyone whose role is not SuperAdmin, even in status 0 and with every other right (SPEC 6)", async () => {
    // StatDBAdmin holds RESOURCE_EDIT (every type), the specialist res_rights for the survey's 97
    const statDbAdmin = await t.login(userOf("StatDBAdmin"), TEST_PASSWORD);
    for (const [token, lang, message] of [
      [specialist, "de", "Nur die Rolle SuperAdmin darf Ressourcen endgültig löschen."],
      [statDbAdmin, "en", "Only the role SuperAdmin may delete resources permanently."],
    ] as const) {
      const blocked = await resource({ status: 0 });
      const before = await storedCounts(t.db);
      const res = await deletePhysically(blocked.id, token, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: "RESOURCE_DELETE_SUPER_ADMIN_ONLY", message, field: "id" });
      expect(await storedCounts(t.db)).toEqual(before);
      expect(await statusOf(blocked.id)).toMatchObject({ status: 0 });
      expect(await auditOf(t.db, "resource", blocked.id)).toMatchObject([
        {
          action: "REFUSED_DELETE_RIGOROS",
          before: null,
          after: { rule: "superAdminOnly", code: "RESOURCE_DELETE_SUPER_ADMIN_ONLY" },
        },
      ]);
    }
  });

  it("asks anonymous callers to log in, knows no unknown resource, and keeps resources of closed surveys", async () => {
    const blocked = await resource({ status: 0 });
    expect(
      (await t.api({ method: "POST", url: `/resource/${blocked.id}/delete`, token: null })).statusCode,
    ).toBe(401);
    expect((await deletePhysically(999999, admin)).statusCode).toBe(404);
    const archived = await resource({ status: 0 }, await newSurvey({ status: 2 }));
    expect((await deletePhysically(archived.id, admin)).statusCode).toBe(409);
    expect(await statusOf(archived.id)).toMatchObject({ status: 0 });
  });
});

describe("who may act on a resource", () => {
  it("asks anonymous callers to log in and refuses callers without the type's right (SPEC 6)", async () => {
    const specialistType = await resource({ status: 3 });
    const itType = await resource({ type: "99", status: 3 });
    expect((await call(`${specialistType.id}/status/lock`, null)).statusCode).toBe(401);
    expect((await call(`${specialistType.id}/status/lock`, nobody)).statusCode).toBe(403);
    expect((await call(`${itType.id}/status/lock`, specialist)).statusCode).toBe(403);
    expect((await call(`${specialistType.id}/status/lock`, itStaff)).statusCode).toBe(403);
    expect((await call(`${specialistType.id}/status/lock`, specialist)).statusCode).toBe(200);
    expect((await call(`${itType.id}/status/lock`, itStaff)).statusCode).toBe(200);
  });

  it("answers a resource the caller may not see exactly as an unknown one; who sees it is refused (decision 34)", async () => {
    // mapping_rights sees the survey but not its internal resources; UserAdmin not even the blocked survey
    const mapper = await newPerson(t.db);
    await grantPermission(t.db, mapper.email, { statisticId: "2110", lkz: "09" }, ["mapping_rights"]);
    const mapping = await t.login(mapper.email, TEST_PASSWORD);
    const userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    const internal = await resource({ status: 3, accessMode: false });
    const open = await resource({ status: 3, accessMode: true });
    const deletePhysically = (id: number, token: string) =>
      t.api({ method: "POST", url: `/resource/${id}/delete`, token });
    for (const [token, hidden] of [
      [mapping, internal],
      [userAdmin, internal],
      [userAdmin, open],
    ] as const) {
      for (const path of ["status/lock", "usability"]) {
        const res = await call(`${hidden.id}/${path}`, token);
        expect(res.statusCode).toBe(404);
        expect(answerOf(res)).toEqual(answerOf(await call(`${UNKNOWN_ID}/${path}`, token)));
      }
      const removal = await deletePhysically(hidden.id, token);
      expect(answerOf(removal)).toEqual(answerOf(await deletePhysically(UNKNOWN_ID, token)));
      expect(await statusOf(hidden.id)).toMatchObject({ status: 3 });
    }
    expect((await call(`${open.id}/status/lock`, mapping)).statusCode).toBe(403);
    expect((await deletePhysically(open.id, mapping)).statusCode).toBe(403);
  });

  it("changes nothing while the survey is archived or deleted (409), and knows no unknown resource", async () => {
    for (const status of [2, 9]) {
      const closed = await newSurvey({ status });
      const r = await resource({ status: 3 }, closed);
      const refused = await call(`${r.id}/status/lock`);
      expect(refused.statusCode, String(status)).toBe(409);
      // the survey's status forbids it, and the message says so
      expect(refused.json()).toMatchObject({
        message: "Der Status der Erhebung erlaubt diese Aktion nicht.",
      });
      expect((await call(`${r.id}/usability`)).statusCode).toBe(409);
      expect((await statusOf(r.id))?.status).toBe(3);
    }
    expect((await call("999999/status/lock")).statusCode).toBe(404);
    expect((await call("abc/status/lock")).statusCode).toBe(400);
  });
});

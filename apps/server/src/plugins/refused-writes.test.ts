import { LOGGED_IN, PUBLIC } from "@erhdb/domain";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../test/fixtures.ts";
import { newPerson } from "../../test/person-fixtures.ts";
import { surveyFixtures } from "../../test/survey-fixtures.ts";
import { createTestApp, TEST_CONFIG, type TestApp } from "../../test/test-app.ts";
import { buildApp } from "../app.ts";
import { auditingRefusals, RefusedWrite } from "../lib/refused-write.ts";
import { accessPlugin, actorOf, routeWrites } from "./access.ts";
import { errorHandlerPlugin } from "./error-handler.ts";

/**
 * Decision 27: every refused write leaves exactly one audit record, whoever refused it (the access
 * declaration, a service's rights check, a protection rule), and a refused read leaves none.
 */

let t: TestApp;
let loggedUser: string;
let userAdmin: string;
let userAdminId: number;
let loggedUserId: number;
let survey: number;
/** approved and public: every caller sees it, so a missing right answers 403 (decision 34) */
let publicSurvey: number;

beforeAll(async () => {
  t = await createTestApp();
  loggedUser = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
  userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
  const ids = await t.db.selectFrom("person").select(["id", "email"]).execute();
  userAdminId = ids.find((p) => p.email === userOf("UserAdmin"))?.id ?? 0;
  loggedUserId = ids.find((p) => p.email === userOf("LoggedUser"))?.id ?? 0;
  const newSurvey = await surveyFixtures(t.db);
  survey = (await newSurvey({ statisticId: "7301", office: "06" })).id;
  publicSurvey = (await newSurvey({ statisticId: "7301", office: "06", status: 3, accessMode: true })).id;
});
afterAll(() => t.close());

async function lastAuditId(): Promise<number> {
  const row = await t.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The audit records written by one call, from an address of its own, answered with `status` (and `code`). */
async function recordsOf(
  call: (ip: string) => Promise<LightMyRequestResponse>,
  status: number,
  code?: string,
) {
  const after = await lastAuditId();
  const ip = t.newIp();
  const res = await call(ip);
  expect(res.statusCode).toBe(status);
  if (code) expect(res.json().code).toBe(code);
  return t.db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_email", "ip", "action", "entity", "entity_id", "before", "after"])
    .where("id", ">", after)
    .orderBy("id")
    .execute();
}

describe("a refused write", () => {
  it("by the access declaration, anonymous: one REFUSED_ record with the address, the route and the code, no body", async () => {
    const records = await recordsOf(
      (ip) =>
        t.api({
          method: "POST",
          url: "/person/create",
          remoteAddress: ip,
          payload: { email: "geheim@test.example", name: "Geheim" },
        }),
      401,
      "UNAUTHENTICATED",
    );
    expect(records).toEqual([
      {
        actor_id: null,
        actor_email: null,
        ip: expect.any(String),
        action: "REFUSED_PERSON_CREATE",
        entity: "route",
        entity_id: "POST /person/create",
        before: null,
        after: { status: 401, code: "UNAUTHENTICATED", params: {} },
      },
    ]);
    expect(JSON.stringify(records)).not.toContain("geheim");
  });

  it("by the access declaration, a role without the right: one record naming the caller and the path's ids", async () => {
    const target = await newPerson(t.db);
    const records = await recordsOf(
      (ip) =>
        t.api({ method: "POST", url: `/person/${target.id}/delete`, token: loggedUser, remoteAddress: ip }),
      403,
      "FORBIDDEN",
    );
    expect(records).toEqual([
      expect.objectContaining({
        actor_id: loggedUserId,
        actor_email: userOf("LoggedUser"),
        action: "REFUSED_PERSON_DELETE",
        entity_id: "POST /person/:id/delete",
        after: { status: 403, code: "FORBIDDEN", params: { id: String(target.id) } },
      }),
    ]);
  });

  it("by a service's rights check (forbidden()): one record", async () => {
    const records = await recordsOf(
      (ip) =>
        t.api({
          method: "POST",
          url: `/eid/${publicSurvey}/unlock`,
          token: loggedUser,
          remoteAddress: ip,
          payload: { comment: "frei" },
        }),
      403,
    );
    expect(records.map((r) => [r.action, r.entity_id])).toEqual([
      ["REFUSED_EID_UNLOCK", "POST /eid/:id/unlock"],
    ]);
  });

  it("by a protection rule: its own record only, never a second one", async () => {
    const records = await recordsOf(
      (ip) =>
        t.api({ method: "POST", url: `/person/${userAdminId}/delete`, token: userAdmin, remoteAddress: ip }),
      403,
    );
    expect(records.map((r) => [r.action, r.entity])).toEqual([["REFUSED_DELETE", "person"]]);
  });

  it("to a target hidden from the caller (answered as an unknown one, 404): one record", async () => {
    const records = await recordsOf(
      (ip) =>
        t.api({
          method: "POST",
          url: `/eid/${survey}/resource`,
          token: loggedUser,
          remoteAddress: ip,
          payload: "",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        }),
      404,
    );
    expect(records.map((r) => [r.action, r.after])).toEqual([
      ["REFUSED_EID_RESOURCE", { status: 404, code: "NOT_FOUND", params: { id: { id: survey } } }],
    ]);
  });

  it("of a GET that writes (SPEC 7's role/delete): one record", async () => {
    const records = await recordsOf(
      (ip) => t.api({ method: "GET", url: "/role/delete/Irgendwas", token: loggedUser, remoteAddress: ip }),
      403,
    );
    expect(records.map((r) => r.action)).toEqual(["REFUSED_ROLE_DELETE"]);
  });
});

describe("no record", () => {
  it("for a failed login beside its own LOGIN_FAILED (a public route refuses no rights)", async () => {
    const records = await recordsOf(
      (ip) =>
        t.api({
          method: "POST",
          url: "/login",
          remoteAddress: ip,
          payload: { username: userOf("LoggedUser"), password: "falsch-falsch" },
        }),
      401,
    );
    expect(records.map((r) => r.action)).toEqual(["LOGIN_FAILED"]);
  });

  it("for a write to an unknown target (404, no right was refused)", async () => {
    const records = await recordsOf(
      (ip) =>
        t.api({
          method: "POST",
          url: "/eid/999999/resource",
          token: loggedUser,
          remoteAddress: ip,
          payload: "",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        }),
      404,
    );
    expect(records).toEqual([]);
  });

  it("for a public write's answer to a wrong token (no right was refused)", async () => {
    const records = await recordsOf(
      (ip) =>
        t.api({
          method: "GET",
          url: `/newsletter/verify/subscribe?token=${"A".repeat(43)}`,
          remoteAddress: ip,
        }),
      404,
    );
    expect(records).toEqual([]);
  });
});

describe("a refused read leaves no record", () => {
  it.each([
    ["GET", "/person"],
    ["POST", "/person"],
    ["POST", "/request/table/csv/all"],
    ["POST", "/dbQuery"],
  ] as const)("%s %s", async (method, url) => {
    const anonymous = await recordsOf(
      (ip) => t.api({ method, url, remoteAddress: ip, ...(method === "POST" ? { payload: {} } : {}) }),
      401,
      "UNAUTHENTICATED",
    );
    const refused = await recordsOf(
      (ip) =>
        t.api({
          method,
          url,
          token: loggedUser,
          remoteAddress: ip,
          ...(method === "POST" ? { payload: {} } : {}),
        }),
      403,
      "FORBIDDEN",
    );
    expect([...anonymous, ...refused]).toEqual([]);
  });
});

describe("routeWrites", () => {
  it("takes the method's word unless the route says otherwise", () => {
    expect(routeWrites({ method: "POST" })).toBe(true);
    expect(routeWrites({ method: "GET" })).toBe(false);
    expect(routeWrites({ method: "HEAD" })).toBe(false);
    expect(routeWrites({ method: "POST", config: { writes: false } })).toBe(false);
    expect(routeWrites({ method: "GET", config: { writes: true } })).toBe(true);
  });
});

describe("a protection rule's refusal", () => {
  /** A server of its own with the access plugin and two routes that refuse as a protection rule does. */
  async function ruleServer() {
    // the app's own session check, on the test's database
    const { app: full, auth } = await buildApp({
      config: TEST_CONFIG,
      db: t.db,
      logger: false,
      webRoot: "/nonexistent-web-build",
    });
    await full.close();
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(accessPlugin, { auth, db: t.db, apiPrefix: "/api" });
    const refusal = () =>
      new RefusedWrite("PERSON_SELF", { key: "FORBIDDEN", params: {}, field: "id" }, [
        { action: "REFUSED_TEST", entity: "test", entityId: 1, after: { rule: "self" } },
      ]);
    app.post("/api/bare", { config: { access: LOGGED_IN } }, async () => {
      throw refusal();
    });
    app.post("/api/wrapped", { config: { access: LOGGED_IN } }, async (request) =>
      auditingRefusals(t.db, actorOf(request), async () => {
        throw refusal();
      }),
    );
    app.get("/api/public", { config: { access: PUBLIC } }, async () => ({}));
    return app;
  }

  it.each(["bare", "wrapped"])("is recorded once, thrown %s", async (route) => {
    const app = await ruleServer();
    try {
      const records = await recordsOf(
        (ip) =>
          app.inject({
            method: "POST",
            url: `/api/${route}`,
            headers: { authorization: loggedUser },
            remoteAddress: ip,
          }),
        403,
      );
      expect(records.map((r) => [r.action, r.actor_id, r.after])).toEqual([
        ["REFUSED_TEST", loggedUserId, { rule: "self" }],
      ]);
    } finally {
      await app.close();
    }
  });
});

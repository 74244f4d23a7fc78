import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CALLERS,
  type Caller,
  loginCallers,
  newPerson,
  userDataSnapshot,
} from "../../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/**
 * Every route of the user administration, the password flows and the util calls for anonymous callers,
 * each built-in role and the built-in admin (decision 16's table): allowed callers get the route's own
 * answer, the others 401 or 403, and a refused call changes nothing.
 */

let t: TestApp;
let tokens: Record<Caller, string | null>;
const ownIds = new Map<Caller, number>();
let loggedUserRole: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginCallers(t);
  for (const caller of CALLERS) {
    const token = tokens[caller];
    if (token) ownIds.set(caller, (await t.api({ method: "GET", url: "/auth", token })).json().id);
  }
  loggedUserRole = (
    await t.db.selectFrom("role").select("id").where("name", "=", "LoggedUser").executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

type Who = "everyone" | "loggedIn" | "USER_READ" | "USER_CREATE";
const HOLDERS: Record<"USER_READ" | "USER_CREATE", readonly Caller[]> = {
  USER_READ: ["SuperAdmin", "UserAdmin", "OrgAdmin", "admin"],
  USER_CREATE: ["SuperAdmin", "UserAdmin", "admin"],
};

function allowed(who: Who, caller: Caller): boolean {
  if (who === "everyone") return true;
  if (caller === "anonymous") return false;
  return who === "loggedIn" || HOLDERS[who].includes(caller);
}

interface RouteCase {
  route: string;
  who: Who;
  /** the allowed answer (a 400 where the body is refused after the access check on purpose) */
  status: number;
  /** writes what the call needs (an account, a permission) and gives its id */
  setup?: () => Promise<number>;
  call: (token: string | null, caller: Caller, id: number) => Promise<LightMyRequestResponse>;
}

const target = async () => (await newPerson(t.db)).id;
let counter = 0;
const api = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  t.api({ method, url, token, payload, remoteAddress: t.newIp() });
const tableQuery = async (token: string | null) => {
  const state = await api("GET", "/person/tablestate", tokens.admin);
  return api("POST", "/person", token, { page: 0, size: 10, columns: state.json().columns });
};

const ROUTES: RouteCase[] = [
  {
    route: "GET person/tablestate",
    who: "USER_READ",
    status: 200,
    call: (tk) => api("GET", "/person/tablestate", tk),
  },
  { route: "POST person", who: "USER_READ", status: 200, call: tableQuery },
  { route: "GET person", who: "USER_READ", status: 200, call: (tk) => api("GET", "/person", tk) },
  {
    route: "GET person/{id}",
    who: "USER_READ",
    status: 200,
    setup: target,
    call: (tk, _, id) => api("GET", `/person/${id}`, tk),
  },
  {
    route: "POST person/create",
    who: "USER_CREATE",
    status: 201,
    call: (tk) =>
      api("POST", "/person/create", tk, {
        email: `matrix-${++counter}@test.example`,
        name: "Matrix",
        forename: "Test",
        phone: "1",
        office: "05",
        role: { id: loggedUserRole },
      }),
  },
  {
    route: "POST person/{id}/update",
    who: "USER_CREATE",
    status: 200,
    setup: target,
    call: (tk, _, id) =>
      api("POST", `/person/${id}/update`, tk, {
        email: `geaendert-${++counter}@test.example`,
        name: "Geändert",
        forename: "Test",
        phone: "1",
        office: "05",
        role: { id: loggedUserRole },
      }),
  },
  {
    route: "POST person/{id}/delete",
    who: "USER_CREATE",
    status: 200,
    setup: target,
    call: (tk, _, id) => api("POST", `/person/${id}/delete`, tk),
  },
  {
    route: "POST person/{id}/pw",
    who: "USER_CREATE",
    status: 200,
    setup: target,
    call: (tk, _, id) => api("POST", `/person/${id}/pw`, tk),
  },
  {
    route: "POST person/{id}/settings (own)",
    who: "loggedIn",
    status: 200,
    call: (tk, caller) =>
      api("POST", `/person/${ownIds.get(caller) ?? 1}/settings`, tk, { theme: 1, lang: "de" }),
  },
  {
    route: "POST personPermission/{personId}/create",
    who: "USER_CREATE",
    status: 201,
    setup: target,
    call: (tk, _, id) =>
      api("POST", `/personPermission/${id}/create`, tk, { statisticId: "2110", lkz: "09", res_rights: true }),
  },
  {
    route: "POST personPermission/{permissionId}/delete",
    who: "USER_CREATE",
    status: 200,
    setup: async () => {
      const permission = await t.db
        .insertInto("person_permission")
        .values({ person_id: await target(), statistic_id: "2110", lkz: "09", res_rights: true })
        .returning("id")
        .executeTakeFirstOrThrow();
      return permission.id;
    },
    call: (tk, _, id) => api("POST", `/personPermission/${id}/delete`, tk),
  },
  {
    route: "POST person/password/reset",
    who: "everyone",
    status: 202,
    call: (tk) => api("POST", "/person/password/reset", tk, { email: `niemand-${++counter}@test.example` }),
  },
  {
    route: "POST person/password/checkToken",
    who: "everyone",
    status: 200,
    call: (tk) => api("POST", "/person/password/checkToken", tk, { token: "A".repeat(43) }),
  },
  {
    // a token that works nowhere: the call is let in and refuses the token
    route: "POST person/password/validateNewPassword",
    who: "everyone",
    status: 400,
    call: (tk) =>
      api("POST", "/person/password/validateNewPassword", tk, {
        token: "A".repeat(43),
        password: "Egal-Passwort-1",
      }),
  },
  {
    // a wrong current password: the call is let in and refuses it, no password changes
    route: "POST person/password/resetLoggedIn",
    who: "loggedIn",
    status: 400,
    call: (tk) =>
      api("POST", "/person/password/resetLoggedIn", tk, {
        currentPassword: "falsch-falsch",
        password: "Egal-Passwort-1",
        passwordAgain: "Egal-Passwort-1",
      }),
  },
  {
    route: "GET util/statistikIdMinimized",
    who: "everyone",
    status: 200,
    call: (tk) => api("GET", "/util/statistikIdMinimized", tk),
  },
  {
    route: "GET util/allStatistikId",
    who: "loggedIn",
    status: 200,
    call: (tk) => api("GET", "/util/allStatistikId", tk),
  },
  {
    route: "GET util/allApprovedStatistikId",
    who: "everyone",
    status: 200,
    call: (tk) => api("GET", "/util/allApprovedStatistikId", tk),
  },
  {
    route: "GET util/permission/statid",
    who: "loggedIn",
    status: 200,
    call: (tk) => api("GET", "/util/permission/statid", tk),
  },
  {
    route: "GET util/statistikIdWithPersons",
    who: "USER_READ",
    status: 200,
    call: (tk) => api("GET", "/util/statistikIdWithPersons", tk),
  },
  {
    route: "GET util/persons/statid/{statisticId}",
    who: "USER_READ",
    status: 200,
    call: (tk) => api("GET", "/util/persons/statid/2110", tk),
  },
  {
    route: "GET util/Person/personPermission/{id}",
    who: "USER_READ",
    status: 200,
    setup: target,
    call: (tk, _, id) => api("GET", `/util/Person/personPermission/${id}`, tk),
  },
];

describe.each(ROUTES)("$route ($who)", ({ who, status, setup, call }) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const token = tokens[caller];
    const id = setup ? await setup() : 0;
    const before = await userDataSnapshot(t.db);
    const res = await call(token, caller, id);
    if (allowed(who, caller)) {
      expect(res.statusCode, res.body).toBe(status);
      return;
    }
    expect(res.statusCode).toBe(caller === "anonymous" ? 401 : 403);
    expect(res.json().code).toBe(caller === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN");
    expect(await userDataSnapshot(t.db)).toEqual(before);
  });
});

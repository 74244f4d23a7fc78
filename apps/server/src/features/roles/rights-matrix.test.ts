import { ROLE_NAMES, type RoleName } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { insertRole, roleState } from "./role-test-support.ts";

/**
 * Who may call which role route (decision 16): reads need ROLE_READ (SuperAdmin, UserAdmin), writes
 * ROLE_EDIT (SuperAdmin only, by the built-in rights); anonymous callers get 401. A refused call
 * changes nothing.
 */

let t: TestApp;
const tokens: Partial<Record<RoleName, string>> = {};
let target: { roleId: number; roleName: string; statidId: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLE_NAMES) tokens[role] = await t.login(userOf(role), TEST_PASSWORD);
  const role = await insertRole(t);
  const statid = await t.db
    .insertInto("role_statid")
    .values({ role_id: role.id, statistic_id: "4711" })
    .returning("id")
    .executeTakeFirstOrThrow();
  target = { roleId: role.id, roleName: role.name, statidId: statid.id };
});
afterAll(() => t.close());

interface Call {
  method: "GET" | "POST";
  url: string;
  payload?: object;
  /** the status of an allowed call */
  ok: number;
}

const READS = (): Call[] => [
  { method: "GET", url: "/role", ok: 200 },
  { method: "GET", url: "/acl", ok: 200 },
  { method: "GET", url: "/roleStatids", ok: 200 },
  { method: "GET", url: "/roleStatids/allIds", ok: 200 },
];

// in an order that succeeds for an allowed caller: each write leaves what the next one needs
const WRITES = (): Call[] => [
  { method: "POST", url: "/role/create", payload: { name: "MatrixRole", acls: ["USER_READ"] }, ok: 201 },
  { method: "POST", url: "/role/update", payload: [{ id: target.roleId, acls: ["REQUEST_READ"] }], ok: 200 },
  { method: "POST", url: "/roleStatids", payload: { roleId: target.roleId, statisticId: "4712" }, ok: 201 },
  { method: "POST", url: "/roleStatids/delete", payload: { id: target.statidId }, ok: 200 },
  { method: "GET", url: `/role/delete/${target.roleName}`, ok: 200 },
];

const ALLOWED_READERS: RoleName[] = ["SuperAdmin", "UserAdmin"];
const ALLOWED_WRITERS: RoleName[] = ["SuperAdmin"];

const call = (c: Call, token: string | null) =>
  t.api({ method: c.method, url: c.url, token, ...(c.payload === undefined ? {} : { payload: c.payload }) });

describe("the rights matrix of the role routes", () => {
  it("refuses anonymous callers (401) and roles without the right (403), changing nothing", async () => {
    const before = await roleState(t);
    for (const c of [...READS(), ...WRITES()]) {
      const anonymous = await call(c, null);
      expect(anonymous.statusCode, `${c.url} anonymous`).toBe(401);
      expect(anonymous.json().code).toBe("UNAUTHENTICATED");
    }
    for (const role of ROLE_NAMES) {
      const refusedReads = ALLOWED_READERS.includes(role) ? [] : READS();
      const refusedWrites = ALLOWED_WRITERS.includes(role) ? [] : WRITES();
      for (const c of [...refusedReads, ...refusedWrites]) {
        const res = await call(c, tokens[role] ?? null);
        expect(res.statusCode, `${c.method} ${c.url} as ${role}`).toBe(403);
        expect(res.json().code).toBe("FORBIDDEN");
      }
    }
    expect(await roleState(t)).toEqual(before);
  });

  it("lets ROLE_READ read (SuperAdmin, UserAdmin)", async () => {
    for (const role of ALLOWED_READERS) {
      for (const c of READS())
        expect((await call(c, tokens[role] ?? null)).statusCode, `${c.url} as ${role}`).toBe(c.ok);
    }
  });

  it("lets ROLE_EDIT write (SuperAdmin)", async () => {
    for (const c of WRITES()) {
      const res = await call(c, tokens.SuperAdmin ?? null);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(c.ok);
    }
    const names = (await t.db.selectFrom("role").select("name").execute()).map((r) => r.name);
    expect(names).toContain("MatrixRole");
    expect(names).not.toContain(target.roleName);
  });
});

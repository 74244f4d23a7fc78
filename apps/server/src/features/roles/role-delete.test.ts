import { UNDELETABLE_ROLES } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import {
  auditSince,
  insertPerson,
  insertRole,
  lastAuditId,
  roleIdOf,
  roleState,
} from "./role-test-support.ts";

let t: TestApp;
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const remove = (name: string, token = superAdmin, lang = "de") =>
  t.api({
    method: "GET",
    url: `/role/delete/${encodeURIComponent(name)}`,
    token,
    headers: { "accept-language": lang },
  });

async function expectRefused(name: string, status: number, code: string, rule?: string, token = superAdmin) {
  const before = await roleState(t);
  const since = await lastAuditId(t);
  const res = await remove(name, token);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  expect(await roleState(t)).toEqual(before);
  const records = await auditSince(t, since);
  expect(records.map((r) => [r.action, (r.after as { rule?: string } | null)?.rule])).toEqual(
    rule ? [["REFUSED_DELETE", rule]] : [],
  );
  return res.json();
}

describe("GET role/delete/{name}", () => {
  it("never deletes SuperAdmin, LoggedUser, UserAdmin or CoreBroker (403, audited)", async () => {
    for (const name of UNDELETABLE_ROLES) {
      const body = await expectRefused(name, 403, "ROLE_BUILTIN", "undeletable");
      expect(body.message).toBe(`Die eingebaute Rolle ${name} kann nicht gelöscht werden.`);
    }
  });

  it("keeps a role someone holds, deleted accounts too, with SPEC 8's message (409)", async () => {
    const de = await expectRefused("FachAdmin", 409, "ROLE_IN_USE");
    expect(de).toEqual({
      code: "ROLE_IN_USE",
      message: "Es gibt noch Benutzer mit dieser Rolle. Löschen nicht möglich.",
    });
    const en = await remove("FachAdmin", superAdmin, "en");
    expect(en.json().message).toBe("There are still users with this role. It cannot be deleted.");
    const role = await insertRole(t);
    await insertPerson(t, role.id, { deleted: true });
    await expectRefused(role.name, 409, "ROLE_IN_USE");
  });

  it("deletes a role nobody holds with its rights and statistic ids, and records what it was", async () => {
    const role = await insertRole(t, ["USER_READ", "REQUEST_READ"]);
    await t.db
      .insertInto("role_statid")
      .values([
        { role_id: role.id, statistic_id: "2110" },
        { role_id: role.id, statistic_id: "0042" },
      ])
      .execute();
    const since = await lastAuditId(t);
    const res = await remove(role.name);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: role.id, deleted: true });
    expect(await t.db.selectFrom("role").select("id").where("id", "=", role.id).execute()).toEqual([]);
    expect(await t.db.selectFrom("role_acl").select("acl").where("role_id", "=", role.id).execute()).toEqual(
      [],
    );
    expect(
      await t.db.selectFrom("role_statid").select("id").where("role_id", "=", role.id).execute(),
    ).toEqual([]);
    expect(await auditSince(t, since)).toEqual([
      {
        action: "DELETE",
        entity: "role",
        entity_id: String(role.id),
        actor_id: expect.any(Number),
        before: {
          id: role.id,
          name: role.name,
          acls: ["USER_READ", "REQUEST_READ"],
          statisticIds: ["0042", "2110"],
        },
        after: null,
      },
    ]);
    await expectRefused(role.name, 404, "NOT_FOUND");
  });

  it("answers an unknown name with 404 and a malformed one with 400", async () => {
    const unknown = await expectRefused("Nobody", 404, "NOT_FOUND");
    expect(unknown).toEqual({ code: "NOT_FOUND", message: "Die Rolle Nobody gibt es nicht.", field: "name" });
    const malformed = await expectRefused("no role!", 400, "VALIDATION");
    expect(malformed.field).toBe("name");
  });

  it("keeps a role ranking above the caller's, before saying whether it is held (403, audited)", async () => {
    const orgAdminRole = await roleIdOf(t, "OrgAdmin");
    await t.db.insertInto("role_acl").values({ role_id: orgAdminRole, acl: "ROLE_EDIT" }).execute();
    const orgAdmin = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
    const body = await expectRefused("StatDBAdmin", 403, "ROLE_RANK", "rank", orgAdmin);
    expect(body).toEqual({
      code: "ROLE_RANK",
      message: "Die Rolle StatDBAdmin steht über Ihrer eigenen Rolle.",
      field: "name",
    });
  });
});

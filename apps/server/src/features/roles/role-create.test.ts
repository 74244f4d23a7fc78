import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import {
  auditSince,
  callerWith,
  insertPerson,
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

const create = (payload: object, token = superAdmin, lang = "de") =>
  t.api({ method: "POST", url: "/role/create", payload, token, headers: { "accept-language": lang } });

/** Expects the call refused with this status and code, nothing changed but the audit records `audit`. */
async function expectRefused(
  send: () => ReturnType<typeof create>,
  status: number,
  code: string,
  audit: { action: string; rule: string }[] = [],
) {
  const before = await roleState(t);
  const since = await lastAuditId(t);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  expect(await roleState(t)).toEqual(before);
  const records = await auditSince(t, since);
  expect(
    records.map((r) => ({ action: r.action, rule: (r.after as { rule?: string } | null)?.rule })),
  ).toEqual(audit);
  return res.json();
}

describe("POST role/create", () => {
  it("creates a role with its rights (201), lists it and records it", async () => {
    const since = await lastAuditId(t);
    const res = await create({ name: "Auditor", acls: ["REQUEST_READ", "USER_READ", "USER_READ"] });
    expect(res.statusCode, res.body).toBe(201);
    const role = res.json();
    // rights in SPEC 6's order, each once
    expect(role).toEqual({ id: expect.any(Number), name: "Auditor", acls: ["USER_READ", "REQUEST_READ"] });
    const listed = (await t.api({ method: "GET", url: "/role", token: superAdmin })).json();
    expect(listed).toContainEqual(role);
    expect(await auditSince(t, since)).toEqual([
      {
        action: "CREATE",
        entity: "role",
        entity_id: String(role.id),
        actor_id: expect.any(Number),
        before: null,
        after: { ...role, persons: [] },
      },
    ]);
  });

  it("refuses a name taken in any case (409, the field named) in the caller's language", async () => {
    await create({ name: "Reviewer", acls: [] });
    const de = await expectRefused(() => create({ name: "reviewer", acls: [] }), 409, "ROLE_EXISTS");
    expect(de).toEqual({
      code: "ROLE_EXISTS",
      message: "Eine Rolle namens Reviewer gibt es bereits (Groß- und Kleinschreibung zählt nicht).",
      field: "name",
    });
    const en = await expectRefused(
      () => create({ name: "SUPERADMIN", acls: [] }, superAdmin, "en"),
      409,
      "ROLE_EXISTS",
    );
    expect(en.message).toBe("A role named SuperAdmin already exists (upper and lower case do not count).");
  });

  it("refuses a malformed name or an unknown right (400, the field named)", async () => {
    const name = await expectRefused(() => create({ name: "Prüfer", acls: [] }), 400, "VALIDATION");
    expect(name).toEqual({ code: "VALIDATION", message: "Ungültige Eingabe im Feld name.", field: "name" });
    const acl = await expectRefused(() => create({ name: "Valid", acls: ["ROOT"] }), 400, "VALIDATION");
    expect(acl.field).toBe("acls.0");
  });

  it("refuses rights the caller lacks and a name ranking above the caller's (403, audited)", async () => {
    const editor = await callerWith(t, ["ROLE_READ", "ROLE_EDIT"]);
    const rights = await expectRefused(
      () => create({ name: "Wider", acls: ["ROLE_EDIT", "USER_READ", "SQLEDITOR_ACCESS"] }, editor.token),
      403,
      "ROLE_RIGHTS_NOT_HELD",
      [{ action: "REFUSED_CREATE", rule: "rights" }],
    );
    expect(rights.message).toBe(
      "Sie können der Rolle Wider keine Rechte geben, die Sie selbst nicht haben: USER_READ, SQLEDITOR_ACCESS.",
    );
    // the other rules come before the name's uniqueness: a guest-ranked caller learns nothing of FachAdmin
    await expectRefused(() => create({ name: "FachAdmin", acls: [] }, editor.token), 403, "ROLE_RANK", [
      { action: "REFUSED_CREATE", rule: "rank" },
    ]);
    expect((await create({ name: "Narrow", acls: ["ROLE_READ"] }, editor.token)).statusCode).toBe(201);
  });
});

describe("POST role/create with persons", () => {
  it("gives the new role to the persons, each change audited", async () => {
    const loggedUser = await roleIdOf(t, "LoggedUser");
    const [a, b] = [await insertPerson(t, loggedUser), await insertPerson(t, loggedUser)];
    const since = await lastAuditId(t);
    const res = await create({ name: "Team", acls: ["USER_READ"], persons: [a.id, b.id, a.id] });
    expect(res.statusCode, res.body).toBe(201);
    const holders = await t.db
      .selectFrom("person")
      .select("id")
      .where("role_id", "=", res.json().id)
      .execute();
    expect(holders.map((h) => h.id).sort()).toEqual([a.id, b.id].sort());
    const records = await auditSince(t, since);
    expect(records.map((r) => [r.action, r.entity, r.before, r.after])).toEqual([
      ["CREATE", "role", null, { ...res.json(), persons: [a.id, b.id, a.id] }],
      ["EDIT", "person", { role: "LoggedUser" }, { role: "Team" }],
      ["EDIT", "person", { role: "LoggedUser" }, { role: "Team" }],
    ]);
  });

  it("refuses the whole role when one person may not get it (403, audited, nothing saved)", async () => {
    const fine = await insertPerson(t, await roleIdOf(t, "LoggedUser"));
    const admin = await t.db
      .selectFrom("person")
      .select("id")
      .where("builtin", "=", true)
      .executeTakeFirstOrThrow();
    const builtin = await expectRefused(
      () => create({ name: "Grab", acls: [], persons: [fine.id, admin.id] }),
      403,
      "PERSON_BUILTIN",
      [{ action: "REFUSED_CREATE", rule: "builtin" }],
    );
    expect(builtin).toEqual({
      code: "PERSON_BUILTIN",
      message: "Das eingebaute Administratorkonto kann niemand ändern.",
      field: "persons",
    });

    // a caller with ROLE_EDIT and USER_CREATE whose role ranks as OrgAdmin (2)
    const orgAdminRole = await roleIdOf(t, "OrgAdmin");
    await t.db
      .insertInto("role_acl")
      .values([
        { role_id: orgAdminRole, acl: "ROLE_EDIT" },
        { role_id: orgAdminRole, acl: "USER_CREATE" },
      ])
      .execute();
    const orgAdmin = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
    const statDbAdmin = await insertPerson(t, await roleIdOf(t, "StatDBAdmin"));
    const rank = await expectRefused(
      () => create({ name: "Demote", acls: [], persons: [statDbAdmin.id] }, orgAdmin),
      403,
      "PERSON_RANK",
      [{ action: "REFUSED_CREATE", rule: "rank" }],
    );
    expect(rank.message).toBe(`Die Rolle von ${statDbAdmin.name}, Test steht über Ihrer eigenen Rolle.`);
    // a guest-ranked role holding rights the caller lacks (issue 24)
    const coreBroker = await insertPerson(t, await roleIdOf(t, "CoreBroker"));
    const rights = await expectRefused(
      () => create({ name: "Umzug", acls: [], persons: [coreBroker.id] }, orgAdmin),
      403,
      "PERSON_RIGHTS_NOT_HELD",
      [{ action: "REFUSED_CREATE", rule: "rights" }],
    );
    expect(rights.message).toBe(
      `Die Rolle von ${coreBroker.name}, Test hat Rechte, die Sie selbst nicht haben.`,
    );

    const noUserCreate = await callerWith(t, ["ROLE_EDIT"]);
    await expectRefused(
      () => create({ name: "Recruit", acls: [], persons: [fine.id] }, noUserCreate.token),
      403,
      "USER_CREATE_REQUIRED",
      [{ action: "REFUSED_CREATE", rule: "right" }],
    );
  });

  it("refuses an unknown person (404, the field named)", async () => {
    const res = await expectRefused(
      () => create({ name: "Nobody", acls: [], persons: [999_999] }),
      404,
      "NOT_FOUND",
    );
    expect(res).toEqual({
      code: "NOT_FOUND",
      message: "Einen Benutzer mit der Id 999999 gibt es nicht.",
      field: "persons",
    });
  });

  it("the built-in admin may give SuperAdmins a new role; another SuperAdmin may too", async () => {
    const superAdminRole = await roleIdOf(t, "SuperAdmin");
    const colleague = await insertPerson(t, superAdminRole);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    expect((await create({ name: "Moved", acls: [], persons: [colleague.id] }, admin)).statusCode).toBe(201);
    const other = await insertPerson(t, superAdminRole);
    expect((await create({ name: "MovedToo", acls: [], persons: [other.id] })).statusCode).toBe(201);
  });
});

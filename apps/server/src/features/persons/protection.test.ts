import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson, personAudit, userDataSnapshot } from "../../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let admin: string;
let superAdmin: string;
let userAdmin: string;
/** a custom role with USER_CREATE, USER_READ and COMMENTARY_READ, ranking as guest (SPEC 3) */
let guestAdmin: string;
let adminId: number;
let userAdminId: number;
let roleIds: Map<string, number>;

/** A custom role of the test's own with these rights. */
async function customRole(name: string, acls: readonly string[]): Promise<number> {
  const role = await t.db.insertInto("role").values({ name }).returning("id").executeTakeFirstOrThrow();
  await t.db
    .insertInto("role_acl")
    .values(acls.map((acl) => ({ role_id: role.id, acl })))
    .execute();
  roleIds.set(name, role.id);
  return role.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const role = await t.db
    .insertInto("role")
    .values({ name: "Hilfsadmin" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("role_acl")
    .values(["USER_CREATE", "USER_READ", "COMMENTARY_READ"].map((acl) => ({ role_id: role.id, acl })))
    .execute();
  const helper = await newPerson(t.db, { role: "Hilfsadmin" });
  admin = await t.login(ADMIN.email, ADMIN.password);
  superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
  guestAdmin = await t.login(helper.email, TEST_PASSWORD);
  const ids = await t.db.selectFrom("person").select(["id", "email", "builtin"]).execute();
  adminId = ids.find((p) => p.builtin)?.id ?? 0;
  userAdminId = ids.find((p) => p.email === userOf("UserAdmin"))?.id ?? 0;
  const roles = await t.db.selectFrom("role").select(["id", "name"]).execute();
  roleIds = new Map(roles.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

type Action = "edit" | "pw" | "delete" | "permission";
const AUDIT_ACTION: Record<Action, string> = {
  edit: "REFUSED_EDIT",
  pw: "REFUSED_RESET_PASSWORD",
  delete: "REFUSED_DELETE",
  permission: "REFUSED_ADD_PERMISSION",
};

const writeBody = (role: string) => ({
  email: `geaendert-${role.toLowerCase()}-${Date.now()}@test.example`,
  name: "Geändert",
  forename: "Test",
  phone: "1",
  office: "00",
  role: { id: roleIds.get(role) },
});

function act(action: Action, id: number, token: string, role = "LoggedUser") {
  const url = {
    edit: `/person/${id}/update`,
    pw: `/person/${id}/pw`,
    delete: `/person/${id}/delete`,
    permission: `/personPermission/${id}/create`,
  }[action];
  const payload = {
    edit: writeBody(role),
    pw: undefined,
    delete: undefined,
    permission: { statisticId: "2110", lkz: "09", eid_rights: true },
  }[action];
  return t.api({ method: "POST", url, payload, token });
}

/** The call is refused with 403 and the code, changes nothing, and leaves one audit record of the attempt. */
async function expectRefused(action: Action, targetId: number, token: string, code: string, message: string) {
  const before = await userDataSnapshot(t.db);
  const audits = (await personAudit(t.db, targetId)).length;
  const res = await act(action, targetId, token);
  expect(res.statusCode, `${action} ${code}`).toBe(403);
  expect(res.json()).toMatchObject({ code, message });
  expect(await userDataSnapshot(t.db)).toEqual(before);
  const records = await personAudit(t.db, targetId);
  expect(records).toHaveLength(audits + 1);
  expect(records.at(-1)).toMatchObject({ action: AUDIT_ACTION[action], after: { code } });
}

describe("protection rules (SPEC 6, decision 16)", () => {
  it("nobody edits, resets, deletes or changes the permissions of the built-in admin account, not even itself", async () => {
    for (const token of [superAdmin, admin]) {
      for (const action of ["edit", "pw", "delete", "permission"] as const) {
        await expectRefused(
          action,
          adminId,
          token,
          "PERSON_BUILTIN",
          "Das eingebaute Administratorkonto kann niemand bearbeiten, zurücksetzen oder löschen.",
        );
      }
    }
  });

  it("only the built-in admin resets or deletes a SuperAdmin; SuperAdmins edit SuperAdmins", async () => {
    const other = await newPerson(t.db, { role: "SuperAdmin" });
    const message =
      "Nur das eingebaute Administratorkonto darf Passwörter und Konten von SuperAdmins zurücksetzen oder löschen.";
    for (const token of [superAdmin, userAdmin]) {
      await expectRefused("pw", other.id, token, "PERSON_BUILTIN_ADMIN_ONLY", message);
      await expectRefused("delete", other.id, token, "PERSON_BUILTIN_ADMIN_ONLY", message);
    }
    expect((await act("edit", other.id, superAdmin, "SuperAdmin")).statusCode).toBe(200);
    expect((await act("permission", other.id, superAdmin)).statusCode).toBe(201);
    expect((await act("pw", other.id, admin)).statusCode).toBe(200);
    expect((await act("delete", other.id, admin)).statusCode).toBe(200);
  });

  it("only SuperAdmins edit a SuperAdmin or change their permissions", async () => {
    const other = await newPerson(t.db, { role: "SuperAdmin" });
    const message = "Nur SuperAdmins dürfen Konten von SuperAdmins bearbeiten.";
    await expectRefused("edit", other.id, userAdmin, "PERSON_SUPER_ADMIN_ONLY", message);
    await expectRefused("permission", other.id, userAdmin, "PERSON_SUPER_ADMIN_ONLY", message);
  });

  it("nobody acts on an account whose role ranks above their own", async () => {
    const fachAdmin = await newPerson(t.db, { role: "FachAdmin" });
    for (const action of ["edit", "pw", "delete", "permission"] as const) {
      await expectRefused(
        action,
        fachAdmin.id,
        guestAdmin,
        "PERSON_RANK",
        "Die Rolle dieses Kontos steht über Ihrer eigenen.",
      );
    }
    const loggedUser = await newPerson(t.db, { role: "LoggedUser" });
    expect((await act("edit", loggedUser.id, guestAdmin, "LoggedUser")).statusCode).toBe(200);
  });

  it("nobody deletes their own account", async () => {
    await expectRefused(
      "delete",
      userAdminId,
      userAdmin,
      "PERSON_SELF",
      "Sie können Ihr eigenes Konto nicht löschen.",
    );
  });

  it("nobody gives an account a role above their own, on create or edit (ROLE_RANK)", async () => {
    const target = await newPerson(t.db, { role: "LoggedUser" });
    const before = await userDataSnapshot(t.db);
    const edit = await act("edit", target.id, userAdmin, "SuperAdmin");
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({
      code: "ROLE_RANK",
      field: "role",
      message: "Die Rolle SuperAdmin steht über Ihrer eigenen Rolle.",
    });
    const create = await t.api({
      method: "POST",
      url: "/person/create",
      payload: writeBody("FachAdmin"),
      token: guestAdmin,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe("ROLE_RANK");
    expect(await userDataSnapshot(t.db)).toEqual(before);
    expect((await personAudit(t.db, target.id)).at(-1)).toMatchObject({
      action: "REFUSED_EDIT",
      after: { rule: "rank", code: "ROLE_RANK", role: "SuperAdmin" },
    });
    const refusedCreate = await t.db
      .selectFrom("audit_log")
      .select(["entity", "entity_id", "after"])
      .where("action", "=", "REFUSED_CREATE")
      .execute();
    expect(refusedCreate).toEqual([
      {
        entity: "person",
        entity_id: null,
        after: expect.objectContaining({ code: "ROLE_RANK", role: "FachAdmin" }),
      },
    ]);
    // the same rank and below are fine, the own account included
    expect((await act("edit", target.id, userAdmin, "UserAdmin")).statusCode).toBe(200);
    expect((await act("edit", userAdminId, userAdmin, "UserAdmin")).statusCode).toBe(200);
  });

  it("a UserAdmin neither creates a CoreBroker account nor gives an account that role (ROLE_RIGHTS_NOT_HELD)", async () => {
    const target = await newPerson(t.db, { role: "LoggedUser" });
    const before = await userDataSnapshot(t.db);
    const create = await t.api({
      method: "POST",
      url: "/person/create",
      payload: writeBody("CoreBroker"),
      token: userAdmin,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      code: "ROLE_RIGHTS_NOT_HELD",
      field: "role",
      message:
        "Die Rolle CoreBroker hat Rechte, die Sie selbst nicht haben: ERHEBUNGSID_CREATE, ERHEBUNGSID_EDIT, RESOURCE_CREATE, RESOURCE_EDIT, GENERICRESOURCE_CREATE, GENERICRESOURCE_EDIT, RESTYPENCODING_READ.",
    });
    const edit = await act("edit", target.id, userAdmin, "CoreBroker");
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe("ROLE_RIGHTS_NOT_HELD");
    // no account, no invitation mail, no role changed
    expect(await userDataSnapshot(t.db)).toEqual(before);
    expect((await personAudit(t.db, target.id)).at(-1)).toMatchObject({
      action: "REFUSED_EDIT",
      after: { rule: "rights", code: "ROLE_RIGHTS_NOT_HELD", role: "CoreBroker" },
    });
    const refusedCreate = await t.db
      .selectFrom("audit_log")
      .select("after")
      .where("action", "=", "REFUSED_CREATE")
      .where(sql<string>`after ->> 'role'`, "=", "CoreBroker")
      .execute();
    expect(refusedCreate).toEqual([{ after: expect.objectContaining({ rule: "rights" }) }]);
  });

  it("a UserAdmin neither edits, re-addresses, resets nor changes the permissions of a CoreBroker account; it may delete it", async () => {
    const coreBroker = await newPerson(t.db, { role: "CoreBroker" });
    for (const action of ["edit", "pw", "permission"] as const) {
      await expectRefused(
        action,
        coreBroker.id,
        userAdmin,
        "PERSON_RIGHTS_NOT_HELD",
        "Die Rolle dieses Kontos hat Rechte, die Sie selbst nicht haben.",
      );
    }
    expect((await act("edit", coreBroker.id, superAdmin, "CoreBroker")).statusCode).toBe(200);
    expect((await act("delete", coreBroker.id, userAdmin)).statusCode).toBe(200);
  });

  it("a custom role: given and acted on when its rights are the caller's, refused with one right more", async () => {
    await customRole("Leser", ["USER_READ", "COMMENTARY_READ"]);
    await customRole("Rollenpfleger", ["USER_READ", "ROLE_EDIT"]);
    const create = (role: string) =>
      t.api({ method: "POST", url: "/person/create", payload: writeBody(role), token: guestAdmin });
    expect((await create("Leser")).statusCode).toBe(201);
    const refused = await create("Rollenpfleger");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "ROLE_RIGHTS_NOT_HELD",
      message: "Die Rolle Rollenpfleger hat Rechte, die Sie selbst nicht haben: ROLE_EDIT.",
    });
    const reader = await newPerson(t.db, { role: "Leser" });
    expect((await act("pw", reader.id, guestAdmin)).statusCode).toBe(200);
    const keeper = await newPerson(t.db, { role: "Rollenpfleger" });
    await expectRefused(
      "pw",
      keeper.id,
      guestAdmin,
      "PERSON_RIGHTS_NOT_HELD",
      "Die Rolle dieses Kontos hat Rechte, die Sie selbst nicht haben.",
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson, userDataSnapshot } from "../../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let userAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const add = (personId: number, payload: object, lang = "de") =>
  t.api({
    method: "POST",
    url: `/personPermission/${personId}/create`,
    payload,
    token: userAdmin,
    headers: { "accept-language": lang },
  });
const remove = (id: number | string) =>
  t.api({ method: "POST", url: `/personPermission/${id}/delete`, token: userAdmin });

const permissionAudit = (id: number) =>
  t.db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "before", "after"])
    .where("entity", "=", "person_permission")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();

describe("POST personPermission/{personId}/create", () => {
  it("adds a permission, answers 201 with it, audits it, and the account's session sees it at once", async () => {
    const person = await newPerson(t.db);
    const session = await t.login(person.email, TEST_PASSWORD);
    const res = await add(person.id, {
      statisticId: "2110",
      lkz: "09",
      res_rights: true,
      mapping_rights: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      statisticId: "2110",
      lkz: "09",
      organisator: false,
      res_rights: true,
      it_res_rights: false,
      eid_rights: false,
      mapping_rights: true,
      updating: expect.any(String),
    });
    const [audit] = await permissionAudit(created.id);
    expect(audit).toMatchObject({
      action: "ADD_PERMISSION",
      actor_email: userOf("UserAdmin"),
      after: { personId: person.id },
    });
    const auth = await t.api({ method: "GET", url: "/auth", token: session });
    expect(auth.json().personPermissions).toEqual([created]);
    const list = await t.api({
      method: "GET",
      url: `/util/Person/personPermission/${person.id}`,
      token: userAdmin,
    });
    expect(list.json()).toEqual([created]);
  });

  it("SPEC 5's three messages, in German and English, and nothing is written", async () => {
    const person = await newPerson(t.db);
    await add(person.id, { statisticId: "4521", lkz: "05", eid_rights: true });
    const before = await userDataSnapshot(t.db);
    const cases: [object, number, string, string, string][] = [
      [
        { lkz: "05", eid_rights: true },
        400,
        "statisticId",
        "Bitte überprüfen Sie ihre Eingaben bei folgenden Feldern: StatistikID, Länderkennzeichen.",
        "Please check your input in these fields: statistic id, state code.",
      ],
      [
        { statisticId: "4521", lkz: "", eid_rights: true },
        400,
        "lkz",
        "Bitte überprüfen Sie ihre Eingaben bei folgenden Feldern: StatistikID, Länderkennzeichen.",
        "Please check your input in these fields: statistic id, state code.",
      ],
      [
        { statisticId: "4521", lkz: "06" },
        400,
        "rights",
        "Sie müssen mindestens ein Recht auswählen.",
        "You must select at least one right.",
      ],
      [
        { statisticId: "4521", lkz: "05", res_rights: true },
        409,
        "statisticId",
        "Kombination aus StatistikID und Länderkennzeichen existiert bereits.",
        "This combination of statistic id and state code already exists.",
      ],
    ];
    for (const [payload, status, field, de, en] of cases) {
      const german = await add(person.id, payload);
      expect(german.statusCode, de).toBe(status);
      expect(german.json()).toEqual({
        code: status === 409 ? "PERMISSION_EXISTS" : "VALIDATION",
        field,
        message: de,
      });
      expect((await add(person.id, payload, "en")).json().message).toBe(en);
    }
    expect(await userDataSnapshot(t.db)).toEqual(before);
  });

  it("404 for an unknown account", async () => {
    expect((await add(999_999, { statisticId: "2110", lkz: "09", res_rights: true })).statusCode).toBe(404);
  });
});

describe("POST personPermission/{permissionId}/delete", () => {
  it("removes the permission, answers { id, deleted: true } and audits it; then 404", async () => {
    const person = await newPerson(t.db);
    const created = (await add(person.id, { statisticId: "6111", lkz: "00", organisator: true })).json();
    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id, deleted: true });
    expect(
      await t.db.selectFrom("person_permission").select("id").where("person_id", "=", person.id).execute(),
    ).toEqual([]);
    expect((await permissionAudit(created.id)).map((a) => a.action)).toEqual([
      "ADD_PERMISSION",
      "DELETE_PERMISSION",
    ]);
    expect((await remove(created.id)).statusCode).toBe(404);
    expect((await remove("x")).statusCode).toBe(400);
  });

  it("is the protection rules' changePermissions on the holder: refused on a SuperAdmin for a UserAdmin", async () => {
    const superAdmin = await newPerson(t.db, { role: "SuperAdmin" });
    const permission = await t.db
      .insertInto("person_permission")
      .values({ person_id: superAdmin.id, statistic_id: "2110", lkz: "09", eid_rights: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    const before = await userDataSnapshot(t.db);
    const res = await remove(permission.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("PERSON_SUPER_ADMIN_ONLY");
    expect(await userDataSnapshot(t.db)).toEqual(before);
    const refused = await t.db
      .selectFrom("audit_log")
      .select(["entity", "entity_id", "after"])
      .where("action", "=", "REFUSED_DELETE_PERMISSION")
      .execute();
    expect(refused).toEqual([
      {
        entity: "person",
        entity_id: String(superAdmin.id),
        after: { rule: "superAdminOnly", code: "PERSON_SUPER_ADMIN_ONLY", permissionId: permission.id },
      },
    ]);
  });
});

describe("nobody changes their own permissions (issue 24)", () => {
  const ownId = (email: string) =>
    t.db.selectFrom("person").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const refusedAudits = () =>
    t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "after"])
      .where("action", "like", "REFUSED_%_PERMISSION")
      .orderBy("id")
      .execute();

  it("refuses adding and deleting one's own permission with 403 PERSON_SELF_PERMISSIONS, a SuperAdmin's too, and one audit record each", async () => {
    const superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
    for (const [email, token] of [
      [userOf("UserAdmin"), userAdmin],
      [userOf("SuperAdmin"), superAdmin],
    ] as const) {
      const { id } = await ownId(email);
      const held = await t.db
        .insertInto("person_permission")
        .values({ person_id: id, statistic_id: "6111", lkz: "00", eid_rights: true })
        .returning("id")
        .executeTakeFirstOrThrow();
      const before = await userDataSnapshot(t.db);
      const audits = (await refusedAudits()).length;
      const created = await t.api({
        method: "POST",
        url: `/personPermission/${id}/create`,
        payload: { statisticId: "2110", lkz: "09", eid_rights: true },
        token,
      });
      expect(created.statusCode, email).toBe(403);
      expect(created.json()).toEqual({
        code: "PERSON_SELF_PERMISSIONS",
        field: "id",
        message: "Ihre eigenen Berechtigungen kann nur jemand anderes ändern.",
      });
      const deleted = await t.api({ method: "POST", url: `/personPermission/${held.id}/delete`, token });
      expect(deleted.statusCode, email).toBe(403);
      expect(deleted.json().code).toBe("PERSON_SELF_PERMISSIONS");
      expect(await userDataSnapshot(t.db)).toEqual(before);
      expect((await refusedAudits()).slice(audits)).toEqual([
        {
          action: "REFUSED_ADD_PERMISSION",
          entity_id: String(id),
          after: expect.objectContaining({ rule: "selfPermissions", code: "PERSON_SELF_PERMISSIONS" }),
        },
        {
          action: "REFUSED_DELETE_PERMISSION",
          entity_id: String(id),
          after: expect.objectContaining({ rule: "selfPermissions", code: "PERSON_SELF_PERMISSIONS" }),
        },
      ]);
    }
  });
});

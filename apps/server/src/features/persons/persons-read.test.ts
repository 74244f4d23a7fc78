import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let orgAdmin: string;
/** USER_READ without USEREMAILADRESS_READ */
let blind: string;
let deleted: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const role = await t.db
    .insertInto("role")
    .values({ name: "Nurlesen" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db.insertInto("role_acl").values({ role_id: role.id, acl: "USER_READ" }).execute();
  blind = await t.login((await newPerson(t.db, { role: "Nurlesen" })).email, TEST_PASSWORD);
  orgAdmin = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
  deleted = await newPerson(t.db, { deleted: true });
});
afterAll(() => t.close());

const get = async (url: string, token: string) => {
  const res = await t.api({ method: "GET", url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET person", () => {
  it("lists every account by name with its role, deleted ones marked", async () => {
    const persons = await get("/person", orgAdmin);
    const names = persons.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(persons.find((p: { email: string }) => p.email === deleted.email)).toMatchObject({
      deleted: true,
    });
    expect(persons.find((p: { email: string }) => p.email === userOf("FachAdmin"))).toEqual({
      id: expect.any(Number),
      name: "FachAdmin",
      forename: "Test",
      email: userOf("FachAdmin"),
      phone: "",
      office: "09",
      deleted: false,
      updating: expect.any(String),
      role: { id: expect.any(Number), name: "FachAdmin" },
    });
  });

  it("answers no email address without USEREMAILADRESS_READ", async () => {
    const persons = await get("/person", blind);
    expect(persons.length).toBeGreaterThan(8);
    expect(new Set(persons.map((p: { email: string | null }) => p.email))).toEqual(new Set([null]));
  });
});

describe("GET person/{id}", () => {
  it("answers the person with role, rights and permissions, never the password", async () => {
    const id = (await get("/person", orgAdmin)).find(
      (p: { email: string }) => p.email === userOf("FachAdmin"),
    ).id;
    const person = await get(`/person/${id}`, orgAdmin);
    expect(person).toMatchObject({
      id,
      email: userOf("FachAdmin"),
      builtin: false,
      personSetting: { theme: 1, lang: "de", searchShortcut: true },
      role: { name: "FachAdmin", acls: ["COMMENTARY_READ", "RESOURCE_CREATE"] },
      personPermissions: [{ statisticId: "2110", lkz: "09", eid_rights: true, mapping_rights: true }],
    });
    expect(JSON.stringify(person)).not.toContain("argon2");
    const blindView = await get(`/person/${id}`, blind);
    expect(blindView).toEqual({ ...person, email: null });
  });

  it("answers a deleted account too, marks the built-in admin, and 404 for an unknown id", async () => {
    expect(await get(`/person/${deleted.id}`, orgAdmin)).toMatchObject({ deleted: true });
    const admin = (await get("/person", orgAdmin)).find((p: { email: string }) => p.email === ADMIN.email);
    expect(await get(`/person/${admin.id}`, orgAdmin)).toMatchObject({ builtin: true });
    expect((await t.api({ method: "GET", url: "/person/999999", token: orgAdmin })).statusCode).toBe(404);
    expect((await t.api({ method: "GET", url: "/person/0", token: orgAdmin })).statusCode).toBe(400);
  });
});

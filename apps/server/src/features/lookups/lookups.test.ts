import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
let holder: { id: number; email: string };
let blindReader: string;

beforeAll(async () => {
  t = await createTestApp();
  const newSurvey = await surveyFixtures(t.db);
  await newSurvey({ statisticId: "1111", status: 3, accessMode: true, office: "01" }); // public approved
  await newSurvey({ statisticId: "1111", status: 0, office: "02" });
  await newSurvey({ statisticId: "2110", status: 0, office: "09" }); // the FachAdmin's own
  await newSurvey({ statisticId: "3333", status: 3, accessMode: false, office: "09" }); // approved, internal
  await newSurvey({ statisticId: "4444", status: 9, office: "09" }); // deleted
  for (const role of ["SuperAdmin", "StatDBAdmin", "FachAdmin", "LoggedUser", "UserAdmin"] as const) {
    tokens[role] = await t.login(userOf(role), TEST_PASSWORD);
  }
  holder = await newPerson(t.db, { role: "FachAdmin" });
  await t.db
    .insertInto("person_permission")
    .values([
      { person_id: holder.id, statistic_id: "5555", lkz: "05", res_rights: true },
      { person_id: holder.id, statistic_id: "2110", lkz: "05", eid_rights: true },
    ])
    .execute();
  const gone = await newPerson(t.db, { deleted: true });
  await t.db
    .insertInto("person_permission")
    .values({ person_id: gone.id, statistic_id: "7777", lkz: "07", organisator: true })
    .execute();
  const role = await t.db
    .insertInto("role")
    .values({ name: "Leser" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db.insertInto("role_acl").values({ role_id: role.id, acl: "USER_READ" }).execute();
  blindReader = await t.login((await newPerson(t.db, { role: "Leser" })).email, TEST_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = null) => t.api({ method: "GET", url, token });
const ids = async (url: string, token: string | null = null) => {
  const res = await get(url, token);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe("statistic id lists (decision 16)", () => {
  it("util/statistikIdMinimized: the statistic ids of the surveys the caller may see", async () => {
    expect(await ids("/util/statistikIdMinimized")).toEqual(["1111"]);
    expect(await ids("/util/statistikIdMinimized", tokens.LoggedUser)).toEqual(["1111"]);
    expect(await ids("/util/statistikIdMinimized", tokens.FachAdmin)).toEqual(["1111", "2110"]);
    expect(await ids("/util/statistikIdMinimized", tokens.StatDBAdmin)).toEqual(["1111", "2110", "3333"]);
    expect(await ids("/util/statistikIdMinimized", tokens.SuperAdmin)).toEqual([
      "1111",
      "2110",
      "3333",
      "4444",
    ]);
  });

  it("util/allStatistikId: every statistic id of a survey, for anyone logged in", async () => {
    expect(await ids("/util/allStatistikId", tokens.LoggedUser)).toEqual(["1111", "2110", "3333", "4444"]);
    expect((await get("/util/allStatistikId")).statusCode).toBe(401);
  });

  it("util/allApprovedStatistikId: the statistic ids of approved public surveys, for everyone", async () => {
    expect(await ids("/util/allApprovedStatistikId")).toEqual(["1111"]);
    expect(await ids("/util/allApprovedStatistikId", tokens.SuperAdmin)).toEqual(["1111"]);
  });

  it("util/permission/statid: the statistic ids of the caller's own permissions", async () => {
    expect(await ids("/util/permission/statid", tokens.FachAdmin)).toEqual(["2110"]);
    expect(await ids("/util/permission/statid", await t.login(holder.email, TEST_PASSWORD))).toEqual([
      "2110",
      "5555",
    ]);
    expect(await ids("/util/permission/statid", tokens.LoggedUser)).toEqual([]);
    expect((await get("/util/permission/statid")).statusCode).toBe(401);
  });

  it("util/statistikIdWithPersons: the ids some account in use holds a permission for (USER_READ)", async () => {
    expect(await ids("/util/statistikIdWithPersons", tokens.UserAdmin)).toEqual(["2110", "5555"]);
    expect((await get("/util/statistikIdWithPersons", tokens.FachAdmin)).statusCode).toBe(403);
  });
});

describe("the users of a statistic id and a user's permissions (USER_READ)", () => {
  it("util/persons/statid/{statisticId}: the accounts holding a permission for it", async () => {
    const persons = await ids("/util/persons/statid/2110", tokens.UserAdmin);
    // by name: "FachAdmin" before "Person <n>"
    expect(persons.map((p: { email: string }) => p.email)).toEqual([userOf("FachAdmin"), holder.email]);
    expect(persons[1]).toEqual({
      id: holder.id,
      name: expect.any(String),
      forename: "Test",
      email: holder.email,
      phone: "+49 611 1",
      office: "05",
      deleted: false,
      updating: expect.any(String),
      role: { id: expect.any(Number), name: "FachAdmin" },
    });
    expect(await ids("/util/persons/statid/7777", tokens.UserAdmin)).toEqual([]);
    expect((await get("/util/persons/statid/21", tokens.UserAdmin)).statusCode).toBe(400);
    expect((await get("/util/persons/statid/2110", tokens.FachAdmin)).statusCode).toBe(403);
  });

  it("util/Person/personPermission/{id}: the account's permissions; 404 for an unknown account", async () => {
    const permissions = await ids(`/util/Person/personPermission/${holder.id}`, tokens.UserAdmin);
    expect(permissions.map((p: { statisticId: string; lkz: string }) => `${p.statisticId}/${p.lkz}`)).toEqual(
      ["2110/05", "5555/05"],
    );
    expect((await get("/util/Person/personPermission/999999", tokens.UserAdmin)).statusCode).toBe(404);
    expect((await get(`/util/Person/personPermission/${holder.id}`)).statusCode).toBe(401);
  });

  it("guards email addresses without USEREMAILADRESS_READ", async () => {
    const persons = await ids("/util/persons/statid/2110", blindReader);
    expect(persons.map((p: { email: string | null }) => p.email)).toEqual([null, null]);
  });
});

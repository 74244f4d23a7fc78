import type { RoleStatidAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { auditSince, insertRole, lastAuditId, roleState } from "./role-test-support.ts";

let t: TestApp;
let superAdmin: string;
let userAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const add = (payload: object, lang = "de") =>
  t.api({
    method: "POST",
    url: "/roleStatids",
    payload,
    token: superAdmin,
    headers: { "accept-language": lang },
  });
const remove = (payload: object) =>
  t.api({ method: "POST", url: "/roleStatids/delete", payload, token: superAdmin });
const list = async () => (await t.api({ method: "GET", url: "/roleStatids", token: userAdmin })).json();

async function expectUnchanged(send: () => ReturnType<typeof add>, status: number, code: string) {
  const before = await roleState(t);
  const since = await lastAuditId(t);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  expect(await roleState(t)).toEqual(before);
  expect(await auditSince(t, since)).toEqual([]);
  return res.json();
}

describe("role-statids", () => {
  it("GET roleStatids/allIds: every statistic id of a survey once, ascending", async () => {
    const empty = await t.api({ method: "GET", url: "/roleStatids/allIds", token: userAdmin });
    expect(empty.json()).toEqual([]);
    const newSurvey = await surveyFixtures(t.db);
    for (const statisticId of ["2110", "0042", "9999", "2110", "5000"]) {
      await newSurvey({ statisticId, status: statisticId === "9999" ? 9 : 0 });
    }
    const res = await t.api({ method: "GET", url: "/roleStatids/allIds", token: userAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(["0042", "2110", "5000", "9999"]);
  });

  it("adds (201), lists by role and id, and deletes an entry, each audited", async () => {
    const [b, a] = [
      await insertRole(t, [], `Bstat${process.pid}`),
      await insertRole(t, [], `Astat${process.pid}`),
    ];
    const since = await lastAuditId(t);
    const created: RoleStatidAnswer[] = [];
    for (const [roleId, statisticId] of [
      [b.id, "2110"],
      [a.id, "5000"],
      [a.id, "0042"],
    ] as const) {
      const res = await add({ roleId, statisticId });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json());
    }
    const first = created[0];
    if (!first) throw new Error("nothing created");
    expect(first).toEqual({
      id: expect.any(Number),
      roleId: b.id,
      roleName: b.name,
      statisticId: "2110",
      updating: expect.any(String),
    });
    expect(
      (await list()).map((e: { roleName: string; statisticId: string }) => [e.roleName, e.statisticId]),
    ).toEqual([
      [a.name, "0042"],
      [a.name, "5000"],
      [b.name, "2110"],
    ]);
    expect(await list()).toContainEqual(first);

    const res = await remove({ id: first.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: first.id, deleted: true });
    expect(await list()).toHaveLength(2);
    const records = await auditSince(t, since);
    expect(records.map((r) => [r.action, r.entity])).toEqual([
      ["CREATE", "role_statid"],
      ["CREATE", "role_statid"],
      ["CREATE", "role_statid"],
      ["DELETE", "role_statid"],
    ]);
    expect(records[0]?.after).toEqual(first);
    expect(records[3]?.before).toEqual(first);

    const gone = await expectUnchanged(() => remove({ id: first.id }), 404, "NOT_FOUND");
    expect(gone.field).toBe("id");
  });

  it("refuses an entry the role has (409), an unknown role (404) and bad input (400), changing nothing", async () => {
    const role = await insertRole(t);
    expect((await add({ roleId: role.id, statisticId: "3111" })).statusCode).toBe(201);
    const twice = await expectUnchanged(
      () => add({ roleId: role.id, statisticId: "3111" }),
      409,
      "ROLE_STATID_EXISTS",
    );
    expect(twice).toEqual({
      code: "ROLE_STATID_EXISTS",
      message: `Die Rolle ${role.name} hat die Statistik-ID 3111 bereits.`,
      field: "statisticId",
    });
    const en = await add({ roleId: role.id, statisticId: "3111" }, "en");
    expect(en.json().message).toBe(`The role ${role.name} already has the statistic id 3111.`);
    const unknown = await expectUnchanged(
      () => add({ roleId: 999_999, statisticId: "3111" }),
      404,
      "NOT_FOUND",
    );
    expect(unknown).toEqual({
      code: "NOT_FOUND",
      message: "Die Rolle 999999 gibt es nicht.",
      field: "roleId",
    });
    const bad = await expectUnchanged(() => add({ roleId: role.id, statisticId: "31a" }), 400, "VALIDATION");
    expect(bad.field).toBe("statisticId");
    expect((await expectUnchanged(() => remove({ id: "x" }), 400, "VALIDATION")).field).toBe("id");
  });
});

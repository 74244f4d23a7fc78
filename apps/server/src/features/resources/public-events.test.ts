import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { insertResource, type ResourceFixtureOptions } from "../../../test/resource-fixtures.ts";
import { type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let admin: string;
let survey: SurveyFixture;
let version = 0;

beforeAll(async () => {
  t = await createTestApp();
  survey = await (await surveyFixtures(t.db))({ statisticId: "2110", status: 3, accessMode: true });
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const resource = (options: ResourceFixtureOptions) =>
  insertResource(t.db, survey, { type: "97", version: ++version, ...options });
const call = (id: number, path: string) =>
  t.api({ method: "GET", url: `/resource/${id}/${path}`, token: admin });
const eventsOf = (id: number) =>
  t.db
    .selectFrom("public_event")
    .select(["kind", "statistic_id"])
    .where("object_id", "=", id)
    .where("kind", "in", ["RESOURCE_PUBLISHED", "RESOURCE_WITHDRAWN"])
    .orderBy("id")
    .execute();
const published = { kind: "RESOURCE_PUBLISHED", statistic_id: "2110" };
const withdrawn = { kind: "RESOURCE_WITHDRAWN", statistic_id: "2110" };

describe("public events in the resource's own transaction (decision 43)", () => {
  it.each([0, 1, 2])("a public resource set usable from status %i is published once", async (status) => {
    const r = await resource({ status });
    expect((await call(r.id, "status/usable")).statusCode).toBe(200);
    expect(await eventsOf(r.id)).toEqual([published]);
  });

  it("a usable resource made public is published; made internal, it is withdrawn; nothing else of it", async () => {
    const internal = await resource({ status: 3, accessMode: false });
    expect((await call(internal.id, "usability")).statusCode).toBe(200);
    expect(await eventsOf(internal.id)).toEqual([published]);
    const other = await resource({ status: 3, accessMode: true });
    for (const path of ["usability", "status/lock", "status/testable"]) {
      expect((await call(other.id, path)).statusCode, path).toBe(200);
    }
    expect(await eventsOf(other.id)).toEqual([withdrawn]);
  });

  it("a public resource locked, deleted but used or deleted for good is withdrawn", async () => {
    const locked = await resource({ status: 3 });
    expect((await call(locked.id, "status/lock")).statusCode).toBe(200);
    const used = await resource({ status: 8 });
    expect((await call(used.id, "status/deletebutused")).statusCode).toBe(200);
    const gone = await resource({ status: 3 });
    const res = await t.api({ method: "POST", url: `/resource/${gone.id}/delete`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    for (const r of [locked, used, gone]) expect(await eventsOf(r.id), r.key).toEqual([withdrawn]);
  });

  it("a refused change, an internal resource made usable and a new description note nothing", async () => {
    const usable = await resource({ status: 3 });
    expect((await call(usable.id, "status/usable")).statusCode).toBe(409);
    const deleted = await resource({ status: 9 });
    expect((await t.api({ method: "GET", url: `/resource/${deleted.id}/status/usable` })).statusCode).toBe(
      401,
    );
    const internal = await resource({ status: 1, accessMode: false });
    expect((await call(internal.id, "status/usable")).statusCode).toBe(200);
    const described = await t.api({
      method: "POST",
      url: `/resource/${usable.id}/description`,
      token: admin,
      payload: "Neu beschrieben",
      headers: { "content-type": "text/plain" },
    });
    expect(described.statusCode, described.body).toBe(200);
    for (const r of [usable, deleted, internal]) expect(await eventsOf(r.id), r.key).toEqual([]);
  });
});

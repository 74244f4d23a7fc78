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
  survey = await (await surveyFixtures(t.db))({ status: 3, accessMode: true });
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const resource = (options: ResourceFixtureOptions) =>
  insertResource(t.db, survey, { type: "97", version: ++version, ...options });
const call = (id: number, path: string) =>
  t.api({ method: "GET", url: `/resource/${id}/${path}`, token: admin });
const eventsOf = (id: number) =>
  t.db
    .selectFrom("newsletter_event")
    .select(["resource_id", "done_at"])
    .where("resource_id", "=", id)
    .execute();

describe("newsletter news in the resource's own transaction (decision 17)", () => {
  it.each([0, 1, 2])("setting a resource usable from status %i notes one event", async (status) => {
    const r = await resource({ status });
    expect((await call(r.id, "status/usable")).statusCode).toBe(200);
    expect(await eventsOf(r.id)).toEqual([{ resource_id: r.id, done_at: null }]);
  });

  it("a usable resource made public notes one; made internal, locked or set testable none", async () => {
    const internal = await resource({ status: 3, accessMode: false });
    expect((await call(internal.id, "usability")).statusCode).toBe(200);
    expect(await eventsOf(internal.id)).toHaveLength(1);
    const other = await resource({ status: 3, accessMode: true });
    for (const path of ["usability", "status/lock", "status/testable"]) {
      expect((await call(other.id, path)).statusCode, path).toBe(200);
    }
    expect(await eventsOf(other.id)).toEqual([]);
  });

  it("a refused change notes nothing", async () => {
    const usable = await resource({ status: 3 });
    expect((await call(usable.id, "status/usable")).statusCode).toBe(409);
    const deleted = await resource({ status: 9 });
    expect((await t.api({ method: "GET", url: `/resource/${deleted.id}/status/usable` })).statusCode).toBe(
      401,
    );
    expect([...(await eventsOf(usable.id)), ...(await eventsOf(deleted.id))]).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import { grantPermission, insertResource } from "../../../test/resource-fixtures.ts";
import { auditOf, type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { FILES, postUpload, storedCounts } from "../../../test/upload-fixtures.ts";

/**
 * RESOURCE_CREATE (SPEC 6 lists it without a rule; decision 26): the role-wide upload that RESOURCE_EDIT
 * ("resedit") gives needs RESOURCE_CREATE too; without it RESOURCE_EDIT edits existing resources only.
 * The per-statistic res_rights and it_res_rights add as SPEC 6 says, whatever the role holds.
 */
let t: TestApp;
let editorOnly: string;
let survey: SurveyFixture;

const XML = { resourcetype: "99", specialization: "00" } as const;
/** a custom role holding RESOURCE_EDIT alone */
const ROLE = "Ressourcenpruefer";

beforeAll(async () => {
  t = await createTestApp();
  // approved and public: every role sees it, so that only the resource rights decide
  survey = await (await surveyFixtures(t.db))({ status: 3, accessMode: true });
  const role = await t.db.insertInto("role").values({ name: ROLE }).returning("id").executeTakeFirstOrThrow();
  await t.db.insertInto("role_acl").values({ role_id: role.id, acl: "RESOURCE_EDIT" }).execute();
  editorOnly = await t.login((await newPerson(t.db, { role: ROLE })).email, TEST_PASSWORD);
});
afterAll(() => t.close());

describe("RESOURCE_CREATE", () => {
  it("a role with RESOURCE_EDIT but without RESOURCE_CREATE uploads nothing to a survey it has no permission for", async () => {
    const before = await storedCounts(t.db);
    const res = await postUpload(t, survey.id, { resource: XML, file: FILES.xml(), token: editorOnly });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: "FORBIDDEN" });
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it("a role with RESOURCE_EDIT but without RESOURCE_CREATE still changes a resource's status and description", async () => {
    const r = await insertResource(t.db, survey, { type: "97", status: 3 });
    const lock = await t.api({ method: "GET", url: `/resource/${r.id}/status/lock`, token: editorOnly });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json()).toMatchObject({ id: r.id, status: 0 });
    const described = await t.api({
      method: "POST",
      url: `/resource/${r.id}/description`,
      token: editorOnly,
      payload: "Geprüft",
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({ description: "Geprüft" });
    expect((await auditOf(t.db, "resource", r.id)).map((a) => a.action)).toEqual(["LOCK", "EDIT"]);
  });

  it("adds as SPEC 6 says with a per-statistic permission, whatever the role holds", async () => {
    const { email } = await newPerson(t.db, { role: ROLE });
    await grantPermission(t.db, email, { statisticId: "2110", lkz: "09" }, ["it_res_rights"]);
    const token = await t.login(email, TEST_PASSWORD);
    const res = await postUpload(t, survey.id, { resource: XML, file: FILES.xml(), token });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("leaves today's defaults as they were: CoreBroker (RESOURCE_EDIT and RESOURCE_CREATE) adds to any survey", async () => {
    const broker = await t.login(userOf("CoreBroker"), TEST_PASSWORD);
    const res = await postUpload(t, survey.id, { resource: XML, file: FILES.xml(), token: broker });
    expect(res.statusCode, res.body).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userOf } from "../../../test/fixtures.ts";
import { grantPermission, insertResource } from "../../../test/resource-fixtures.ts";
import {
  type SurveyFixture,
  type SurveyRole,
  startSurveyTestApp,
  type surveyFixtures,
} from "../../../test/survey-fixtures.ts";
import type { TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let tokens: Record<SurveyRole, string>;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;

beforeAll(async () => {
  ({ t, newSurvey, tokens } = await startSurveyTestApp());
  // res_rights for 3110/09 only: on the default surveys (2110/09) LoggedUser stays a user without rights
  await grantPermission(t.db, userOf("LoggedUser"), { statisticId: "3110", lkz: "09" }, ["res_rights"]);
});
afterAll(() => t.close());

type Caller = SurveyRole | null;

async function resourcesOf(survey: SurveyFixture, caller: Caller, show = "") {
  const res = await t.api({
    method: "GET",
    url: `/eid/erhebungsid/${survey.erhebungsid}${show}`,
    token: caller ? tokens[caller] : null,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().resources as { mutableKey: string; countCore?: number }[];
}

/**
 * A public approved survey with resources of every kind the rule tells apart, inserted out of order.
 * Named by what they are; the answer must list them by type, specialization and key.
 */
async function surveyWithResources(statisticId = "2110") {
  const s = await newSurvey({ statisticId, status: 3, accessMode: true });
  const r = {
    usedV2: await insertResource(t.db, s, { version: 2, status: 8, counts: [4, 5, 6] }),
    usable: await insertResource(t.db, s, { version: 1, counts: [1, 2, 3] }),
    deletedButUsed: await insertResource(t.db, s, { version: 3, status: 11 }),
    internal: await insertResource(t.db, s, { type: "97", accessMode: false }),
    blocked: await insertResource(t.db, s, { type: "97", specialization: "01", status: 0 }),
    deleted: await insertResource(t.db, s, { type: "97", version: 2, status: 9 }),
    testable: await insertResource(t.db, s, {
      type: "94",
      specialization: "50",
      status: 1,
      accessMode: false,
    }),
  };
  return { s, r };
}

const keys = (list: { mutableKey: string }[]) => list.map((x) => x.mutableKey);

describe("the resources of GET eid/erhebungsid/{id}", () => {
  it("shows anonymous visitors and users without rights the public usable and used ones, without counts", async () => {
    const { s, r } = await surveyWithResources();
    for (const caller of [null, "LoggedUser"] as const) {
      const list = await resourcesOf(s, caller);
      expect(keys(list), String(caller)).toEqual([r.usable.key, r.usedV2.key]);
      expect(list[0]).toEqual({
        id: r.usable.id,
        resourcetype: "99",
        specialization: "00",
        description: `Ressource ${r.usable.key}`,
        mutableKey: r.usable.key,
        status: 3,
        accessMode: true,
        updating: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        fileName: "datei.txt",
        contentType: "text/plain",
        size: 1,
        encoding: null,
      });
    }
  });

  it("shows eid_rights holders every one but the deleted, still without counts", async () => {
    const { s, r } = await surveyWithResources();
    const list = await resourcesOf(s, "FachAdmin");
    expect(keys(list)).toEqual([r.testable.key, r.internal.key, r.blocked.key, r.usable.key, r.usedV2.key]);
    expect(list.some((x) => "countCore" in x)).toBe(false);
  });

  it("shows RESOURCE_EDIT and SuperAdmin all of them, the deleted too, with the usage counts", async () => {
    const { s, r } = await surveyWithResources();
    for (const caller of ["StatDBAdmin", "SuperAdmin"] as const) {
      const list = await resourcesOf(s, caller);
      expect(keys(list), caller).toEqual([
        r.testable.key,
        r.internal.key,
        r.deleted.key,
        r.blocked.key,
        r.usable.key,
        r.usedV2.key,
        r.deletedButUsed.key,
      ]);
      expect(list.find((x) => x.mutableKey === r.usable.key)).toMatchObject({
        countCore: 1,
        countIntern: 2,
        countExtern: 3,
      });
      expect(list.find((x) => x.mutableKey === r.usedV2.key)).toMatchObject({
        countCore: 4,
        countIntern: 5,
        countExtern: 6,
      });
    }
  });

  it("shows a res_rights holder the deleted ones of the types he manages, with the counts", async () => {
    const { s, r } = await surveyWithResources("3110");
    const list = await resourcesOf(s, "LoggedUser");
    // 97 is his (res_rights), 99 the IT staff's (it_res_rights): its deleted-but-used version stays hidden
    expect(keys(list)).toEqual([
      r.testable.key,
      r.internal.key,
      r.deleted.key,
      r.blocked.key,
      r.usable.key,
      r.usedV2.key,
    ]);
    expect(list.every((x) => typeof x.countCore === "number")).toBe(true);
  });

  it("answers the public view on the Show call, whoever asks", async () => {
    const { s, r } = await surveyWithResources();
    for (const caller of [null, "SuperAdmin"] as const) {
      const list = await resourcesOf(s, caller, "/show");
      expect(keys(list)).toEqual([r.usable.key, r.usedV2.key]);
      expect(list.some((x) => "countCore" in x)).toBe(false);
    }
  });

  it("answers an empty list for a survey without resources", async () => {
    expect(await resourcesOf(await newSurvey({ status: 3, accessMode: true }), null)).toEqual([]);
  });

  it("answers the caller's view after a write, too", async () => {
    const { s, r } = await surveyWithResources();
    const res = await t.api({
      method: "POST",
      url: `/eid/${s.id}/lock`,
      token: tokens.FachAdmin,
      payload: { comment: "gesperrt" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(keys(res.json().resources)).toEqual([
      r.testable.key,
      r.internal.key,
      r.blocked.key,
      r.usable.key,
      r.usedV2.key,
    ]);
  });
});

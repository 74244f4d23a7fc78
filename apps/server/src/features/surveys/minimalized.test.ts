import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
afterAll(() => t.close());

type Caller = SurveyRole | null;

const minimalized = (payload: object, caller: Caller = null) =>
  t.api({ method: "POST", url: "/eid/minimalized", token: caller ? tokens[caller] : null, payload });

async function listed(payload: object, caller: Caller = null): Promise<string[]> {
  const res = await minimalized(payload, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((s: { erhebungsid: string }) => s.erhebungsid);
}

const sorted = (...surveys: SurveyFixture[]) => surveys.map((s) => s.erhebungsid).sort();

describe("POST eid/minimalized", () => {
  it("answers id, Erhebungsid, description and status, in Erhebungsid order, at most `size`", async () => {
    const surveys = [];
    for (const bzr of ["250000", "230000", "240000", "220000"]) {
      surveys.push(await newSurvey({ statisticId: "7500", bzr, status: 3, accessMode: true }));
    }
    const res = await minimalized({ statisticId: "7500", size: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: surveys[3]?.id, erhebungsid: "1750022000009", description: "Testerhebung 220000", status: 3 },
      { id: surveys[1]?.id, erhebungsid: "1750023000009", description: "Testerhebung 230000", status: 3 },
      { id: surveys[2]?.id, erhebungsid: "1750024000009", description: "Testerhebung 240000", status: 3 },
    ]);
    expect(await listed({ statisticId: "7500" })).toHaveLength(4);
  });

  it("lists the surveys the caller sees in the surveys table", async () => {
    const description = "Picker-Sichtbarkeit";
    const open = await newSurvey({ status: 3, accessMode: true, description });
    const own = await newSurvey({ status: 0, description });
    const otherOffice = await newSurvey({ status: 0, office: "08", description });
    const deleted = await newSurvey({ status: 9, description });
    const query = { search: description.toLowerCase(), statisticId: "2110" };
    expect(await listed(query, null)).toEqual(sorted(open));
    expect(await listed(query, "LoggedUser")).toEqual(sorted(open));
    expect(await listed(query, "FachAdmin")).toEqual(sorted(open, own));
    expect(await listed(query, "StatDBAdmin")).toEqual(sorted(open, own, otherOffice));
    expect(await listed(query, "SuperAdmin")).toEqual(sorted(open, own, otherOffice, deleted));
  });

  it("searches an Erhebungsid by its beginning and a description by its contents", async () => {
    const births = await newSurvey({
      statisticId: "7300",
      status: 3,
      accessMode: true,
      description: "Geburten",
    });
    const deaths = await newSurvey({
      statisticId: "7300",
      status: 3,
      accessMode: true,
      description: "Sterbefälle",
    });
    const other = await newSurvey({
      statisticId: "7301",
      status: 3,
      accessMode: true,
      description: "Geburten 7300",
    });
    expect(await listed({ search: "17300" })).toEqual(sorted(births, deaths));
    expect(await listed({ search: ` ${deaths.erhebungsid} ` })).toEqual([deaths.erhebungsid]);
    // the beginning only: the statistic id inside another Erhebungsid does not count, but the description does
    expect(await listed({ search: "7300" })).toEqual([other.erhebungsid]);
    expect(await listed({ search: "GEBURT" })).toEqual(sorted(births, other));
    expect(await listed({ search: "GEBURT", statisticId: "7300" })).toEqual([births.erhebungsid]);
    expect(await listed({ search: "   ", statisticId: "7300" })).toEqual(sorted(births, deaths));
  });

  it("takes LIKE wildcards in the search as plain characters", async () => {
    const percent = await newSurvey({
      statisticId: "7400",
      status: 3,
      accessMode: true,
      description: "100% Stichprobe",
    });
    await newSurvey({ statisticId: "7400", status: 3, accessMode: true, description: "1000 Stichproben" });
    expect(await listed({ search: "0%", statisticId: "7400" })).toEqual([percent.erhebungsid]);
    expect(await listed({ search: "0_S", statisticId: "7400" })).toEqual([]);
    expect(await listed({ search: "%", statisticId: "7400" })).toEqual([percent.erhebungsid]);
  });

  it.each([
    [{ size: 51 }, "size"],
    [{ size: 0 }, "size"],
    [{ statisticId: "75" }, "statisticId"],
    [{ search: "x".repeat(101) }, "search"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const res = await minimalized(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field });
  });
});

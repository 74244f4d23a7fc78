import { describe, expect, it } from "vitest";
import { permission, person, superAdmin } from "../testing/persons.ts";
import {
  canSeeSurvey,
  isSurveyVisible,
  SURVEY_ADMIN_RIGHTS,
  surveyVisibility,
  type VisibleSurvey,
} from "./surveyVisibility.ts";

const survey = (
  status: number,
  accessMode: boolean,
  statisticId = "2311",
  federalStateCode = "05",
): VisibleSurvey => ({
  status,
  accessMode,
  statisticId,
  federalStateCode,
});

describe("surveyVisibility", () => {
  it("lets SuperAdmin see everything", () => {
    expect(surveyVisibility(superAdmin())).toEqual({ kind: "all" });
  });

  it.each(SURVEY_ADMIN_RIGHTS)("lets a role with %s see all but the deleted", (right) => {
    expect(surveyVisibility(person("StatDBAdmin", [right]))).toEqual({ kind: "notDeleted" });
  });

  it("shows anonymous callers and users without rights only the public approved surveys", () => {
    expect(surveyVisibility(null)).toEqual({ kind: "publicAndOwn", own: [] });
    expect(surveyVisibility(person("LoggedUser", ["COMMENTARY_READ"]))).toEqual({
      kind: "publicAndOwn",
      own: [],
    });
  });

  it("adds the (statistic id, state code) pairs of the person's permissions, each once", () => {
    const p = person(
      "LoggedUser",
      [],
      [
        permission({ statisticId: "2110", lkz: "09", eid_rights: true }),
        permission({ statisticId: "2110", lkz: "09", res_rights: true }),
        permission({ statisticId: "4521", lkz: "08" }),
      ],
    );
    expect(surveyVisibility(p)).toEqual({
      kind: "publicAndOwn",
      own: [
        { statisticId: "2110", lkz: "09" },
        { statisticId: "4521", lkz: "08" },
      ],
    });
  });
});

describe("isSurveyVisible", () => {
  const statuses = [0, 1, 2, 3, 9];

  it("all: every status", () => {
    for (const s of statuses) expect(isSurveyVisible({ kind: "all" }, survey(s, false))).toBe(true);
  });

  it("notDeleted: every status but 9", () => {
    expect(statuses.filter((s) => isSurveyVisible({ kind: "notDeleted" }, survey(s, false)))).toEqual([
      0, 1, 2, 3,
    ]);
  });

  it("public: approved and public only, the status as number or string", () => {
    const v = surveyVisibility(null);
    expect(isSurveyVisible(v, survey(3, true))).toBe(true);
    expect(isSurveyVisible(v, { ...survey(3, true), status: "3" })).toBe(true);
    expect(isSurveyVisible(v, survey(3, false))).toBe(false);
    for (const s of [0, 1, 2, 9]) expect(isSurveyVisible(v, survey(s, true))).toBe(false);
  });

  it("own: every non-deleted survey of the pair, nothing of other pairs", () => {
    const v = { kind: "publicAndOwn", own: [{ statisticId: "2311", lkz: "05" }] } as const;
    expect(statuses.filter((s) => isSurveyVisible(v, survey(s, false)))).toEqual([0, 1, 2, 3]);
    expect(isSurveyVisible(v, survey(0, false, "2311", "06"))).toBe(false);
    expect(isSurveyVisible(v, survey(0, false, "2312", "05"))).toBe(false);
    expect(isSurveyVisible(v, survey(3, true, "9999", "16"))).toBe(true);
  });
});

describe("canSeeSurvey", () => {
  it("applies the caller's visibility to the one survey", () => {
    expect(canSeeSurvey(superAdmin(), survey(9, false))).toBe(true);
    expect(canSeeSurvey(person("StatDBAdmin", ["ERHEBUNGSID_READ_ADMIN"]), survey(0, false))).toBe(true);
    expect(canSeeSurvey(person("StatDBAdmin", ["ERHEBUNGSID_READ_ADMIN"]), survey(9, false))).toBe(false);
    expect(canSeeSurvey(null, survey(3, true))).toBe(true);
    expect(canSeeSurvey(null, survey(0, false))).toBe(false);
    expect(canSeeSurvey(person("LoggedUser", [], [permission()]), survey(0, false))).toBe(true);
    expect(canSeeSurvey(person("LoggedUser", [], [permission()]), survey(0, false, "2311", "06"))).toBe(
      false,
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SurveyAction, SurveyStatus } from "./surveyStatus.ts";
import {
  isEditRestricted,
  isSurveyStatus,
  NEW_SURVEY_STATUS,
  nextSurveyStatus,
  SURVEY_ACTIONS,
  SURVEY_STATUS,
  SURVEY_STATUS_CODES,
  SURVEY_STATUS_I18N_KEYS,
  surveyActionAllowed,
  surveyStatusI18nKey,
  surveyStatusName,
  toSurveyStatus,
} from "./surveyStatus.ts";

const at = (status: SurveyStatus | string, baseObjectId = 0) => ({ status, baseObjectId });

/** ARCHITECTURE 7, the binding reading: allowed statuses per action with baseObjectId 0, and with one set. */
const TABLE: Record<SurveyAction, [unlinked: SurveyStatus[], linked: SurveyStatus[]]> = {
  create: [
    [0, 1, 2, 3, 9],
    [0, 1, 2, 3, 9],
  ],
  edit: [
    [0, 1, 3],
    [0, 1, 3],
  ],
  restrictedEdit: [[3], [0, 1, 3]],
  editData: [[0, 1], []],
  mapEvas: [
    [0, 1, 3],
    [0, 1, 3],
  ],
  continue: [
    [0, 1, 2, 3],
    [0, 1, 2, 3],
  ],
  approve: [
    [0, 1],
    [0, 1],
  ],
  block: [[3], [3]],
  archive: [[0, 1, 3], []],
  delete: [[0, 1, 2, 3], []],
  deleteRigorous: [[0, 1, 2, 3, 9], []],
  addResources: [
    [0, 1, 3],
    [0, 1, 3],
  ],
  changeResources: [
    [0, 1, 3],
    [0, 1, 3],
  ],
  changeLinks: [
    [0, 1, 3],
    [0, 1, 3],
  ],
};

describe("survey status codes", () => {
  it("are 0 blocked, 1 testable, 2 archived, 3 approved, 9 deleted", () => {
    expect(SURVEY_STATUS_CODES).toEqual([0, 1, 2, 3, 9]);
    expect(SURVEY_STATUS).toEqual({ blocked: 0, testable: 1, archived: 2, approved: 3, deleted: 9 });
    expect(NEW_SURVEY_STATUS).toBe(0);
    expect(surveyStatusName(3)).toBe("approved");
    expect(surveyStatusName("9")).toBe("deleted");
    expect(surveyStatusName(4)).toBeNull();
  });

  it("read strings and numbers", () => {
    expect(toSurveyStatus("3")).toBe(3);
    expect(toSurveyStatus(" 0 ")).toBe(0);
    expect(toSurveyStatus(9)).toBe(9);
    for (const v of ["", "x", "4", "3.0", 4, -1, 1.5]) expect(toSurveyStatus(v)).toBeNull();
    expect(isSurveyStatus(2)).toBe(true);
    expect(isSurveyStatus("2")).toBe(false);
  });

  it("have i18n keys", () => {
    expect(surveyStatusI18nKey(0)).toBe("surveyStatus.0");
    expect(surveyStatusI18nKey("9")).toBe("surveyStatus.9");
    expect(surveyStatusI18nKey(5)).toBe("surveyStatus.unknown");
    expect(SURVEY_STATUS_I18N_KEYS).toEqual([
      "surveyStatus.0",
      "surveyStatus.1",
      "surveyStatus.2",
      "surveyStatus.3",
      "surveyStatus.9",
    ]);
  });
});

describe("surveyActionAllowed", () => {
  it("follows the table for every action and status, unlinked and linked", () => {
    for (const action of SURVEY_ACTIONS) {
      const [unlinked, linked] = TABLE[action];
      for (const status of SURVEY_STATUS_CODES) {
        expect(surveyActionAllowed(action, at(status, 0)), `${action} ${status}`).toBe(
          unlinked.includes(status),
        );
        expect(surveyActionAllowed(action, at(status, 42)), `${action} ${status} linked`).toBe(
          linked.includes(status),
        );
        expect(surveyActionAllowed(action, at(String(status), 0))).toBe(unlinked.includes(status));
      }
    }
  });

  it("allows nothing but create on an unknown status", () => {
    for (const action of SURVEY_ACTIONS) {
      expect(surveyActionAllowed(action, at("7"))).toBe(action === "create");
    }
  });

  it("never changes resources or links of an archived or deleted survey", () => {
    fc.assert(
      fc.property(fc.constantFrom<SurveyStatus>(2, 9), fc.nat(), (status, baseObjectId) => {
        for (const a of [
          "addResources",
          "changeResources",
          "changeLinks",
          "edit",
          "mapEvas",
          "approve",
          "archive",
        ] as const) {
          expect(surveyActionAllowed(a, { status, baseObjectId })).toBe(false);
        }
      }),
    );
  });

  it("splits editing into restricted and full", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SURVEY_STATUS_CODES), fc.nat({ max: 3 }), (status, baseObjectId) => {
        const s = { status, baseObjectId };
        const edit = surveyActionAllowed("edit", s);
        expect(surveyActionAllowed("restrictedEdit", s)).toBe(edit && isEditRestricted(s));
        expect(surveyActionAllowed("editData", s)).toBe(edit && !isEditRestricted(s));
      }),
    );
  });
});

describe("isEditRestricted", () => {
  it("holds when approved or linked", () => {
    expect(isEditRestricted(at(3))).toBe(true);
    expect(isEditRestricted(at("3"))).toBe(true);
    expect(isEditRestricted(at(0, 7))).toBe(true);
    expect(isEditRestricted(at(0))).toBe(false);
    expect(isEditRestricted(at(1))).toBe(false);
  });
});

describe("nextSurveyStatus", () => {
  it("approves 0 and 1 to 3, blocks 3 to 0", () => {
    expect(nextSurveyStatus("approve", 0)).toBe(3);
    expect(nextSurveyStatus("approve", "1")).toBe(3);
    expect(nextSurveyStatus("block", 3)).toBe(0);
    for (const s of [2, 3, 9]) expect(nextSurveyStatus("approve", s)).toBeNull();
    for (const s of [0, 1, 2, 9]) expect(nextSurveyStatus("block", s)).toBeNull();
  });

  it("archives to 2 and deletes to 9", () => {
    for (const s of [0, 1, 3]) expect(nextSurveyStatus("archive", s)).toBe(2);
    for (const s of [2, 9]) expect(nextSurveyStatus("archive", s)).toBeNull();
    for (const s of [0, 1, 2, 3]) expect(nextSurveyStatus("delete", s)).toBe(9);
    expect(nextSurveyStatus("delete", 9)).toBeNull();
    expect(nextSurveyStatus("delete", "x")).toBeNull();
  });

  it("agrees with surveyActionAllowed for unlinked surveys", () => {
    for (const action of ["approve", "block", "archive", "delete"] as const) {
      for (const status of SURVEY_STATUS_CODES) {
        expect(nextSurveyStatus(action, status) !== null).toBe(surveyActionAllowed(action, at(status)));
      }
    }
  });
});

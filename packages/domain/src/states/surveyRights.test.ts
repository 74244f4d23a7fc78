import { describe, expect, it } from "vitest";
import { RIGHTS } from "../auth/rights.ts";
import { person, superAdmin, withFlags } from "../testing/persons.ts";
import type { SurveySubject } from "./surveyRights.ts";
import { hasSurveyActionRight, surveyActionRight, surveyDialogLayout, surveyTarget } from "./surveyRights.ts";
import type { SurveyAction } from "./surveyStatus.ts";
import { SURVEY_ACTIONS, surveyActionAllowed } from "./surveyStatus.ts";

const survey = (status: number, baseObjectId = 0, federalStateCode = "05"): SurveySubject => ({
  status,
  baseObjectId,
  statisticId: "2311",
  federalStateCode,
});
const OPEN = survey(0);

/** The role right and the person flag that grant each action (SPEC 6 and the brief); null = none. */
const GRANTS: Record<SurveyAction, [right: string | null, flags: string[]]> = {
  create: ["ERHEBUNGSID_CREATE", []],
  edit: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  restrictedEdit: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  approve: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  block: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  editData: [null, []],
  mapEvas: [null, ["mapping_rights"]],
  continue: ["ERHEBUNGSID_CREATE", ["eid_rights"]],
  archive: ["ERHEBUNGSID_DELETE", ["eid_rights"]],
  delete: ["ERHEBUNGSID_DELETE", ["eid_rights"]],
  deleteRigorous: [null, []],
  changeResources: ["RESOURCE_EDIT", ["res_rights", "it_res_rights"]],
  changeLinks: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
};

describe("hasSurveyActionRight", () => {
  it("grants each action by its right and by its flags only", () => {
    for (const action of SURVEY_ACTIONS) {
      const [right, flags] = GRANTS[action];
      for (const r of RIGHTS) {
        expect(hasSurveyActionRight(action, person("X", [r]), OPEN), `${action} ${r}`).toBe(r === right);
      }
      for (const f of [
        "res_rights",
        "it_res_rights",
        "eid_rights",
        "mapping_rights",
        "organisator",
      ] as const) {
        expect(hasSurveyActionRight(action, withFlags(f), OPEN), `${action} ${f}`).toBe(flags.includes(f));
      }
    }
  });

  it("takes flags only for the survey's statistic id and office", () => {
    expect(hasSurveyActionRight("edit", withFlags("eid_rights"), survey(0, 0, "06"))).toBe(false);
    expect(hasSurveyActionRight("edit", withFlags("eid_rights"), { ...OPEN, statisticId: "2312" })).toBe(
      false,
    );
  });

  it("gives SuperAdmin every action and nobody anything", () => {
    for (const action of SURVEY_ACTIONS) {
      expect(hasSurveyActionRight(action, superAdmin(), OPEN)).toBe(true);
      expect(hasSurveyActionRight(action, null, OPEN)).toBe(false);
    }
  });

  it("keeps data edit and rigorous delete for SuperAdmin alone", () => {
    const everything = person(
      "StatDBAdmin",
      [...RIGHTS],
      [{ eid_rights: true, mapping_rights: true, res_rights: true }],
    );
    expect(hasSurveyActionRight("editData", everything, OPEN)).toBe(false);
    expect(hasSurveyActionRight("deleteRigorous", everything, OPEN)).toBe(false);
  });
});

describe("surveyActionRight", () => {
  it("answers forbidden before conflict", () => {
    expect(surveyActionRight("approve", withFlags("res_rights"), survey(3))).toBe("forbidden");
    expect(surveyActionRight("approve", withFlags("eid_rights"), survey(3))).toBe("conflict");
    expect(surveyActionRight("approve", withFlags("eid_rights"), survey(1))).toBe("allowed");
  });

  it("lets SuperAdmin do exactly what the state allows", () => {
    for (const action of SURVEY_ACTIONS) {
      for (const status of [0, 1, 2, 3, 9]) {
        for (const baseObjectId of [0, 5]) {
          const s = survey(status, baseObjectId);
          expect(surveyActionRight(action, superAdmin(), s)).toBe(
            surveyActionAllowed(action, s) ? "allowed" : "conflict",
          );
        }
      }
    }
  });

  it("works through typical cases", () => {
    const broker = person("CoreBroker", ["ERHEBUNGSID_CREATE", "ERHEBUNGSID_EDIT"]);
    expect(surveyActionRight("create", broker, OPEN)).toBe("allowed");
    expect(surveyActionRight("block", broker, survey(3))).toBe("allowed");
    expect(surveyActionRight("archive", broker, OPEN)).toBe("forbidden");
    expect(surveyActionRight("archive", withFlags("eid_rights"), survey(0, 9))).toBe("conflict");
    expect(surveyActionRight("delete", withFlags("eid_rights"), survey(2))).toBe("allowed");
    expect(surveyActionRight("continue", broker, survey(9))).toBe("conflict");
    expect(surveyActionRight("mapEvas", withFlags("mapping_rights"), survey(3, 4))).toBe("allowed");
    expect(surveyActionRight("deleteRigorous", superAdmin(), survey(9))).toBe("allowed");
    expect(surveyActionRight("changeResources", withFlags("it_res_rights"), survey(2))).toBe("conflict");
  });

  it("names the permission target", () => {
    expect(surveyTarget(OPEN)).toEqual({ statisticId: "2311", lkz: "05" });
  });
});

describe("surveyDialogLayout", () => {
  it("shows data and EVAS tabs when creating or continuing", () => {
    for (const mode of ["create", "continue"] as const) {
      expect(surveyDialogLayout(mode, person("X"), survey(3))).toEqual({
        tabs: ["data", "evas"],
        initial: "data",
        restricted: false,
      });
    }
    expect(surveyDialogLayout("edit", person("X"), null).tabs).toEqual(["data", "evas"]);
  });

  it("gives SuperAdmin both tabs, or the EVAS tab only when restricted", () => {
    expect(surveyDialogLayout("edit", superAdmin(), survey(0))).toEqual({
      tabs: ["data", "evas"],
      initial: "data",
      restricted: false,
    });
    expect(surveyDialogLayout("edit", superAdmin(), survey(3))).toEqual({
      tabs: ["evas"],
      initial: "evas",
      restricted: true,
    });
    expect(surveyDialogLayout("edit", superAdmin(), survey(1, 8)).restricted).toBe(true);
  });

  it("opens the EVAS tab for mapping_rights, nothing without them", () => {
    expect(surveyDialogLayout("edit", withFlags("mapping_rights"), survey(0))).toEqual({
      tabs: ["evas"],
      initial: "evas",
      restricted: false,
    });
    expect(surveyDialogLayout("edit", withFlags("mapping_rights"), survey(0, 0, "06")).tabs).toEqual([]);
    expect(surveyDialogLayout("edit", withFlags("eid_rights"), survey(0))).toEqual({
      tabs: [],
      initial: null,
      restricted: false,
    });
    expect(surveyDialogLayout("edit", null, survey(0)).initial).toBeNull();
  });
});

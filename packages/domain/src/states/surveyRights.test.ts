import { describe, expect, it } from "vitest";
import { RIGHTS } from "../auth/rights.ts";
import { person, superAdmin, withFlags } from "../testing/persons.ts";
import type { SurveySubject } from "./surveyRights.ts";
import {
  canOpenSurveyDialog,
  hasSurveyActionRight,
  surveyActionRight,
  surveyDialogLayout,
  surveyTarget,
} from "./surveyRights.ts";
import type { SurveyAction } from "./surveyStatus.ts";
import { SURVEY_ACTIONS, surveyActionAllowed } from "./surveyStatus.ts";

const survey = (status: number, baseObjectId = 0, federalStateCode = "05"): SurveySubject => ({
  status,
  baseObjectId,
  statisticId: "2311",
  federalStateCode,
});
const OPEN = survey(0);

/**
 * The single role right and the person flags that grant each action (SPEC 6 and the brief); null = no
 * single right (addResources needs two together, proved below).
 */
const GRANTS: Record<SurveyAction, [right: string | null, flags: string[]]> = {
  create: ["ERHEBUNGSID_CREATE", []],
  edit: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  restrictedEdit: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  approve: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  block: ["ERHEBUNGSID_EDIT", ["eid_rights"]],
  editData: [null, []],
  mapEvas: ["ERHEBUNGSID_EDIT", ["mapping_rights"]],
  continue: ["ERHEBUNGSID_CREATE", ["eid_rights"]],
  archive: ["ERHEBUNGSID_DELETE", ["eid_rights"]],
  delete: ["ERHEBUNGSID_DELETE", ["eid_rights"]],
  deleteRigorous: [null, []],
  addResources: [null, ["res_rights", "it_res_rights"]],
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

  it("adds resources role-wide only with RESOURCE_EDIT and RESOURCE_CREATE together (decision 26)", () => {
    const elsewhere = survey(0, 0, "06");
    const both = person("CoreBroker", ["RESOURCE_EDIT", "RESOURCE_CREATE"]);
    expect(hasSurveyActionRight("addResources", both, elsewhere)).toBe(true);
    expect(hasSurveyActionRight("addResources", person("X", ["RESOURCE_EDIT"]), elsewhere)).toBe(false);
    expect(hasSurveyActionRight("addResources", person("X", ["RESOURCE_CREATE"]), elsewhere)).toBe(false);
    // the per-statistic permission adds whatever the role holds (FachAdmin holds RESOURCE_CREATE only)
    const fachAdmin = person("FachAdmin", [], [{ statisticId: "2311", lkz: "05", res_rights: true }]);
    expect(hasSurveyActionRight("addResources", fachAdmin, OPEN)).toBe(true);
    expect(hasSurveyActionRight("addResources", fachAdmin, elsewhere)).toBe(false);
    // editing existing resources stays RESOURCE_EDIT's, with or without RESOURCE_CREATE
    expect(hasSurveyActionRight("changeResources", person("X", ["RESOURCE_EDIT"]), elsewhere)).toBe(true);
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
  const mappingOnly = withFlags("mapping_rights");
  const resOnly = withFlags("res_rights");
  const erhebungsidEdit = person("X", ["ERHEBUNGSID_EDIT"]);

  it("shows data and EVAS tabs when creating or continuing", () => {
    for (const mode of ["create", "continue"] as const) {
      expect(surveyDialogLayout(mode, person("X"), survey(3))).toEqual({
        tabs: ["data", "evas"],
        initial: "data",
        restricted: false,
        saves: true,
      });
    }
    expect(surveyDialogLayout("edit", person("X"), null).tabs).toEqual(["data", "evas"]);
  });

  it("gives SuperAdmin every tab, opened at the data, and no data tab when restricted", () => {
    expect(surveyDialogLayout("edit", superAdmin(), survey(0))).toEqual({
      tabs: ["data", "evas", "resources"],
      initial: "data",
      restricted: false,
      saves: true,
    });
    expect(surveyDialogLayout("edit", superAdmin(), survey(3))).toEqual({
      tabs: ["evas", "resources"],
      initial: "evas",
      restricted: true,
      saves: true,
    });
    expect(surveyDialogLayout("edit", superAdmin(), survey(1, 8)).restricted).toBe(true);
  });

  it("opens the EVAS tab for mapping_rights alone, also on a restricted survey, and nothing elsewhere", () => {
    for (const s of [survey(0), survey(3), survey(1, 8)]) {
      expect(surveyDialogLayout("edit", mappingOnly, s)).toMatchObject({
        tabs: ["evas"],
        initial: "evas",
        saves: true,
      });
    }
    expect(surveyDialogLayout("edit", mappingOnly, survey(0, 0, "06"))).toMatchObject({
      tabs: [],
      initial: null,
      saves: false,
    });
  });

  it("shows the EVAS controls for ERHEBUNGSID_EDIT (SPEC 6), not only the comment", () => {
    expect(surveyDialogLayout("edit", erhebungsidEdit, survey(0, 0, "06"))).toEqual({
      tabs: ["evas"],
      initial: "evas",
      restricted: false,
      saves: true,
    });
  });

  it("opens the resources tab for res_rights (SPEC 2.4), which saves nothing itself (so no banner)", () => {
    for (const holder of [resOnly, withFlags("it_res_rights"), person("X", ["RESOURCE_EDIT"])]) {
      expect(surveyDialogLayout("edit", holder, survey(3))).toEqual({
        tabs: ["resources"],
        initial: "resources",
        restricted: false,
        saves: false,
      });
    }
    // mapping_rights first, then the resources (SPEC 2.4 names them in this order)
    expect(surveyDialogLayout("edit", withFlags("mapping_rights", "res_rights"), survey(0))).toMatchObject({
      tabs: ["evas", "resources"],
      initial: "evas",
    });
  });

  it("leaves eid_rights the comment only, and nobody anything", () => {
    expect(surveyDialogLayout("edit", withFlags("eid_rights"), survey(0))).toEqual({
      tabs: [],
      initial: null,
      restricted: false,
      saves: true,
    });
    expect(surveyDialogLayout("edit", null, survey(0))).toMatchObject({ initial: null, saves: false });
  });

  it("offers no tab on an archived or deleted survey", () => {
    for (const status of [2, 9]) {
      expect(surveyDialogLayout("edit", superAdmin(), survey(status))).toMatchObject({
        tabs: [],
        saves: false,
      });
    }
  });
});

describe("canOpenSurveyDialog", () => {
  it("opens the edit dialog for whoever may save in it or has a tab of it", () => {
    for (const who of [
      superAdmin(),
      withFlags("eid_rights"),
      withFlags("mapping_rights"),
      withFlags("res_rights"),
      withFlags("it_res_rights"),
      person("X", ["ERHEBUNGSID_EDIT"]),
      person("X", ["RESOURCE_EDIT"]),
    ]) {
      expect(
        canOpenSurveyDialog(who, OPEN),
        who.role.acls.join() || JSON.stringify(who.personPermissions),
      ).toBe(true);
    }
  });

  it("stays closed without a right for the survey, and on archived or deleted surveys", () => {
    expect(canOpenSurveyDialog(withFlags("organisator"), OPEN)).toBe(false);
    expect(canOpenSurveyDialog(person("X", ["RESOURCE_CREATE", "COMMENTARY_READ"]), OPEN)).toBe(false);
    expect(canOpenSurveyDialog(withFlags("mapping_rights"), survey(0, 0, "06"))).toBe(false);
    expect(canOpenSurveyDialog(null, OPEN)).toBe(false);
    expect(canOpenSurveyDialog(superAdmin(), survey(2))).toBe(false);
  });
});

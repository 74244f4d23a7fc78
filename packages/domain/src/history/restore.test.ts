import { describe, expect, it } from "vitest";
import { type RestorableSurvey, restorePlan, roleRightsOf } from "./restore.ts";

const current: RestorableSurvey = {
  statisticId: "2311",
  bzr: "254003",
  federalStateCode: "05",
  period: 1,
  description: "Neu",
  accessMode: true,
  status: 3,
  evas: ["31111"],
};

/** A survey snapshot as surveys/answer.ts writes it, the parts a restore reads. */
const snapshot = {
  ...current,
  statisticId: "2312",
  description: "Alt",
  accessMode: false,
  status: 0,
  evas: [
    { evas: "31111", description: "Baugenehmigungen", closing: null },
    { evas: "31121", description: "Baufertigstellungen", closing: "2020-12-31" },
    { evas: "31131", description: "Bauüberhang", closing: null },
  ],
};

const all = { editData: true, mapEvas: true };

describe("restorePlan", () => {
  it("sets the data fields and EVAS again, never the Erhebungsid's parts or the status", () => {
    const plan = restorePlan({ current, snapshot, may: all, usableEvas: () => true });
    expect(plan).toEqual({
      period: 1,
      description: "Alt",
      accessMode: false,
      evas: ["31111", "31121", "31131"],
      leftOut: [
        { field: "statisticId", reason: "identity" },
        { field: "status", reason: "notRestorable" },
      ],
    });
  });

  it("leaves out and names an EVAS discontinued since", () => {
    const plan = restorePlan({ current, snapshot, may: all, usableEvas: (code) => code !== "31121" });
    expect(plan.evas).toEqual(["31111", "31131"]);
    expect(plan.leftOut).toContainEqual({ field: "evas", reason: "noLongerExists", values: ["31121"] });
  });

  it("leaves out what the caller may not change, and names it", () => {
    const plan = restorePlan({
      current,
      snapshot,
      may: { editData: false, mapEvas: false },
      usableEvas: () => true,
    });
    expect(plan).toMatchObject({ description: "Neu", accessMode: true, evas: ["31111"] });
    expect(plan.leftOut).toEqual(
      expect.arrayContaining([
        { field: "description", reason: "notAllowed" },
        { field: "accessMode", reason: "notAllowed" },
        { field: "evas", reason: "notAllowed" },
      ]),
    );
  });

  it("keeps the list as it is when none of the recorded EVAS is left", () => {
    const plan = restorePlan({
      current,
      snapshot: { ...snapshot, evas: [{ evas: "31121" }] },
      may: all,
      usableEvas: (code) => code !== "31121",
    });
    expect(plan.evas).toEqual(["31111"]);
  });
});

describe("roleRightsOf", () => {
  it("reads a role record's rights, naming those the app no longer knows", () => {
    expect(roleRightsOf({ id: 4, name: "Lesen", acls: ["USER_READ", "OLD_RIGHT"] })).toEqual({
      acls: ["USER_READ"],
      leftOut: [{ field: "acls", reason: "noLongerExists", values: ["OLD_RIGHT"] }],
    });
    expect(roleRightsOf({ rule: "rank" })).toBeNull();
  });
});

import { person, superAdmin } from "@erhdb/domain/testing/persons";
import { describe, expect, it } from "vitest";
import { surveyRowActions } from "./row-actions.ts";

/** Statistic 2311 in office 05, blocked, no base object. */
const ROW = {
  erhebungsid: "1231125000005",
  status: 0,
  baseObjectId: 0,
  statisticId: "2311",
  federalStateCode: "05",
};
const flags = (...names: ("mapping_rights" | "res_rights" | "it_res_rights" | "eid_rights")[]) =>
  person(
    "LoggedUser",
    [],
    [{ statisticId: "2311", lkz: "05", ...Object.fromEntries(names.map((n) => [n, true])) }],
  );

describe("surveyRowActions", () => {
  it("offers the edit dialog to a holder of mapping_rights alone (SPEC 2.4, opened at the EVAS)", () => {
    expect(surveyRowActions(flags("mapping_rights"), ROW)).toEqual(["detail", "edit"]);
    expect(surveyRowActions(flags("mapping_rights"), { ...ROW, status: 3 })).toEqual(["detail", "edit"]);
    // another office's survey: nothing but the detail
    expect(surveyRowActions(flags("mapping_rights"), { ...ROW, federalStateCode: "06" })).toEqual(["detail"]);
  });

  it("offers the edit dialog, adding and editing resources to res_rights alone", () => {
    expect(surveyRowActions(flags("res_rights"), ROW)).toEqual([
      "detail",
      "edit",
      "addResources",
      "changeResources",
    ]);
  });

  it("lets RESOURCE_EDIT add resources only together with RESOURCE_CREATE (decision 26)", () => {
    expect(surveyRowActions(person("Pruefer", ["RESOURCE_EDIT"]), ROW)).toEqual([
      "detail",
      "edit",
      "changeResources",
    ]);
    expect(surveyRowActions(person("CoreBroker", ["RESOURCE_EDIT", "RESOURCE_CREATE"]), ROW)).toEqual([
      "detail",
      "edit",
      "addResources",
      "changeResources",
    ]);
    expect(surveyRowActions(person("FachAdmin", ["RESOURCE_CREATE", "COMMENTARY_READ"]), ROW)).toEqual([
      "detail",
      "comments",
    ]);
  });

  it("offers neither the edit dialog nor the resources on an archived survey", () => {
    expect(
      surveyRowActions(flags("mapping_rights", "res_rights", "eid_rights"), { ...ROW, status: 2 }),
    ).toEqual(["detail", "continue", "delete"]);
    expect(surveyRowActions(superAdmin(), { ...ROW, status: 2 })).toEqual([
      "detail",
      "continue",
      "delete",
      "deleteRigorous",
    ]);
  });
});

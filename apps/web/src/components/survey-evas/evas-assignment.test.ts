import { describe, expect, it } from "vitest";
import { ACTIVE_EVAS, SURVEY } from "../../test/survey-form-harness.tsx";
import { evasToAdd } from "./evas-assignment.ts";

describe("adding an EVAS (SPEC 5)", () => {
  const assigned = SURVEY.evas;
  it("takes an active 5-digit EVAS not yet assigned, with its description and closing", () => {
    expect(evasToAdd("12211", assigned, ACTIVE_EVAS)).toEqual({
      entry: { evas: "12211", description: "Mikrozensus", closing: "2999-12-31" },
    });
  });

  it("refuses other codes, duplicates and unknown or discontinued EVAS, in that order", () => {
    expect(evasToAdd("1241", assigned, ACTIVE_EVAS)).toEqual({ problem: "surveyForm.messages.evasFormat" });
    expect(evasToAdd("", assigned, ACTIVE_EVAS)).toEqual({ problem: "surveyForm.messages.evasFormat" });
    expect(evasToAdd("12411", assigned, ACTIVE_EVAS)).toEqual({
      problem: "surveyForm.messages.evasDuplicate",
    });
    expect(evasToAdd("99999", assigned, ACTIVE_EVAS)).toEqual({ problem: "surveyForm.messages.evasUnknown" });
  });
});

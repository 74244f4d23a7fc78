import { SURVEY_EVAS_MAX } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { SURVEY } from "../../../test/survey-form-harness.tsx";
import {
  erhebungsidPreview,
  fieldsOfServerError,
  firstErrorTab,
  formBzr,
  newSurveyForm,
  type SurveyFormValues,
  surveyFormOf,
  toSurveyWrite,
} from "./survey-form.ts";

const valid = (): SurveyFormValues => ({
  ...surveyFormOf(SURVEY),
  comment: "Neu angelegt",
});

describe("survey form model", () => {
  it("starts a new survey with the defaults of SPEC 9, the bzr year being the current one", () => {
    const form = newSurveyForm(new Date("2031-06-15T12:00:00Z"));
    expect(form).toEqual({
      statisticId: "",
      bzrYear: "2031",
      interpreter: "0",
      timeNumber: "000",
      federalStateCode: "00",
      period: "00",
      description: "",
      accessMode: false,
      evas: [],
      comment: "",
    });
    // New Year's Eve in Berlin is already the next year
    expect(newSurveyForm(new Date("2031-12-31T23:30:00Z")).bzrYear).toBe("2032");
  });

  it("fills the form from a stored survey, with an empty comment; no period shows empty", () => {
    expect(surveyFormOf({ ...SURVEY, period: -1, bzr: "254011" })).toMatchObject({
      statisticId: "1261",
      bzrYear: "2025",
      interpreter: "4",
      timeNumber: "011",
      period: "",
      evas: SURVEY.evas,
      comment: "",
    });
  });

  it("turns the fields into the write payload", () => {
    expect(toSurveyWrite({ ...valid(), period: "", description: "  Neu  " })).toEqual({
      value: {
        statisticId: "1261",
        bzr: "250000",
        federalStateCode: "09",
        period: -1,
        description: "Neu",
        accessMode: false,
        evas: ["12411"],
        comment: "Neu angelegt",
      },
    });
  });

  it("names every field at fault with its message key", () => {
    const result = toSurveyWrite({
      ...newSurveyForm(),
      statisticId: "12",
      bzrYear: "202",
      description: " ",
    });
    expect(result).toEqual({
      errors: {
        statisticId: "surveyForm.invalid.statisticId",
        bzrYear: "surveyForm.invalid.bzrYear",
        description: "surveyForm.invalid.description",
        evas: "surveyForm.invalid.evas",
        comment: "surveyForm.invalid.comment",
      },
    });
  });

  it("puts a bzr problem on the part at fault", () => {
    const errorsOf = (patch: Partial<SurveyFormValues>) => {
      const result = toSurveyWrite({ ...valid(), ...patch });
      return "errors" in result ? result.errors : {};
    };
    expect(errorsOf({ interpreter: "8" })).toEqual({ interpreter: "surveyForm.invalid.interpreter" });
    expect(errorsOf({ interpreter: "3", timeNumber: "005" })).toEqual({
      timeNumber: "surveyForm.invalid.timeNumber",
    });
    expect(errorsOf({ period: "14" })).toEqual({ period: "surveyForm.invalid.period" });
    expect(errorsOf({ federalStateCode: "17" })).toEqual({
      federalStateCode: "surveyForm.invalid.federalStateCode",
    });
    expect(errorsOf({ description: "x".repeat(1001) })).toEqual({
      description: "surveyForm.invalid.description",
    });
  });

  it("words an EVAS list problem as SPEC 5 does", () => {
    const entry = (evas: string) => ({ evas, description: "", closing: null });
    const errorsOf = (evas: SurveyFormValues["evas"]) => {
      const result = toSurveyWrite({ ...valid(), evas });
      return "errors" in result ? result.errors.evas : undefined;
    };
    expect(errorsOf([entry("1241")])).toBe("surveyForm.messages.evasFormat");
    expect(errorsOf([entry("12411"), entry("12411")])).toBe("surveyForm.messages.evasDuplicate");
    expect(errorsOf([])).toBe("surveyForm.invalid.evas");
    const many = Array.from({ length: SURVEY_EVAS_MAX + 1 }, (_, i) => entry(String(10000 + i)));
    expect(errorsOf(many)).toBe("surveyForm.invalid.evas");
  });

  it("composes the bzr and the Erhebungsid while typing", () => {
    expect(formBzr({ ...valid(), bzrYear: "2026", interpreter: "3", timeNumber: "002" })).toBe("263002");
    expect(formBzr({ ...valid(), bzrYear: "202" })).toBeNull();
    expect(erhebungsidPreview(valid())).toEqual({ text: "1126125000009", complete: true });
    expect(erhebungsidPreview({ ...valid(), statisticId: "12", bzrYear: "202" })).toEqual({
      text: "112__2_000009",
      complete: false,
    });
  });

  it("finds the tab of the first field at fault among the tabs shown", () => {
    expect(firstErrorTab(["evas", "description"], ["data", "evas"])).toBe("data");
    expect(firstErrorTab(["comment", "evas"], ["data", "evas"])).toBe("evas");
    expect(firstErrorTab(["description"], ["evas"])).toBeNull();
    expect(firstErrorTab(["comment"], ["data", "evas"])).toBeNull();
  });

  it("maps the field a server error names to the fields of the dialog", () => {
    expect(fieldsOfServerError("erhebungsid")).toEqual(["statisticId", "bzrYear", "federalStateCode"]);
    expect(fieldsOfServerError("bzr")).toEqual(["bzrYear"]);
    expect(fieldsOfServerError("evas")).toEqual(["evas"]);
    expect(fieldsOfServerError("accessMode")).toEqual([]);
    expect(fieldsOfServerError(undefined)).toEqual([]);
  });
});

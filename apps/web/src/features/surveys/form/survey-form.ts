import {
  BZR_ERROR_KEYS,
  composeErhebungsid,
  defaultBzrForYear,
  isCompleteBzrYear,
  NEW_SURVEY_DEFAULTS,
  periodFromDisplay,
  periodToDisplay,
  SURVEY_MESSAGES,
  type SurveyAnswer,
  type SurveyDialogTab,
  type SurveyEvasAnswer,
  type SurveyWrite,
  surveyEvasProblem,
  surveyWriteSchema,
  validateBzr,
  validateErhebungsidParts,
} from "@erhdb/domain";
import { surveyMessageKey } from "../../../lib/survey-message-key.ts";

/** The dialog's fields as typed; `toSurveyWrite` turns them into the write payload (SPEC 3). */
export interface SurveyFormValues {
  statisticId: string;
  /** the bzr year as four digits, '20' and then up to two more while typing */
  bzrYear: string;
  /** the bzr interpreter '0'..'6' */
  interpreter: string;
  /** the bzr time number, three digits */
  timeNumber: string;
  federalStateCode: string;
  /** '' (no period) or '00'..'13' */
  period: string;
  description: string;
  accessMode: boolean;
  /** the assigned EVAS, in the order they were added */
  evas: SurveyEvasAnswer[];
  /** the comment of this save (SPEC 5: required) */
  comment: string;
}

export type SurveyField = Exclude<keyof SurveyFormValues, "accessMode">;

/** An i18n key per field at fault. */
export type SurveyFormErrors = Partial<Record<SurveyField, string>>;

/** The fields in the order the dialog shows them: the first at fault decides the tab to show. */
const FIELD_TABS: ReadonlyArray<readonly [SurveyField, SurveyDialogTab | null]> = [
  ["statisticId", "data"],
  ["bzrYear", "data"],
  ["interpreter", "data"],
  ["timeNumber", "data"],
  ["federalStateCode", "data"],
  ["period", "data"],
  ["description", "data"],
  ["evas", "evas"],
  // outside the tabs, always visible
  ["comment", null],
];

function splitBzr(bzr: string): Pick<SurveyFormValues, "bzrYear" | "interpreter" | "timeNumber"> {
  return { bzrYear: `20${bzr.slice(0, 2)}`, interpreter: bzr.slice(2, 3), timeNumber: bzr.slice(3) };
}

/** A new survey: the defaults of SPEC 9, the bzr year being the current one. */
export function newSurveyForm(now: Date = new Date()): SurveyFormValues {
  return {
    statisticId: "",
    ...splitBzr(defaultBzrForYear(now)),
    federalStateCode: NEW_SURVEY_DEFAULTS.federalStateCode,
    period: periodToDisplay(NEW_SURVEY_DEFAULTS.period),
    description: "",
    accessMode: NEW_SURVEY_DEFAULTS.accessMode,
    evas: [],
    comment: "",
  };
}

/** A stored survey to edit or continue; the comment is the new one of this save. */
export function surveyFormOf(survey: SurveyAnswer): SurveyFormValues {
  return {
    statisticId: survey.statisticId,
    ...splitBzr(survey.bzr),
    federalStateCode: survey.federalStateCode,
    period: periodToDisplay(survey.period),
    description: survey.description,
    accessMode: survey.accessMode,
    evas: survey.evas.map(({ evas, description, closing }) => ({ evas, description, closing })),
    comment: "",
  };
}

/** The six bzr digits the year, interpreter and time number make, or null while the year is incomplete. */
export function formBzr(form: SurveyFormValues): string | null {
  if (!isCompleteBzrYear(form.bzrYear)) return null;
  return `${form.bzrYear.slice(2)}${form.interpreter}${form.timeNumber}`;
}

/**
 * The Erhebungsid the fields compose (1 + statistic id + bzr + office), shown while typing: complete when
 * the parts are valid, else with '_' for what is still missing.
 */
export function erhebungsidPreview(form: SurveyFormValues): { text: string; complete: boolean } {
  const bzr = formBzr(form);
  const parts = { statisticId: form.statisticId, bzr: bzr ?? "", federalStateCode: form.federalStateCode };
  if (validateErhebungsidParts(parts) === null) return { text: composeErhebungsid(parts), complete: true };
  const year = form.bzrYear.slice(2).padEnd(2, "_");
  const text = `1${form.statisticId.padEnd(4, "_")}${year}${form.interpreter}${form.timeNumber}${form.federalStateCode}`;
  return { text, complete: false };
}

const BZR_FIELD: Record<string, SurveyField> = {
  [BZR_ERROR_KEYS.format]: "bzrYear",
  [BZR_ERROR_KEYS.interpreter]: "interpreter",
  [BZR_ERROR_KEYS.timeNumber]: "timeNumber",
};

function fieldOfIssue(path: readonly PropertyKey[], bzr: string): SurveyField | null {
  const field = String(path[0] ?? "");
  if (field === "bzr") return BZR_FIELD[validateBzr(bzr) ?? BZR_ERROR_KEYS.format] ?? "bzrYear";
  return FIELD_TABS.some(([f]) => f === field) ? (field as SurveyField) : null;
}

/** The payload checked by the shared schema, or an i18n key (under `surveyForm`) per field at fault. */
export function toSurveyWrite(form: SurveyFormValues): { value: SurveyWrite } | { errors: SurveyFormErrors } {
  const bzr = formBzr(form);
  const codes = form.evas.map((e) => e.evas);
  const result = surveyWriteSchema.safeParse({
    statisticId: form.statisticId,
    bzr: bzr ?? "",
    federalStateCode: form.federalStateCode,
    // An empty period is no period: -1 (SPEC 3).
    period: periodFromDisplay(form.period) ?? Number.NaN,
    description: form.description,
    accessMode: form.accessMode,
    evas: codes,
    comment: form.comment,
  });
  if (result.success) return { value: result.data };
  const errors: SurveyFormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfIssue(issue.path, bzr ?? "");
    if (field === null || errors[field]) continue;
    const evasProblem = field === "evas" ? surveyEvasProblem(codes) : null;
    errors[field] =
      evasProblem && evasProblem !== SURVEY_MESSAGES.checkInputs
        ? surveyMessageKey(evasProblem)
        : `surveyForm.invalid.${field}`;
  }
  return { errors };
}

/** The tab that holds the first field at fault, if it is one of the tabs shown. */
export function firstErrorTab(
  fields: ReadonlyArray<SurveyField>,
  tabs: readonly SurveyDialogTab[],
): SurveyDialogTab | null {
  const first = FIELD_TABS.find(([field]) => fields.includes(field));
  return first?.[1] && tabs.includes(first[1]) ? first[1] : null;
}

/** The tab of a field, null for the comment (always visible). */
export function tabOfField(field: SurveyField): SurveyDialogTab | null {
  return FIELD_TABS.find(([f]) => f === field)?.[1] ?? null;
}

/** The fields a server error names (`field` of the answer), to mark them as well. */
export function fieldsOfServerError(field: string | undefined): SurveyField[] {
  if (field === "erhebungsid") return ["statisticId", "bzrYear", "federalStateCode"];
  if (field === "bzr") return ["bzrYear"];
  return FIELD_TABS.some(([f]) => f === field) ? [field as SurveyField] : [];
}

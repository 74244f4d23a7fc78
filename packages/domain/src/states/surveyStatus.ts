/**
 * The survey state machine, in the survey-dialog reading that ARCHITECTURE 7 makes binding:
 * 0 blocked, 1 testable, 2 archived, 3 approved, 9 deleted.
 */
export const SURVEY_STATUSES = [
  { code: 0, name: "blocked" },
  { code: 1, name: "testable" },
  { code: 2, name: "archived" },
  { code: 3, name: "approved" },
  { code: 9, name: "deleted" },
] as const;

export type SurveyStatus = (typeof SURVEY_STATUSES)[number]["code"];
export type SurveyStatusName = (typeof SURVEY_STATUSES)[number]["name"];

export const SURVEY_STATUS_CODES: readonly SurveyStatus[] = SURVEY_STATUSES.map((s) => s.code);
export const SURVEY_STATUS = {
  blocked: 0,
  testable: 1,
  archived: 2,
  approved: 3,
  deleted: 9,
} as const satisfies Record<SurveyStatusName, SurveyStatus>;
export const NEW_SURVEY_STATUS: SurveyStatus = 0;

/**
 * What one can do with a survey.
 * - edit: open the edit dialog and save (the EVAS at least)
 * - restrictedEdit: the edit is limited (banner, only the EVAS tab); allowed = edit allowed and restricted
 * - editData: change statistic id, bzr, office, period, description (edit allowed and not restricted)
 * - mapEvas: change the survey's EVAS assignment (wherever edit is allowed, restricted or not)
 * - approve = unlock, block = lock, delete = logical delete, deleteRigorous = physical delete
 * - addResources: upload a resource to the survey; changeResources: act on its existing resources
 */
export const SURVEY_ACTIONS = [
  "create",
  "edit",
  "restrictedEdit",
  "editData",
  "mapEvas",
  "continue",
  "approve",
  "block",
  "archive",
  "delete",
  "deleteRigorous",
  "addResources",
  "changeResources",
  "changeLinks",
] as const;
export type SurveyAction = (typeof SURVEY_ACTIONS)[number];

/** The actions that move a survey to another status. */
export type SurveyTransition = "approve" | "block" | "archive" | "delete";

export interface SurveyState {
  /** stored as string or number (SPEC 4) */
  status: SurveyStatus | number | string;
  baseObjectId: number;
}

/** The status as a number, or null when the value is no survey status. */
export function toSurveyStatus(value: number | string): SurveyStatus | null {
  const n = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return (SURVEY_STATUS_CODES as readonly unknown[]).includes(n) ? (n as SurveyStatus) : null;
}

export function isSurveyStatus(value: unknown): value is SurveyStatus {
  return (SURVEY_STATUS_CODES as readonly unknown[]).includes(value);
}

/** Restricted (banner, only the EVAS tab) when approved or linked to a base object. */
export function isEditRestricted(survey: SurveyState): boolean {
  return toSurveyStatus(survey.status) === 3 || survey.baseObjectId !== 0;
}

/** Whether the survey's state allows the action (rights aside). An unknown status allows nothing. */
export function surveyActionAllowed(action: SurveyAction, survey: SurveyState): boolean {
  if (action === "create") return true;
  const status = toSurveyStatus(survey.status);
  if (status === null) return false;
  const open = status !== 2 && status !== 9;
  const unlinked = survey.baseObjectId === 0;
  switch (action) {
    case "edit":
    case "mapEvas":
    case "addResources":
    case "changeResources":
    case "changeLinks":
      return open;
    case "restrictedEdit":
      return open && isEditRestricted(survey);
    case "editData":
      return open && !isEditRestricted(survey);
    case "continue":
      return status !== 9;
    case "approve":
    case "block":
      return nextSurveyStatus(action, status) !== null;
    case "archive":
      return open && unlinked;
    case "delete":
      return status !== 9 && unlinked;
    case "deleteRigorous":
      return unlinked;
  }
}

/** The status after a transition, or null when the status does not allow it (baseObjectId aside). */
export function nextSurveyStatus(
  action: SurveyTransition,
  status: SurveyStatus | number | string,
): SurveyStatus | null {
  const from = toSurveyStatus(status);
  if (from === null) return null;
  switch (action) {
    case "approve":
      return from === 0 || from === 1 ? 3 : null;
    case "block":
      return from === 3 ? 0 : null;
    case "archive":
      return from !== 2 && from !== 9 ? 2 : null;
    case "delete":
      return from !== 9 ? 9 : null;
  }
}

export function surveyStatusName(status: number | string): SurveyStatusName | null {
  const code = toSurveyStatus(status);
  return SURVEY_STATUSES.find((s) => s.code === code)?.name ?? null;
}

/** i18n key of a status: 'surveyStatus.0' ... 'surveyStatus.9'; 'surveyStatus.unknown' otherwise. */
export function surveyStatusI18nKey(status: number | string): string {
  const code = toSurveyStatus(status);
  return code === null ? "surveyStatus.unknown" : `surveyStatus.${code}`;
}

export const SURVEY_STATUS_I18N_KEYS: readonly string[] = SURVEY_STATUS_CODES.map((c) => `surveyStatus.${c}`);

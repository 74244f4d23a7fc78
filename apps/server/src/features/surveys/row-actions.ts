import type { AccessSubject, SurveyAction } from "@erhdb/domain";
import { canOpenSurveyDialog, hasRight, surveyActionRight } from "@erhdb/domain";

/** The row actions of the surveys table (SPEC 2.4) that go through the survey's rights and state. */
const CHECKED_ACTIONS: readonly SurveyAction[] = [
  "continue",
  "approve",
  "block",
  "archive",
  "delete",
  "deleteRigorous",
  "addResources",
  "changeResources",
  "changeLinks",
];

export interface SurveyRowState {
  erhebungsid: string;
  status: number;
  baseObjectId: number;
  statisticId: string;
  federalStateCode: string;
}

/**
 * What the caller may do with one row, as the actions cell lists them: the detail view always, the
 * comments with COMMENTARY_READ, `edit` where the edit dialog opens for the caller (the edit right, or a
 * tab of it: mapping_rights alone opens it at the EVAS, res_rights at the resources; decision 26), the
 * rest where rights and state allow (the server checks every call again).
 */
export function surveyRowActions(person: AccessSubject, row: SurveyRowState): string[] {
  const actions = ["detail"];
  if (hasRight(person, "COMMENTARY_READ")) actions.push("comments");
  if (canOpenSurveyDialog(person, row)) actions.push("edit");
  for (const action of CHECKED_ACTIONS) {
    if (surveyActionRight(action, person, row) === "allowed") actions.push(action);
  }
  return actions;
}

/**
 * The actions cell's data as the table selects it: [Erhebungsid, status, base object id, statistic id,
 * office].
 */
export function parseRowState(value: unknown): SurveyRowState | null {
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [erhebungsid, status, baseObjectId, statisticId, federalStateCode] = value;
  if (typeof erhebungsid !== "string" || typeof status !== "number" || typeof baseObjectId !== "number")
    return null;
  if (typeof statisticId !== "string" || typeof federalStateCode !== "string") return null;
  return { erhebungsid, status, baseObjectId, statisticId, federalStateCode };
}

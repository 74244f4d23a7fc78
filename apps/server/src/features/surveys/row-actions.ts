import type { AccessSubject, SurveyAction } from "@erhdb/domain";
import { hasRight, surveyActionRight } from "@erhdb/domain";

/** The row actions of the surveys table (SPEC 2.4) that go through the survey's rights and state. */
const CHECKED_ACTIONS: readonly SurveyAction[] = [
  "edit",
  "continue",
  "approve",
  "block",
  "archive",
  "delete",
  "deleteRigorous",
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
 * comments with COMMENTARY_READ, the rest where rights and state allow (the server checks again).
 */
export function surveyRowActions(person: AccessSubject, row: SurveyRowState): string[] {
  const actions = ["detail"];
  if (hasRight(person, "COMMENTARY_READ")) actions.push("comments");
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

import { ERHEBUNGSID_PATTERN } from "../identifiers/erhebungsid.ts";
import { actionCellCodec, isStringArray, jsonFields } from "../table/actionCell.ts";

/**
 * What the surveys table's actions cell carries (SPEC 2.4): the row's Erhebungsid, which every action
 * names and calls, and the actions the caller may take on it, computed by the server from the domain's
 * rights and state rules (the page decides nothing itself).
 */
export interface SurveyRowTarget {
  erhebungsid: string;
  actions: string[];
}

export const surveyRowTargetCell = actionCellCodec((value): SurveyRowTarget | null => {
  const fields = jsonFields(value);
  const erhebungsid = fields?.erhebungsid;
  const actions = fields?.actions;
  if (typeof erhebungsid !== "string" || !ERHEBUNGSID_PATTERN.test(erhebungsid)) return null;
  return isStringArray(actions) ? { erhebungsid, actions } : null;
});

// Who may make a survey write happen: the survey screens' caller by their rights, an accepted request's
// approver by the right of the request's action; then the survey's state decides.
import type { ActionVerdict, AuthPerson, SurveyAction, SurveySubject } from "@erhdb/domain";
import {
  hasSurveyActionRight,
  surveyActionAllowed,
  surveyActionRight,
  VERDICT_HTTP_STATUS,
} from "@erhdb/domain";
import type { Queryable } from "../db/queryable.ts";
import { lockedSurvey, type SurveyRef, type SurveyRow, visibleSurvey } from "../db/surveys.ts";
import { AppError, forbidden } from "./errors.ts";

const stateForbids = () =>
  new AppError(VERDICT_HTTP_STATUS.conflict, "CONFLICT", { messageKey: "SURVEY_STATE_FORBIDS" });

/**
 * Applies the domain's verdicts of every action a call needs: any missing right is a 403 before any
 * state conflict (409), so a caller without the right learns nothing about the survey's state.
 */
export function requireActions(person: AuthPerson | null, subject: SurveySubject, actions: SurveyAction[]) {
  const verdicts: ActionVerdict[] = actions.map((action) => surveyActionRight(action, person, subject));
  if (verdicts.includes("forbidden")) throw forbidden();
  if (verdicts.includes("conflict")) throw stateForbids();
}

/**
 * What lets a survey write happen: which existing survey it may name (`lockNamed`: the survey locked, or
 * the 404 of an unknown one), and whether the actions the write needs may happen, given the survey (for a
 * new one: its statistic id and office; `require` throws when they may not).
 */
export interface SurveyAuthority {
  lockNamed(trx: Queryable, ref: SurveyRef): Promise<SurveyRow>;
  require(subject: SurveySubject, actions: SurveyAction[]): void;
}

/**
 * The survey screens: a survey the caller may not see is answered as an unknown one (decision 34), then
 * the caller's rights (403) and the survey's state (409) decide (requireActions).
 */
export const byCallerRights = (person: AuthPerson | null): SurveyAuthority => ({
  lockNamed: (trx, ref) => visibleSurvey(trx, ref, person, true),
  require: (subject, actions) => requireActions(person, subject, actions),
});

/**
 * An accepted request (decisions 17, issue 24): the request names the survey, and whoever decides
 * requests reads it there, so any survey it names is known to them. The approver needs the right of the
 * request's action (`create`, `edit`, `continue`, `archive`) at every survey the write touches, as the
 * survey screens would ask of them for that change; then the survey's state decides each action the write
 * needs (409). The request service refuses an approver without it before performing
 * (requestApprovalRefusal, with its audit record); this check holds the survey services to the same rule
 * on the locked rows.
 */
export const byRequestApprover = (person: AuthPerson, action: SurveyAction): SurveyAuthority => ({
  lockNamed: lockedSurvey,
  require: (subject, actions) => {
    if (!hasSurveyActionRight(action, person, subject)) throw forbidden();
    if (actions.some((needed) => !surveyActionAllowed(needed, subject))) throw stateForbids();
  },
});

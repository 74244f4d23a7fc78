// Who may make a survey write happen: the survey screens' caller by their rights, an accepted request's
// approver by the right of the request's action; then the survey's state decides.
import type { ActionVerdict, AuthPerson, SurveyAction, SurveySubject } from "@erhdb/domain";
import {
  hasSurveyActionRight,
  surveyActionAllowed,
  surveyActionRight,
  VERDICT_HTTP_STATUS,
} from "@erhdb/domain";
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
 * What lets a survey write happen, given the survey (for a new one: its statistic id and office) and the
 * actions the write needs. Throws when it may not happen.
 */
export type SurveyAuthority = (subject: SurveySubject, actions: SurveyAction[]) => void;

/** The survey screens: the caller's rights, then the survey's state (requireActions). */
export const byCallerRights =
  (person: AuthPerson | null): SurveyAuthority =>
  (subject, actions) =>
    requireActions(person, subject, actions);

/**
 * An accepted request (decisions 17, issue 24): the approver needs the right of the request's action
 * (`create`, `edit`, `continue`, `archive`) at every survey the write touches, as the survey screens
 * would ask of them for that change; then the survey's state decides each action the write needs
 * (409). The request service refuses an approver without it before performing (requestApprovalRefusal,
 * with its audit record); this check holds the survey services to the same rule on the locked rows.
 */
export const byRequestApprover =
  (person: AuthPerson, action: SurveyAction): SurveyAuthority =>
  (subject, actions) => {
    if (!hasSurveyActionRight(action, person, subject)) throw forbidden();
    if (actions.some((needed) => !surveyActionAllowed(needed, subject))) throw stateForbids();
  };

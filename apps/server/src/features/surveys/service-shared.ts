import type { ActionVerdict, AuthPerson, SurveyAction, SurveyAnswer, SurveySubject } from "@erhdb/domain";
import {
  hasSurveyActionRight,
  isEvasDiscontinued,
  isSurveyVisible,
  surveyActionAllowed,
  surveyActionRight,
  surveyVisibility,
  VERDICT_HTTP_STATUS,
} from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import type { Actor } from "../../lib/audit.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import { hiddenTarget } from "../../lib/refused-write.ts";
import { visibleResourceAnswers } from "../resources/answer.ts";
import { listSurveyResources } from "../resources/repository.ts";
import * as repo from "./repository.ts";
import type { SurveyRef } from "./schema.ts";

export const erhebungsidExists = (erhebungsid: string) =>
  new AppError(409, "CONFLICT", {
    messageKey: "ERHEBUNGSID_EXISTS",
    params: { erhebungsid },
    field: "erhebungsid",
  });

const stateForbids = () =>
  new AppError(VERDICT_HTTP_STATUS.conflict, "CONFLICT", { messageKey: "SURVEY_STATE_FORBIDS" });

export function subjectOf(row: repo.SurveyRow): SurveySubject {
  return {
    status: row.status,
    baseObjectId: row.baseObjectId,
    statisticId: row.statisticId,
    federalStateCode: row.federalStateCode,
  };
}

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

export const evasUnknown = (field = "evas") =>
  new AppError(400, "VALIDATION", { messageKey: "EVAS_UNKNOWN", field });

/**
 * The EVAS rows of the codes (5-digit codes of the register). A code newly given to a survey must exist
 * and be active on `today` (SPEC 5); one in `kept` (the survey, or the survey it continues, has it) may
 * stay after it was discontinued (the detail view shows it in warning colour). Else a 400 naming `field`.
 */
export async function resolveSurveyEvas(
  db: Queryable,
  codes: readonly string[],
  kept: ReadonlySet<string>,
  today: string,
  field = "evas",
) {
  const rows = await repo.findEvasCodes(db, codes);
  const usable = rows.filter((r) => kept.has(r.evas) || !isEvasDiscontinued(r.closing, today));
  if (usable.length !== new Set(codes).size) throw evasUnknown(field);
  return usable;
}

/**
 * The survey as the caller may see it: unknown and invisible surveys are the same 404 to the caller, the
 * invisible one a refusal that a write records (decision 27).
 */
export async function visibleSurvey(
  db: Queryable,
  ref: SurveyRef,
  person: AuthPerson | null,
): Promise<repo.SurveyRow> {
  const row = await repo.findSurvey(db, ref);
  if (!row) throw notFound();
  if (!isSurveyVisible(surveyVisibility(person), row)) throw hiddenTarget();
  return row;
}

export async function lockedSurvey(db: Queryable, ref: SurveyRef): Promise<repo.SurveyRow> {
  const row = await repo.findSurvey(db, ref, true);
  if (!row) throw notFound();
  return row;
}

/** The survey as `person` may see it: its resources by the domain's resource visibility. */
export async function surveyAnswerOf(
  db: Queryable,
  row: repo.SurveyRow,
  person: AuthPerson | null,
): Promise<SurveyAnswer> {
  const [evas, links, resources] = await Promise.all([
    repo.listSurveyEvas(db, row.id),
    repo.listLinks(db, row.id),
    listSurveyResources(db, row.id),
  ]);
  return {
    ...row,
    evas: evas.map(({ evas: code, description, closing }) => ({ evas: code, description, closing })),
    links,
    resources: visibleResourceAnswers(resources, row.erhebungsid, person),
    updating: row.updating.toISOString(),
  };
}

/** Every survey action stores its comment beside the survey (SPEC 3, commentary). */
export async function recordComment(
  db: Queryable,
  surveyId: number,
  actor: Actor,
  action: string,
  comment: string,
  now: Date,
): Promise<void> {
  await repo.insertComment(db, surveyId, {
    comment,
    action,
    authorId: actor.id,
    authorEmail: actor.email,
    now,
  });
}

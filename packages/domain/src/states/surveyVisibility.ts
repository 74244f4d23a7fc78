import type { AccessSubject, PermissionTarget } from "../auth/access.ts";
import { hasRight, isSuperAdmin } from "../auth/access.ts";
import type { Right } from "../auth/rights.ts";
import type { SurveyStatus } from "./surveyStatus.ts";
import { toSurveyStatus } from "./surveyStatus.ts";

/**
 * Which surveys a caller may list. A descriptor rather than a predicate, so that the server can turn
 * it into SQL and the same rule stays testable here.
 * - all: every survey (SuperAdmin)
 * - notDeleted: every survey except deleted ones (a role that administers surveys)
 * - publicAndOwn: the public approved surveys, plus every non-deleted survey of the caller's own
 *   (statistic id, state code) pairs; `own` is empty for anonymous callers and users without permissions
 */
export type SurveyVisibility =
  | { kind: "all" }
  | { kind: "notDeleted" }
  | { kind: "publicAndOwn"; own: readonly PermissionTarget[] };

/** A role right that lets its holder see every survey but the deleted ones. */
export const SURVEY_ADMIN_RIGHTS: readonly Right[] = [
  "ERHEBUNGSID_CREATE",
  "ERHEBUNGSID_EDIT",
  "ERHEBUNGSID_DELETE",
  "ERHEBUNGSID_READ_ADMIN",
];

const APPROVED: SurveyStatus = 3;
const DELETED: SurveyStatus = 9;

export function surveyVisibility(person: AccessSubject): SurveyVisibility {
  if (isSuperAdmin(person)) return { kind: "all" };
  if (SURVEY_ADMIN_RIGHTS.some((right) => hasRight(person, right))) return { kind: "notDeleted" };
  const own = new Map<string, PermissionTarget>();
  for (const p of person?.personPermissions ?? []) {
    own.set(`${p.statisticId}/${p.lkz}`, { statisticId: p.statisticId, lkz: p.lkz });
  }
  return { kind: "publicAndOwn", own: [...own.values()] };
}

export interface VisibleSurvey {
  status: SurveyStatus | number | string;
  accessMode: boolean;
  statisticId: string;
  federalStateCode: string;
}

/** The descriptor applied to one survey (the SQL of the survey list must agree with it). */
export function isSurveyVisible(visibility: SurveyVisibility, survey: VisibleSurvey): boolean {
  const status = toSurveyStatus(survey.status);
  switch (visibility.kind) {
    case "all":
      return true;
    case "notDeleted":
      return status !== DELETED;
    case "publicAndOwn":
      if (status === APPROVED && survey.accessMode) return true;
      return (
        status !== DELETED &&
        visibility.own.some((t) => t.statisticId === survey.statisticId && t.lkz === survey.federalStateCode)
      );
  }
}

/**
 * Whether the caller may see the survey at all: the one rule every call that names a survey by id or
 * Erhebungsid applies first. A survey the caller may not see answers exactly as an unknown one, for reads
 * and writes alike (decision 34); only a caller who sees it learns that a write needs a right it lacks.
 */
export function canSeeSurvey(person: AccessSubject, survey: VisibleSurvey): boolean {
  return isSurveyVisible(surveyVisibility(person), survey);
}

import type { AccessSubject, PermissionTarget } from "../auth/access.ts";
import { hasPersonPermission, hasRight, isSuperAdmin } from "../auth/access.ts";
import type { PermissionFlag, Right } from "../auth/rights.ts";
import type { SurveyAction, SurveyState } from "./surveyStatus.ts";
import { isEditRestricted, surveyActionAllowed } from "./surveyStatus.ts";
import type { ActionVerdict } from "./verdict.ts";
import { verdictOf } from "./verdict.ts";

/** A survey as the rights check needs it; for `create` the statistic id and office of the new survey. */
export interface SurveySubject extends SurveyState {
  statisticId: string;
  federalStateCode: string;
}

/**
 * Who may do what (SPEC 6): a role right, or a person permission for the survey's statistic id and
 * office; `superAdminOnly` actions need the SuperAdmin role. SuperAdmin may do everything the state allows.
 */
interface RightRule {
  rights: readonly Right[];
  flags: readonly PermissionFlag[];
  superAdminOnly?: boolean;
}

const SURVEY_RIGHT_RULES: Readonly<Record<SurveyAction, RightRule>> = {
  create: { rights: ["ERHEBUNGSID_CREATE"], flags: [] },
  edit: { rights: ["ERHEBUNGSID_EDIT"], flags: ["eid_rights"] },
  restrictedEdit: { rights: ["ERHEBUNGSID_EDIT"], flags: ["eid_rights"] },
  approve: { rights: ["ERHEBUNGSID_EDIT"], flags: ["eid_rights"] },
  block: { rights: ["ERHEBUNGSID_EDIT"], flags: ["eid_rights"] },
  // Bzr, office, period and description: SuperAdmin only (SPEC 5 "Survey save"; the data tab, SPEC 6).
  editData: { rights: [], flags: [], superAdminOnly: true },
  mapEvas: { rights: [], flags: ["mapping_rights"] },
  continue: { rights: ["ERHEBUNGSID_CREATE"], flags: ["eid_rights"] },
  archive: { rights: ["ERHEBUNGSID_DELETE"], flags: ["eid_rights"] },
  delete: { rights: ["ERHEBUNGSID_DELETE"], flags: ["eid_rights"] },
  deleteRigorous: { rights: [], flags: [], superAdminOnly: true },
  // Adding a resource of some type (SPEC 6; the type itself is checked by the resource rights).
  changeResources: { rights: ["RESOURCE_EDIT"], flags: ["res_rights", "it_res_rights"] },
  // The spec names no right for links; they belong to the survey's description, like an edit.
  changeLinks: { rights: ["ERHEBUNGSID_EDIT"], flags: ["eid_rights"] },
};

export function surveyTarget(
  survey: Pick<SurveySubject, "statisticId" | "federalStateCode">,
): PermissionTarget {
  return { statisticId: survey.statisticId, lkz: survey.federalStateCode };
}

/** Whether the person holds the right for the action, whatever the survey's state. */
export function hasSurveyActionRight(
  action: SurveyAction,
  person: AccessSubject,
  survey: SurveySubject,
): boolean {
  if (!person) return false;
  if (isSuperAdmin(person)) return true;
  const rule = SURVEY_RIGHT_RULES[action];
  if (rule.superAdminOnly) return false;
  if (rule.rights.some((r) => hasRight(person, r))) return true;
  return rule.flags.length > 0 && hasPersonPermission(person, rule.flags, surveyTarget(survey));
}

/** Rights first (forbidden → 403), then the state machine (conflict → 409). */
export function surveyActionRight(
  action: SurveyAction,
  person: AccessSubject,
  survey: SurveySubject,
): ActionVerdict {
  return verdictOf(hasSurveyActionRight(action, person, survey), surveyActionAllowed(action, survey));
}

export type SurveyDialogMode = "create" | "edit" | "continue";
export type SurveyDialogTab = "data" | "evas";

export interface SurveyDialogLayout {
  tabs: SurveyDialogTab[];
  initial: SurveyDialogTab | null;
  /** show the restricted-edit banner */
  restricted: boolean;
}

/**
 * The tabs of the add/edit/continue dialog (SPEC 2.4, 6). When editing, the data tab needs SuperAdmin and
 * an unrestricted survey; the EVAS tab needs SuperAdmin or mapping_rights, and mapping_rights opens on it.
 * Creating and continuing show both tabs: the data fields are filled there (SPEC 5 lets continue change
 * them without SuperAdmin) and a survey cannot be saved without an EVAS.
 */
export function surveyDialogLayout(
  mode: SurveyDialogMode,
  person: AccessSubject,
  survey: SurveySubject | null,
): SurveyDialogLayout {
  if (mode !== "edit" || survey === null)
    return { tabs: ["data", "evas"], initial: "data", restricted: false };
  const restricted = isEditRestricted(survey);
  const superAdmin = isSuperAdmin(person);
  const mapping = hasPersonPermission(person, ["mapping_rights"], surveyTarget(survey));
  const tabs: SurveyDialogTab[] = [];
  if (superAdmin && !restricted) tabs.push("data");
  if (superAdmin || mapping) tabs.push("evas");
  const initial = !superAdmin && mapping ? "evas" : (tabs[0] ?? null);
  return { tabs, initial, restricted };
}

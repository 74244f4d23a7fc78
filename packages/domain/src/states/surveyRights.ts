import type { AccessSubject, PermissionTarget } from "../auth/access.ts";
import { hasPersonPermission, hasRight, isSuperAdmin } from "../auth/access.ts";
import type { PermissionFlag, Right } from "../auth/rights.ts";
import { ROLE_WIDE_RESOURCE_ADD_RIGHTS } from "./resourceRights.ts";
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
 * Who may do what (SPEC 6): one of the role rights `rights`, every role right of `allRights`, or a person
 * permission for the survey's statistic id and office; `superAdminOnly` actions need the SuperAdmin role.
 * SuperAdmin may do everything the state allows.
 */
interface RightRule {
  rights: readonly Right[];
  allRights?: readonly Right[];
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
  // SPEC 6: "ERHEBUNGSID_EDIT shows EVAS edit controls"; SPEC 2.4: the EVAS tab for mapping_rights.
  mapEvas: { rights: ["ERHEBUNGSID_EDIT"], flags: ["mapping_rights"] },
  continue: { rights: ["ERHEBUNGSID_CREATE"], flags: ["eid_rights"] },
  archive: { rights: ["ERHEBUNGSID_DELETE"], flags: ["eid_rights"] },
  delete: { rights: ["ERHEBUNGSID_DELETE"], flags: ["eid_rights"] },
  deleteRigorous: { rights: [], flags: [], superAdminOnly: true },
  // Adding a resource of some type, and acting on existing ones (SPEC 6; the type itself is checked by
  // the resource rights). Role-wide adding needs RESOURCE_CREATE beside RESOURCE_EDIT (decision 26).
  addResources: {
    rights: [],
    allRights: ROLE_WIDE_RESOURCE_ADD_RIGHTS,
    flags: ["res_rights", "it_res_rights"],
  },
  changeResources: { rights: ["RESOURCE_EDIT"], flags: ["res_rights", "it_res_rights"] },
  // The spec names no right for links; they belong to the survey's description, like an edit.
  changeLinks: { rights: ["ERHEBUNGSID_EDIT"], flags: ["eid_rights"] },
};

export function surveyTarget(
  survey: Pick<SurveySubject, "statisticId" | "federalStateCode">,
): PermissionTarget {
  return { statisticId: survey.statisticId, lkz: survey.federalStateCode };
}

/**
 * Whether the person holds the right for the action, whatever the survey's state: where the survey is
 * (its statistic id and office) is all the rule looks at.
 */
export function hasSurveyActionRight(
  action: SurveyAction,
  person: AccessSubject,
  survey: Pick<SurveySubject, "statisticId" | "federalStateCode">,
): boolean {
  if (!person) return false;
  if (isSuperAdmin(person)) return true;
  const rule = SURVEY_RIGHT_RULES[action];
  if (rule.superAdminOnly) return false;
  if (rule.rights.some((r) => hasRight(person, r))) return true;
  if (rule.allRights?.every((r) => hasRight(person, r))) return true;
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
export type SurveyDialogTab = "data" | "evas" | "resources";

export interface SurveyDialogLayout {
  /** in the order shown; the first is the one the dialog opens at */
  tabs: SurveyDialogTab[];
  initial: SurveyDialogTab | null;
  /** show the restricted-edit banner: the survey's data are closed to whoever may save in the dialog */
  restricted: boolean;
  /** the comment and the save: the caller may save something (the data, the EVAS, or a comment) */
  saves: boolean;
}

/**
 * The tabs of the add/edit/continue dialog (SPEC 2.4, 6), each where its action is allowed on the survey:
 * data for `editData` (SuperAdmin, unrestricted survey), EVAS for `mapEvas` (SuperAdmin, ERHEBUNGSID_EDIT
 * or mapping_rights), resources for `changeResources` (RESOURCE_EDIT, res_rights or it_res_rights).
 * The order data, EVAS, resources makes SPEC 2.4's initial tab: SuperAdmin opens on the data, mapping_rights
 * on the EVAS, res_rights on the resources. Creating and continuing show data and EVAS: the data fields are
 * filled there (SPEC 5 lets continue change them without SuperAdmin), a survey cannot be saved without an
 * EVAS, and there are no resources yet. Decision 26.
 */
export function surveyDialogLayout(
  mode: SurveyDialogMode,
  person: AccessSubject,
  survey: SurveySubject | null,
): SurveyDialogLayout {
  if (mode !== "edit" || survey === null)
    return { tabs: ["data", "evas"], initial: "data", restricted: false, saves: true };
  const allowed = (action: SurveyAction) => surveyActionRight(action, person, survey) === "allowed";
  const tabs: SurveyDialogTab[] = [];
  if (allowed("editData")) tabs.push("data");
  if (allowed("mapEvas")) tabs.push("evas");
  if (allowed("changeResources")) tabs.push("resources");
  const saves = allowed("edit") || tabs.includes("data") || tabs.includes("evas");
  return { tabs, initial: tabs[0] ?? null, restricted: saves && isEditRestricted(survey), saves };
}

/**
 * Whether the edit row action opens the dialog for the person (SPEC 2.4): they may save in it, or it has
 * a tab for them. A holder of mapping_rights or res_rights alone opens it at their tab.
 */
export function canOpenSurveyDialog(person: AccessSubject, survey: SurveySubject): boolean {
  const layout = surveyDialogLayout("edit", person, survey);
  return layout.saves || layout.tabs.length > 0;
}

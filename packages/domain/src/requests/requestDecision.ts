import { hasRight } from "../auth/access.ts";
import type { AuthPerson } from "../auth/person.ts";
import type { Right } from "../auth/rights.ts";
import type { RoleName } from "../auth/roles.ts";
import { federalStateCodeOf, statisticIdOf } from "../identifiers/erhebungsid.ts";
import {
  accountProtectionRefusal,
  holdsRoleRights,
  PERSON_REFUSAL_CODES,
  type PersonRefusal,
  type ProtectionSubject,
} from "../persons/personProtection.ts";
import { hasSurveyActionRight, type SurveySubject } from "../states/surveyRights.ts";
import type { SurveyAction } from "../states/surveyStatus.ts";
import type { RequestType } from "./requestTypes.ts";
import type { RequestSpecializing } from "./requestWrite.ts";

/**
 * Who may decide which request (issue 24, decision 17): one rule for the server, which refuses with 403
 * and an audit record, and for the processes table, whose row actions offer only what it allows.
 */

/** The person deciding, as these rules see them (an AuthPerson is one). */
export type RequestDecider = Pick<AuthPerson, "id" | "builtin" | "email" | "role" | "personPermissions">;

/** A request as these rules see it. */
export interface RequestToDecide {
  applicantMail: string;
  specializing: RequestSpecializing;
}

/**
 * The account a REQUEST_RIGHTS or RESET_RIGHTS request changes: the account of its address, or, for a
 * REQUEST_RIGHTS request whose applicant has none, the one accepting creates (`id` null, with the role
 * it will get, LoggedUser). Null where there is none: a RESET_RIGHTS request for an unknown address
 * (accepting it fails), a survey request.
 */
export interface RequestAccount {
  id: number | null;
  builtin: boolean;
  role: ProtectionSubject["role"];
}

export type RequestDecisionRefusal =
  /** the caller filed the request (the applicant's address is theirs) or it changes their own account */
  | "ownRequest"
  /** the caller lacks what deciding this kind of request needs */
  | "decider"
  /** the account the request changes is protected from the caller (personProtection's rules) */
  | Exclude<PersonRefusal, "right">;

/** The error code of each refusal (a 403); the account's refusals keep the user administration's codes. */
export const REQUEST_REFUSAL_CODES: Readonly<Record<RequestDecisionRefusal, string>> = {
  ...PERSON_REFUSAL_CODES,
  ownRequest: "REQUEST_SELF",
  decider: "REQUEST_RIGHT_REQUIRED",
};

/**
 * What accepting a REQUEST_RIGHTS or RESET_RIGHTS request needs besides REQUEST_READ: seeing the
 * accounts. With today's default rights OrgAdmin and SuperAdmin hold both, StatDBAdmin does not.
 */
export const RIGHTS_REQUEST_DECIDER_RIGHT: Right = "USER_READ";

/**
 * The survey action whose right accepting a survey request needs: whoever could make the change on the
 * survey screens may accept the request for it (SPEC 6 through surveyRights).
 */
const SURVEY_REQUEST_ACTIONS = {
  NEW_ERHEBUNGSID: "create",
  UPDATE_ERHEBUNGSID: "edit",
  CONTINUE_ERHEBUNGSID: "continue",
  ARCHIVE_ERHEBUNGSID: "archive",
} as const satisfies Partial<Record<RequestType, SurveyAction>>;

type SurveyPlace = Pick<SurveySubject, "statisticId" | "federalStateCode">;
type SurveyRequest = Extract<RequestSpecializing, { type: keyof typeof SURVEY_REQUEST_ACTIONS }>;

/**
 * Where the survey of a request is and will be: the right is needed at each place, as the survey
 * service checks a continuation at its predecessor and its successor. A new survey without a statistic
 * id gets one at acceptance; creating needs a role right, wherever it is.
 */
function surveyPlaces(s: SurveyRequest): SurveyPlace[] {
  if (s.type === "NEW_ERHEBUNGSID") {
    return [{ statisticId: s.statisticId ?? "", federalStateCode: s.federalStateCode }];
  }
  const statisticId = statisticIdOf(s.erhebungsid) ?? "";
  const where = { statisticId, federalStateCode: federalStateCodeOf(s.erhebungsid) ?? "" };
  return s.type === "ARCHIVE_ERHEBUNGSID"
    ? [where]
    : [where, { statisticId, federalStateCode: s.federalStateCode }];
}

/** Addresses are compared trimmed and in lower case, as accounts store them. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The role of the account an accepted REQUEST_RIGHTS request creates for an applicant without one. */
export const NEW_APPLICANT_ROLE: RoleName = "LoggedUser";

/** Whether accepting creates the account of the request's address where there is none: REQUEST_RIGHTS. */
export function requestCreatesAccount(request: RequestToDecide): boolean {
  return request.specializing.type === "REQUEST_RIGHTS";
}

/**
 * The address of the account a request changes: a REQUEST_RIGHTS request's applicant's, the one a
 * RESET_RIGHTS request names; a survey request changes no account.
 */
export function requestAccountAddress(request: RequestToDecide): string | null {
  const s = request.specializing;
  if (s.type === "REQUEST_RIGHTS") return request.applicantMail;
  return s.type === "RESET_RIGHTS" ? s.mail : null;
}

/**
 * Declining gives nobody anything, so beside REQUEST_READ (which every call on requests needs) it is
 * refused only where the caller would decide about themselves: a request they filed, or one that
 * changes their own account (a RESET_RIGHTS request against them stays for someone else to decide).
 */
export function requestDeclineRefusal(
  caller: RequestDecider,
  request: RequestToDecide,
  account: RequestAccount | null,
): "ownRequest" | "decider" | null {
  if (!hasRight(caller, "REQUEST_READ")) return "decider";
  const changed = requestAccountAddress(request);
  if (sameAddress(request.applicantMail, caller.email)) return "ownRequest";
  if (changed !== null && sameAddress(changed, caller.email)) return "ownRequest";
  return account?.id === caller.id ? "ownRequest" : null;
}

/**
 * Whether the caller may accept the request (issue 24): with REQUEST_READ, never their own or one that
 * changes their own account; a rights request only with RIGHTS_REQUEST_DECIDER_RIGHT and where the account's protection
 * allows the caller to change its permissions (its rank and its role's rights not above the caller's;
 * a new account's role LoggedUser only with rights the caller holds); a survey request only with the
 * right the survey screens need for the change where the survey is and will be. SuperAdmins pass every
 * rule but the first.
 */
export function requestApprovalRefusal(
  caller: RequestDecider,
  request: RequestToDecide,
  account: RequestAccount | null,
): RequestDecisionRefusal | null {
  const own = requestDeclineRefusal(caller, request, account);
  if (own) return own;
  const s = request.specializing;
  if (s.type === "REQUEST_RIGHTS" || s.type === "RESET_RIGHTS") {
    if (!hasRight(caller, RIGHTS_REQUEST_DECIDER_RIGHT)) return "decider";
    if (account === null) return null;
    if (account.id === null) return holdsRoleRights(caller, account.role) ? null : "rights";
    return accountProtectionRefusal(caller, { ...account, id: account.id }, "changePermissions");
  }
  const action = SURVEY_REQUEST_ACTIONS[s.type];
  const allowed = surveyPlaces(s).every((place) => hasSurveyActionRight(action, caller, place));
  return allowed ? null : "decider";
}

/** The survey action a survey request's acceptance performs under (the survey service checks it again). */
export function surveyRequestAction(type: SurveyRequest["type"]): SurveyAction {
  return SURVEY_REQUEST_ACTIONS[type];
}

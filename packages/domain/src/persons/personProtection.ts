import type { Right } from "../auth/rights.ts";
import { roleRank, SUPER_ADMIN } from "../auth/roles.ts";

/**
 * Who may act on whose account (SPEC 6, issue 14): one rule for the server, which refuses with 403 and
 * an audit record, and for the web, which hides or disables what the server would refuse.
 */

/** A person as these rules see them: the acting one or the one acted on. */
export interface ProtectionSubject {
  id: number;
  /** the built-in admin account */
  builtin: boolean;
  role: { name: string; acls: readonly Right[] };
}

export type PersonAction = "edit" | "resetPassword" | "delete" | "changePermissions";

/** Why an action on an account is refused; each has a message on both sides. */
export type PersonRefusal =
  /** the caller's role lacks USER_CREATE */
  | "right"
  /** nobody edits, resets or deletes the built-in admin account */
  | "builtin"
  /** only SuperAdmins edit SuperAdmins */
  | "superAdminOnly"
  /** only the built-in admin resets or deletes a SuperAdmin's password or account */
  | "builtinAdminOnly"
  /** the account's role ranks above the caller's (SPEC 3 ranking) */
  | "rank"
  /** the account's role holds a right the caller does not hold (issue 24: no role above one's rights) */
  | "rights"
  /** nobody deletes their own account (they would lock themselves out) */
  | "self"
  /** nobody adds, changes or removes their own permissions (issue 24: no self-granted rights) */
  | "selfPermissions";

/** The error code of each refusal (a 403), the same in every call that applies these rules. */
export const PERSON_REFUSAL_CODES: Readonly<Record<PersonRefusal, string>> = {
  right: "USER_CREATE_REQUIRED",
  builtin: "PERSON_BUILTIN",
  superAdminOnly: "PERSON_SUPER_ADMIN_ONLY",
  builtinAdminOnly: "PERSON_BUILTIN_ADMIN_ONLY",
  rank: "PERSON_RANK",
  rights: "PERSON_RIGHTS_NOT_HELD",
  self: "PERSON_SELF",
  selfPermissions: "PERSON_SELF_PERMISSIONS",
};

const isSuperAdminRole = (subject: Pick<ProtectionSubject, "role">) => subject.role.name === SUPER_ADMIN;

/**
 * Whether the caller holds every right of the role (issue 24): only then may they give it, or edit,
 * re-address, reset or change the permissions of an account holding it. A SuperAdmin holds them all.
 */
export function holdsRoleRights(
  caller: Pick<ProtectionSubject, "role">,
  role: ProtectionSubject["role"],
): boolean {
  return isSuperAdminRole(caller) || role.acls.every((acl) => caller.role.acls.includes(acl));
}

/** The refusal of an action on `target` by `caller`, or null when it is allowed. */
export function personActionRefusal(
  caller: ProtectionSubject,
  target: ProtectionSubject,
  action: PersonAction,
): PersonRefusal | null {
  if (!caller.role.acls.includes("USER_CREATE")) return "right";
  return accountProtectionRefusal(caller, target, action);
}

/**
 * The protection of the account itself, whatever right lets the caller act on it: the user
 * administration's USER_CREATE (personActionRefusal) or the deciding of a request that changes the
 * account (requestApprovalRefusal). Deleting takes rights away and gives none, so it is not bound to
 * the caller's rights (offboarding stays with the user administration); every other action is.
 */
export function accountProtectionRefusal(
  caller: ProtectionSubject,
  target: ProtectionSubject,
  action: PersonAction,
): Exclude<PersonRefusal, "right"> | null {
  if (target.builtin) return "builtin";
  if (caller.id === target.id && action === "delete") return "self";
  if (caller.id === target.id && action === "changePermissions") return "selfPermissions";
  if (isSuperAdminRole(target)) {
    if ((action === "resetPassword" || action === "delete") && !caller.builtin) return "builtinAdminOnly";
    if (!isSuperAdminRole(caller)) return "superAdminOnly";
  }
  if (roleRank(target.role.name) > roleRank(caller.role.name)) return "rank";
  if (action !== "delete" && !holdsRoleRights(caller, target.role)) return "rights";
  return null;
}

/**
 * Whether the caller may give an account (their own or another's) a role: never one that ranks above
 * their own (SPEC 3 ranking), nor one holding a right they lack (issue 24). Creating a user is such a
 * grant too.
 */
export function roleGrantRefusal(
  caller: ProtectionSubject,
  role: ProtectionSubject["role"],
): "right" | "rank" | "rights" | null {
  if (!caller.role.acls.includes("USER_CREATE")) return "right";
  if (roleRank(role.name) > roleRank(caller.role.name)) return "rank";
  return holdsRoleRights(caller, role) ? null : "rights";
}

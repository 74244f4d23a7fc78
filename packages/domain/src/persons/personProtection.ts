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
  /** nobody deletes their own account (they would lock themselves out) */
  | "self";

/** The error code of each refusal (a 403), the same in every call that applies these rules. */
export const PERSON_REFUSAL_CODES: Readonly<Record<PersonRefusal, string>> = {
  right: "USER_CREATE_REQUIRED",
  builtin: "PERSON_BUILTIN",
  superAdminOnly: "PERSON_SUPER_ADMIN_ONLY",
  builtinAdminOnly: "PERSON_BUILTIN_ADMIN_ONLY",
  rank: "PERSON_RANK",
  self: "PERSON_SELF",
};

const isSuperAdminRole = (subject: ProtectionSubject) => subject.role.name === SUPER_ADMIN;

/** The refusal of an action on `target` by `caller`, or null when it is allowed. */
export function personActionRefusal(
  caller: ProtectionSubject,
  target: ProtectionSubject,
  action: PersonAction,
): PersonRefusal | null {
  if (!caller.role.acls.includes("USER_CREATE")) return "right";
  if (target.builtin) return "builtin";
  if (action === "delete" && caller.id === target.id) return "self";
  if (isSuperAdminRole(target)) {
    if ((action === "resetPassword" || action === "delete") && !caller.builtin) return "builtinAdminOnly";
    if (!isSuperAdminRole(caller)) return "superAdminOnly";
  }
  if (roleRank(target.role.name) > roleRank(caller.role.name)) return "rank";
  return null;
}

/**
 * Whether the caller may give an account (their own or another's) a role: never one that ranks above
 * their own (SPEC 3 ranking). Creating a user is such a grant too.
 */
export function roleGrantRefusal(caller: ProtectionSubject, roleName: string): "right" | "rank" | null {
  if (!caller.role.acls.includes("USER_CREATE")) return "right";
  return roleRank(roleName) > roleRank(caller.role.name) ? "rank" : null;
}

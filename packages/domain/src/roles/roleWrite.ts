import { z } from "zod";
import { type Access, anyRight } from "../auth/access.ts";
import type { Right } from "../auth/rights.ts";
import { RIGHTS } from "../auth/rights.ts";
import { FIXED_RIGHT_ROLES, roleRank, UNDELETABLE_ROLES } from "../auth/roles.ts";
import { STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";
import type { ProtectionSubject } from "../persons/personProtection.ts";

/**
 * Role administration (SPEC 2.16, 5 "Role administration", 7 "Roles"; issue 14). Messages are i18n keys.
 */
export const ROLE_MESSAGE_KEYS = {
  name: "roles.validation.name",
  nameTaken: "roles.validation.nameTaken",
} as const;

/**
 * Who may list the roles (`GET role`): the role administration, and whoever gives accounts their role
 * (the user dialog's role list).
 */
export const ROLE_LIST_ACCESS: Access = anyRight("ROLE_READ", "USER_CREATE");

/** What the database allows as a role name (migration 0001). */
export const ROLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{1,49}$/;

const rightList = z.array(z.enum(RIGHTS)).transform((acls) => [...new Set(acls)]);

/** `POST role/create`: a new role with its rights and, optionally, the persons who get it. */
export const roleCreateSchema = z.object({
  name: z.string().trim().regex(ROLE_NAME_PATTERN, ROLE_MESSAGE_KEYS.name),
  acls: rightList,
  persons: z.array(z.number().int().positive()).default([]),
});
export type RoleCreateInput = z.input<typeof roleCreateSchema>;
export type RoleCreate = z.output<typeof roleCreateSchema>;

/** Role names are unique in any case (the server refuses a second one with ROLE_EXISTS). */
export function roleNameTaken(name: string, roles: readonly { name: string }[]): boolean {
  const wanted = name.trim().toLowerCase();
  return roles.some((role) => role.name.toLowerCase() === wanted);
}

/**
 * `POST role/update`: every role of the matrix with its rights, saved in one transaction. A role is named
 * by its id; names are not changed here.
 */
export const roleUpdateSchema = z
  .array(z.object({ id: z.number().int().positive(), name: z.string().optional(), acls: rightList }))
  // a role twice would leave which of its lists wins to chance
  .refine((roles) => new Set(roles.map((role) => role.id)).size === roles.length, "each role once");
export type RoleUpdate = z.output<typeof roleUpdateSchema>;

/** Why a change of a role's rights is refused. */
export type RoleChangeRefusal =
  /** SuperAdmin's and CoreBroker's rights cannot be toggled */
  | "fixedRights"
  /** the role ranks above the caller's own */
  | "rank"
  /** the change grants a right the caller does not hold */
  | "rights";

/**
 * Whether the caller may give a role this right: only a right they hold themselves (nobody gives others
 * a right above their own). The role screen offers only these.
 */
export function mayGrantRight(caller: ProtectionSubject, right: Right): boolean {
  return caller.role.acls.includes(right);
}

/** The rights a change adds to a role. */
export function addedRights(before: readonly Right[], after: readonly Right[]): Right[] {
  return after.filter((acl) => !before.includes(acl));
}

/**
 * Whether the caller may change a role's rights from `before` to `after`: not those of SuperAdmin and
 * CoreBroker, not a role ranking above the caller's, and never granting a right the caller lacks
 * (nobody gives themselves or others a right above their own). An unchanged role is always fine.
 */
export function roleChangeRefusal(
  caller: ProtectionSubject,
  roleName: string,
  before: readonly Right[],
  after: readonly Right[],
): RoleChangeRefusal | null {
  const same = before.length === after.length && before.every((acl) => after.includes(acl));
  if (same) return null;
  if (FIXED_RIGHT_ROLES.includes(roleName)) return "fixedRights";
  if (roleRank(roleName) > roleRank(caller.role.name)) return "rank";
  return addedRights(before, after).some((acl) => !mayGrantRight(caller, acl)) ? "rights" : null;
}

/**
 * A new role may hold only rights the caller holds, and may not take a name that ranks above the
 * caller's role (SPEC 3 ranks roles by name: a deleted FachAdmin made again by a guest-ranked caller
 * would rank above its maker).
 */
export function roleCreateRefusal(
  caller: ProtectionSubject,
  name: string,
  acls: readonly Right[],
): "rank" | "rights" | null {
  if (roleRank(name) > roleRank(caller.role.name)) return "rank";
  return acls.some((acl) => !mayGrantRight(caller, acl)) ? "rights" : null;
}

/**
 * Why a role cannot be deleted: built in, ranking above the caller's role (deleting is the utmost
 * change of a role, which roleChangeRefusal keeps from lower ranks), or still held by users (SPEC 8's
 * message). Persons marked deleted still hold their role.
 */
export type RoleDeleteRefusal = "undeletable" | "rank" | "inUse";

export function roleDeleteRefusal(
  caller: ProtectionSubject,
  roleName: string,
  holders: number,
): RoleDeleteRefusal | null {
  if (UNDELETABLE_ROLES.includes(roleName)) return "undeletable";
  if (roleRank(roleName) > roleRank(caller.role.name)) return "rank";
  return holders > 0 ? "inUse" : null;
}

/** SPEC 8, deleting a role still used. */
export const ROLE_IN_USE_MESSAGE = "Es gibt noch Benutzer mit dieser Rolle. Löschen nicht möglich.";

/** `POST roleStatids`: a statistic id whose matters the role's members administer (decision 16). */
export const roleStatidWriteSchema = z.object({
  roleId: z.number().int().positive(),
  statisticId: z.string().regex(STATISTIC_ID_PATTERN),
});
export type RoleStatidWrite = z.infer<typeof roleStatidWriteSchema>;

/** `POST roleStatids/delete`: the entry to remove. */
export const roleStatidDeleteSchema = z.object({ id: z.number().int().positive() });

export const roleStatidAnswer = z.object({
  id: z.number().int(),
  roleId: z.number().int(),
  roleName: z.string(),
  statisticId: z.string(),
  updating: z.string(),
});
export type RoleStatidAnswer = z.infer<typeof roleStatidAnswer>;

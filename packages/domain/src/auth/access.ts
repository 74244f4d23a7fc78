import type { AuthPerson } from "./person.ts";
import type { PermissionFlag, Right } from "./rights.ts";
import { SUPER_ADMIN } from "./roles.ts";

/**
 * What a route (API or screen) needs. One declaration serves the server, which enforces it,
 * and the web, which only hides what the server would refuse.
 */
export type Access =
  | { kind: "public" }
  | { kind: "loggedIn" }
  /** every one of these role rights */
  | { kind: "rights"; all: readonly Right[] }
  /** at least one of these role rights */
  | { kind: "anyRight"; any: readonly Right[] }
  /** a person permission for the target's statistic id and state code, or one of the role rights */
  | { kind: "permission"; flags: readonly PermissionFlag[]; orRights?: readonly Right[] };

export const PUBLIC: Access = { kind: "public" };
export const LOGGED_IN: Access = { kind: "loggedIn" };
export const allRights = (...all: Right[]): Access => ({ kind: "rights", all });
export const anyRight = (...any: Right[]): Access => ({ kind: "anyRight", any });
export const personPermission = (flags: PermissionFlag[], orRights: Right[] = []): Access => ({
  kind: "permission",
  flags,
  orRights,
});

export type AccessSubject = Pick<AuthPerson, "role" | "personPermissions"> | null;

/** Where a person permission applies: a statistic id and a state (office) code. */
export interface PermissionTarget {
  statisticId: string;
  lkz: string;
}

export function isSuperAdmin(person: AccessSubject): boolean {
  return person?.role.name === SUPER_ADMIN;
}

export function hasRight(person: AccessSubject, right: Right): boolean {
  return person?.role.acls.includes(right) ?? false;
}

export function hasPersonPermission(
  person: AccessSubject,
  flags: readonly PermissionFlag[],
  target: PermissionTarget,
): boolean {
  if (!person) return false;
  if (isSuperAdmin(person)) return true;
  return person.personPermissions.some(
    (p) => p.statisticId === target.statisticId && p.lkz === target.lkz && flags.some((flag) => p[flag]),
  );
}

export type AccessVerdict = "granted" | "unauthenticated" | "forbidden";

/**
 * Decides an access declaration. A permission rule without a target only proves the caller is
 * logged in; the service then checks the target with `hasPersonPermission`.
 */
export function checkAccess(person: AccessSubject, access: Access, target?: PermissionTarget): AccessVerdict {
  if (access.kind === "public") return "granted";
  if (!person) return "unauthenticated";
  switch (access.kind) {
    case "loggedIn":
      return "granted";
    case "rights":
      return access.all.every((r) => hasRight(person, r)) ? "granted" : "forbidden";
    case "anyRight":
      return access.any.some((r) => hasRight(person, r)) ? "granted" : "forbidden";
    case "permission": {
      if (access.orRights?.some((r) => hasRight(person, r))) return "granted";
      if (!target) return "granted";
      return hasPersonPermission(person, access.flags, target) ? "granted" : "forbidden";
    }
  }
}

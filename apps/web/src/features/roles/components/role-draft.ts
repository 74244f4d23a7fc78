import type { ProtectionSubject, Right, Role, RoleChangeRefusal, RoleUpdate } from "@erhdb/domain";
import { RIGHTS, roleChangeRefusal } from "@erhdb/domain";

/**
 * The matrix's unsaved changes: the rights of each role the user changed, by role id. A role whose
 * rights are back as the server has them leaves the draft, so an empty draft means "nothing to save".
 */
export type RoleDraft = Readonly<Record<number, readonly Right[]>>;

export const EMPTY_DRAFT: RoleDraft = {};

/** The rights the matrix shows for a role: the draft's, else the server's. */
export function draftedRights(draft: RoleDraft, role: Role): readonly Right[] {
  return draft[role.id] ?? role.acls;
}

function sameRights(a: readonly Right[], b: readonly Right[]): boolean {
  return a.length === b.length && a.every((acl) => b.includes(acl));
}

/** The role's rights with `right` ticked or unticked, in SPEC 6's order. */
function toggled(rights: readonly Right[], right: Right): Right[] {
  const next = rights.includes(right) ? rights.filter((acl) => acl !== right) : [...rights, right];
  return RIGHTS.filter((acl) => next.includes(acl));
}

export function toggleRight(draft: RoleDraft, role: Role, right: Right): RoleDraft {
  const next = toggled(draftedRights(draft, role), right);
  const { [role.id]: _, ...others } = draft;
  return sameRights(next, role.acls) ? others : { ...others, [role.id]: next };
}

/**
 * Why the caller may not tick or untick `right` of `role` now: the domain's rule for the change from the
 * server's rights to the matrix's with this one toggled (a right ticked back to the server's state is no
 * grant), or null.
 */
export function toggleRefusal(
  caller: ProtectionSubject,
  draft: RoleDraft,
  role: Role,
  right: Right,
): RoleChangeRefusal | null {
  return roleChangeRefusal(caller, role.name, role.acls, toggled(draftedRights(draft, role), right));
}

/** The roles the draft changes, among those still there. */
export function changedRoles(draft: RoleDraft, roles: readonly Role[]): Role[] {
  return roles.filter((role) => draft[role.id] !== undefined);
}

/** `role/update`'s body: every role with its rights as the matrix shows them. */
export function updatePayload(draft: RoleDraft, roles: readonly Role[]): RoleUpdate {
  return roles.map((role) => ({ id: role.id, name: role.name, acls: [...draftedRights(draft, role)] }));
}

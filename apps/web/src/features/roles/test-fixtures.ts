import type { Role, RoleStatidAnswer } from "@erhdb/domain";
import { DEFAULT_ROLE_RIGHTS, RIGHTS, ROLE_NAMES } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { json } from "../../test/http.ts";
import type { RenderAppOptions } from "../../test/render.tsx";

/** The roles as `GET role` answers them in tests: the built-in ones with their default rights, by name. */
export function builtinRoles(): Role[] {
  return ROLE_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    acls: [...DEFAULT_ROLE_RIGHTS[name]],
  })).sort((a, b) => a.name.localeCompare(b.name));
}

export const roleId = (roles: readonly Role[], name: string) => roles.find((r) => r.name === name)?.id ?? 0;

export const roleAdmin = person("SuperAdmin", [...RIGHTS]);
/** A caller of rank 2 who may edit roles but lacks most rights. */
export const orgAdminEditor = person("OrgAdmin", ["ROLE_READ", "ROLE_EDIT", "USER_READ", "REQUEST_READ"]);

export function statid(id: number, role: Role, statisticId: string): RoleStatidAnswer {
  return { id, roleId: role.id, roleName: role.name, statisticId, updating: "2025-01-01T00:00:00Z" };
}

/** The role calls of the page, answering these roles and role-statids. */
export function roleApi(roles: Role[], statids: RoleStatidAnswer[] = []): RenderAppOptions["api"] {
  return {
    "GET role": () => json(roles),
    "GET roleStatids": () => json(statids),
    "GET roleStatids/allIds": () => json(["0042", "2110", "3111", "5000"]),
  };
}

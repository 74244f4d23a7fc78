import type { AuthPerson, PersonPermission } from "../auth/person.ts";
import type { PermissionFlag, Right } from "../auth/rights.ts";

/** Test fixtures: persons with a role's rights and person permissions. Not exported from the package. */
export function person(
  roleName: string,
  acls: readonly Right[] = [],
  permissions: readonly Partial<PersonPermission>[] = [],
): AuthPerson {
  return {
    id: 1,
    email: "test@example.org",
    name: "Muster",
    forename: "Erika",
    phone: "",
    office: "00",
    deleted: false,
    builtin: false,
    updating: "2025-01-01T00:00:00Z",
    personSetting: { theme: 1, lang: "de", searchShortcut: true },
    personPermissions: permissions.map((p, i) => permission({ id: i + 1, ...p })),
    role: { id: 1, name: roleName, acls: [...acls] },
  };
}

export function permission(p: Partial<PersonPermission> = {}): PersonPermission {
  return {
    id: 1,
    statisticId: "2311",
    lkz: "05",
    organisator: false,
    res_rights: false,
    it_res_rights: false,
    eid_rights: false,
    mapping_rights: false,
    updating: "2025-01-01T00:00:00Z",
    ...p,
  };
}

/** A person without role rights holding exactly these flags for statistic 2311 in office 05. */
export function withFlags(...flags: PermissionFlag[]): AuthPerson {
  return person("LoggedUser", [], [Object.fromEntries(flags.map((f) => [f, true]))]);
}

export const TARGET = { statisticId: "2311", lkz: "05" } as const;
export const OTHER_TARGET = { statisticId: "2311", lkz: "06" } as const;
export const superAdmin = (): AuthPerson => person("SuperAdmin", []);

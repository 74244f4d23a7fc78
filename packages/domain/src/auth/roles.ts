import type { Right } from "./rights.ts";
import { RIGHTS } from "./rights.ts";

export const ROLE_NAMES = [
  "SuperAdmin",
  "LoggedUser",
  "UserAdmin",
  "CoreBroker",
  "StatDBAdmin",
  "OrgAdmin",
  "FachAdmin",
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Roles that can neither be deleted nor renamed (SPEC section 5, role administration). */
export const UNDELETABLE_ROLES: readonly string[] = ["SuperAdmin", "LoggedUser", "UserAdmin", "CoreBroker"];
/** Roles whose rights cannot be toggled in the role matrix. */
export const FIXED_RIGHT_ROLES: readonly string[] = ["SuperAdmin", "CoreBroker"];

/** Ranking of SPEC section 3; every other role ranks as guest (0). */
const ROLE_RANK: Readonly<Record<string, number>> = {
  SuperAdmin: 5,
  UserAdmin: 4,
  StatDBAdmin: 3,
  OrgAdmin: 2,
  FachAdmin: 1,
};

export function roleRank(roleName: string | null | undefined): number {
  // Own keys only: a role named like an Object.prototype member ("toString") is a guest too.
  return roleName && Object.hasOwn(ROLE_RANK, roleName) ? (ROLE_RANK[roleName] ?? 0) : 0;
}

export const SUPER_ADMIN: RoleName = "SuperAdmin";

/**
 * The rights each built-in role starts with. The database is the truth afterwards
 * (role administration may change them); this table seeds it.
 */
export const DEFAULT_ROLE_RIGHTS: Readonly<Record<RoleName, readonly Right[]>> = {
  SuperAdmin: RIGHTS,
  LoggedUser: ["COMMENTARY_READ"],
  UserAdmin: ["USER_CREATE", "USER_READ", "USEREMAILADRESS_READ", "ROLE_READ", "COMMENTARY_READ"],
  CoreBroker: [
    "ERHEBUNGSID_CREATE",
    "ERHEBUNGSID_EDIT",
    "COMMENTARY_READ",
    "RESOURCE_CREATE",
    "RESOURCE_EDIT",
    "GENERICRESOURCE_CREATE",
    "GENERICRESOURCE_EDIT",
    "RESTYPENCODING_READ",
  ],
  StatDBAdmin: [
    "ERHEBUNGSID_CREATE",
    "ERHEBUNGSID_EDIT",
    "ERHEBUNGSID_DELETE",
    "ERHEBUNGSID_READ_ADMIN",
    "COMMENTARY_READ",
    "RESOURCE_CREATE",
    "RESOURCE_EDIT",
    "EVAS_CREATE",
    "EVAS_EDIT",
    "EVAS_DELETE",
    "RESTYPENCODING_READ",
    "REQUEST_READ",
  ],
  OrgAdmin: ["REQUEST_READ", "USER_READ", "USEREMAILADRESS_READ", "COMMENTARY_READ"],
  FachAdmin: ["COMMENTARY_READ", "RESOURCE_CREATE"],
};

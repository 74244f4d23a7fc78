import type { Right } from "./rights.ts";

export type ThemeCode = 1 | 2; // 1 light, 2 dark (SPEC section 9)
export type Language = "de" | "en";

export interface PersonPermission {
  id: number;
  statisticId: string;
  lkz: string;
  organisator: boolean;
  res_rights: boolean;
  it_res_rights: boolean;
  eid_rights: boolean;
  mapping_rights: boolean;
  updating: string;
}

export interface Role {
  id: number;
  name: string;
  acls: Right[];
}

/** The person as `GET auth` returns it (API.md). */
export interface AuthPerson {
  id: number;
  email: string;
  name: string;
  forename: string;
  phone: string;
  office: string;
  deleted: boolean;
  /** the built-in admin account (SPEC 6): only it may reset or delete SuperAdmins */
  builtin: boolean;
  updating: string;
  /** searchShortcut: "/" focuses the search field (issue 36; WCAG 2.1.4: it can be turned off) */
  personSetting: { theme: ThemeCode; lang: Language; searchShortcut: boolean };
  personPermissions: PersonPermission[];
  role: Role;
}

import { describe, expect, it } from "vitest";
import { DEFAULT_ROLE_RIGHTS, type RoleName } from "../auth/roles.ts";
import type { ProtectionSubject } from "../persons/personProtection.ts";
import {
  mayGrantRight,
  roleChangeRefusal,
  roleCreateRefusal,
  roleCreateSchema,
  roleDeleteRefusal,
  roleNameTaken,
  roleUpdateSchema,
} from "./roleWrite.ts";

const caller = (role: RoleName): ProtectionSubject => ({
  id: 1,
  builtin: false,
  role: { name: role, acls: DEFAULT_ROLE_RIGHTS[role] },
});

describe("roleChangeRefusal", () => {
  it("leaves SuperAdmin's and CoreBroker's rights as they are", () => {
    expect(
      roleChangeRefusal(caller("SuperAdmin"), "SuperAdmin", ["USER_READ", "ROLE_READ"], ["USER_READ"]),
    ).toBe("fixedRights");
    expect(roleChangeRefusal(caller("SuperAdmin"), "CoreBroker", [], ["USER_READ"])).toBe("fixedRights");
    expect(roleChangeRefusal(caller("SuperAdmin"), "CoreBroker", ["USER_READ"], ["USER_READ"])).toBeNull();
  });

  it("never grants a right the caller lacks, nor touches a role ranking above the caller's", () => {
    const userAdmin = caller("UserAdmin");
    expect(roleChangeRefusal(userAdmin, "OrgAdmin", [], ["USER_READ"])).toBeNull();
    expect(roleChangeRefusal(userAdmin, "OrgAdmin", ["REQUEST_READ"], [])).toBeNull();
    expect(roleChangeRefusal(userAdmin, "OrgAdmin", [], ["SQLEDITOR_ACCESS"])).toBe("rights");
    expect(roleChangeRefusal(caller("StatDBAdmin"), "UserAdmin", ["USER_READ"], [])).toBe("rank");
    expect(roleChangeRefusal(caller("SuperAdmin"), "UserAdmin", [], ["SQLEDITOR_ACCESS"])).toBeNull();
  });

  it("offers a caller only the rights they hold", () => {
    expect(mayGrantRight(caller("UserAdmin"), "USER_READ")).toBe(true);
    expect(mayGrantRight(caller("UserAdmin"), "ROLE_EDIT")).toBe(false);
    expect(mayGrantRight(caller("SuperAdmin"), "SQLEDITOR_ACCESS")).toBe(true);
  });

  it("a new role holds only the caller's rights and no name ranking above the caller's role", () => {
    expect(roleCreateRefusal(caller("UserAdmin"), "Auditor", ["USER_READ"])).toBeNull();
    expect(roleCreateRefusal(caller("UserAdmin"), "Auditor", ["MONITORING_ACCESS"])).toBe("rights");
    expect(roleCreateRefusal(caller("UserAdmin"), "StatDBAdmin", [])).toBeNull();
    expect(roleCreateRefusal(caller("LoggedUser"), "FachAdmin", [])).toBe("rank");
    expect(roleCreateRefusal(caller("LoggedUser"), "Auditor", [])).toBeNull();
  });
});

describe("roleDeleteRefusal and the role name", () => {
  it("keeps the four built-in roles, roles ranking above the caller's and roles still held", () => {
    const superAdmin = caller("SuperAdmin");
    for (const name of ["SuperAdmin", "LoggedUser", "UserAdmin", "CoreBroker"]) {
      expect(roleDeleteRefusal(superAdmin, name, 0)).toBe("undeletable");
    }
    expect(roleDeleteRefusal(superAdmin, "FachAdmin", 1)).toBe("inUse");
    expect(roleDeleteRefusal(superAdmin, "FachAdmin", 0)).toBeNull();
    expect(roleDeleteRefusal(caller("OrgAdmin"), "StatDBAdmin", 0)).toBe("rank");
    expect(roleDeleteRefusal(caller("OrgAdmin"), "FachAdmin", 0)).toBeNull();
    expect(roleDeleteRefusal(caller("LoggedUser"), "Auditor", 0)).toBeNull();
  });

  it("takes names the database takes, and each right once", () => {
    expect(roleCreateSchema.safeParse({ name: "Prüfer", acls: [] }).success).toBe(false);
    expect(roleCreateSchema.safeParse({ name: "1abc", acls: [] }).success).toBe(false);
    const parsed = roleCreateSchema.parse({ name: " Auditor ", acls: ["USER_READ", "USER_READ"] });
    expect(parsed).toEqual({ name: "Auditor", acls: ["USER_READ"], persons: [] });
  });

  it("takes a name in any case as taken", () => {
    const roles = [{ name: "SuperAdmin" }, { name: "Auditor" }];
    expect(roleNameTaken(" superadmin ", roles)).toBe(true);
    expect(roleNameTaken("AUDITOR", roles)).toBe(true);
    expect(roleNameTaken("Auditors", roles)).toBe(false);
  });

  it("takes each role of an update once", () => {
    expect(
      roleUpdateSchema.safeParse([
        { id: 1, acls: [] },
        { id: 2, acls: ["USER_READ"] },
      ]).success,
    ).toBe(true);
    expect(
      roleUpdateSchema.safeParse([
        { id: 1, acls: [] },
        { id: 1, acls: ["USER_READ"] },
      ]).success,
    ).toBe(false);
  });
});

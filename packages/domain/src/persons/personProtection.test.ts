import { describe, expect, it } from "vitest";
import { RIGHTS } from "../auth/rights.ts";
import { DEFAULT_ROLE_RIGHTS, type RoleName } from "../auth/roles.ts";
import {
  type PersonAction,
  type ProtectionSubject,
  personActionRefusal,
  roleGrantRefusal,
} from "./personProtection.ts";

let nextId = 1;
const subject = (role: RoleName, extra: Partial<ProtectionSubject> = {}): ProtectionSubject => ({
  id: nextId++,
  builtin: false,
  role: { name: role, acls: DEFAULT_ROLE_RIGHTS[role] },
  ...extra,
});
const builtinAdmin = subject("SuperAdmin", { builtin: true });
const superAdmin = subject("SuperAdmin");
const userAdmin = subject("UserAdmin");
const ACTIONS: PersonAction[] = ["edit", "resetPassword", "delete", "changePermissions"];

describe("personActionRefusal (SPEC 6)", () => {
  it("nobody acts on the built-in admin account, not even itself", () => {
    for (const caller of [builtinAdmin, superAdmin, userAdmin]) {
      for (const action of ACTIONS) expect(personActionRefusal(caller, builtinAdmin, action)).toBe("builtin");
    }
  });

  it("SuperAdmins edit SuperAdmins; only the built-in admin resets or deletes them", () => {
    const other = subject("SuperAdmin");
    expect(personActionRefusal(superAdmin, other, "edit")).toBeNull();
    expect(personActionRefusal(superAdmin, other, "changePermissions")).toBeNull();
    expect(personActionRefusal(superAdmin, other, "resetPassword")).toBe("builtinAdminOnly");
    expect(personActionRefusal(superAdmin, other, "delete")).toBe("builtinAdminOnly");
    for (const action of ACTIONS) expect(personActionRefusal(builtinAdmin, other, action)).toBeNull();
  });

  it("a UserAdmin neither edits nor resets a SuperAdmin", () => {
    expect(personActionRefusal(userAdmin, superAdmin, "edit")).toBe("superAdminOnly");
    expect(personActionRefusal(userAdmin, superAdmin, "changePermissions")).toBe("superAdminOnly");
    expect(personActionRefusal(userAdmin, superAdmin, "resetPassword")).toBe("builtinAdminOnly");
    expect(personActionRefusal(userAdmin, superAdmin, "delete")).toBe("builtinAdminOnly");
  });

  it("acts on accounts of the same or a lower rank only", () => {
    const lower: RoleName[] = [
      "UserAdmin",
      "StatDBAdmin",
      "OrgAdmin",
      "FachAdmin",
      "LoggedUser",
      "CoreBroker",
    ];
    for (const role of lower) {
      for (const action of ACTIONS) expect(personActionRefusal(userAdmin, subject(role), action)).toBeNull();
    }
    const orgAdminWithRight = subject("OrgAdmin", { role: { name: "OrgAdmin", acls: ["USER_CREATE"] } });
    expect(personActionRefusal(orgAdminWithRight, subject("StatDBAdmin"), "edit")).toBe("rank");
    expect(personActionRefusal(orgAdminWithRight, subject("FachAdmin"), "edit")).toBeNull();
  });

  it("needs USER_CREATE, and nobody deletes their own account", () => {
    expect(personActionRefusal(subject("OrgAdmin"), subject("LoggedUser"), "edit")).toBe("right");
    expect(personActionRefusal(userAdmin, userAdmin, "delete")).toBe("self");
    expect(personActionRefusal(userAdmin, userAdmin, "edit")).toBeNull();
  });
});

describe("roleGrantRefusal (SPEC 3 ranking)", () => {
  it("grants roles up to the caller's own rank, guests' roles to anyone with USER_CREATE", () => {
    expect(roleGrantRefusal(userAdmin, "SuperAdmin")).toBe("rank");
    for (const role of ["UserAdmin", "StatDBAdmin", "OrgAdmin", "FachAdmin", "LoggedUser", "Custom"]) {
      expect(roleGrantRefusal(userAdmin, role)).toBeNull();
    }
    expect(roleGrantRefusal(superAdmin, "SuperAdmin")).toBeNull();
    expect(roleGrantRefusal(subject("OrgAdmin"), "LoggedUser")).toBe("right");
    const everything = subject("FachAdmin", { role: { name: "FachAdmin", acls: [...RIGHTS] } });
    expect(roleGrantRefusal(everything, "OrgAdmin")).toBe("rank");
  });
});

import { describe, expect, it } from "vitest";
import { RIGHTS, type Right } from "../auth/rights.ts";
import { DEFAULT_ROLE_RIGHTS, ROLE_NAMES, type RoleName } from "../auth/roles.ts";
import {
  holdsRoleRights,
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
      // the role's rights aside (the subset rule below): UserAdmin holds every right of these
      const target = subject(role, { role: { name: role, acls: ["COMMENTARY_READ"] } });
      for (const action of ACTIONS) expect(personActionRefusal(userAdmin, target, action)).toBeNull();
    }
    const orgAdminWithRight = subject("OrgAdmin", { role: { name: "OrgAdmin", acls: ["USER_CREATE"] } });
    expect(personActionRefusal(orgAdminWithRight, subject("StatDBAdmin"), "edit")).toBe("rank");
    const bareFachAdmin = subject("FachAdmin", { role: { name: "FachAdmin", acls: [] } });
    expect(personActionRefusal(orgAdminWithRight, bareFachAdmin, "edit")).toBeNull();
  });

  it("needs USER_CREATE, and nobody deletes their own account", () => {
    expect(personActionRefusal(subject("OrgAdmin"), subject("LoggedUser"), "edit")).toBe("right");
    expect(personActionRefusal(userAdmin, userAdmin, "delete")).toBe("self");
    expect(personActionRefusal(userAdmin, userAdmin, "edit")).toBeNull();
  });
});

describe("the subset-of-rights rule (issue 24)", () => {
  const role = (name: RoleName) => ({ name, acls: DEFAULT_ROLE_RIGHTS[name] });
  const custom = (acls: readonly Right[]) => subject("LoggedUser", { role: { name: "Custom", acls } });

  it("a UserAdmin neither edits, re-addresses, resets nor changes the permissions of a CoreBroker; deleting stays", () => {
    const coreBroker = subject("CoreBroker");
    for (const action of ["edit", "resetPassword", "changePermissions"] as const) {
      expect(personActionRefusal(userAdmin, coreBroker, action)).toBe("rights");
    }
    expect(personActionRefusal(userAdmin, coreBroker, "delete")).toBeNull();
    expect(personActionRefusal(superAdmin, coreBroker, "edit")).toBeNull();
  });

  it("a guest-ranked role's rights decide: a subset of the caller's is fine, one right more is refused", () => {
    const editor = subject("LoggedUser", {
      role: { name: "Hilfsadmin", acls: ["USER_CREATE", "USER_READ", "COMMENTARY_READ"] },
    });
    expect(personActionRefusal(editor, custom(["USER_READ", "COMMENTARY_READ"]), "edit")).toBeNull();
    expect(personActionRefusal(editor, custom(["USER_READ", "ROLE_READ"]), "edit")).toBe("rights");
    expect(roleGrantRefusal(editor, { name: "Custom", acls: ["COMMENTARY_READ"] })).toBeNull();
    expect(roleGrantRefusal(editor, { name: "Custom", acls: ["ROLE_EDIT"] })).toBe("rights");
  });

  it("nobody adds, changes or removes their own permissions, a SuperAdmin neither", () => {
    for (const caller of [userAdmin, superAdmin]) {
      expect(personActionRefusal(caller, caller, "changePermissions")).toBe("selfPermissions");
      expect(personActionRefusal(caller, caller, "edit")).toBeNull();
    }
  });

  it("holdsRoleRights: a SuperAdmin holds every right whatever its acl list says", () => {
    const bareSuperAdmin = subject("SuperAdmin", { role: { name: "SuperAdmin", acls: [] } });
    expect(holdsRoleRights(bareSuperAdmin, role("CoreBroker"))).toBe(true);
    expect(holdsRoleRights(userAdmin, role("LoggedUser"))).toBe(true);
    expect(holdsRoleRights(userAdmin, role("FachAdmin"))).toBe(false);
  });
});

describe("roleGrantRefusal (SPEC 3 ranking, issue 24's rights)", () => {
  const role = (name: string, acls: readonly Right[] = []) => ({ name, acls });

  it("grants roles up to the caller's own rank and rights, guests' roles only with rights the caller holds", () => {
    expect(roleGrantRefusal(userAdmin, role("SuperAdmin"))).toBe("rank");
    for (const name of ["UserAdmin", "StatDBAdmin", "OrgAdmin", "FachAdmin", "LoggedUser", "Custom"]) {
      expect(roleGrantRefusal(userAdmin, role(name, ["COMMENTARY_READ"]))).toBeNull();
    }
    expect(roleGrantRefusal(superAdmin, role("SuperAdmin", RIGHTS))).toBeNull();
    expect(roleGrantRefusal(subject("OrgAdmin"), role("LoggedUser"))).toBe("right");
    const everything = subject("FachAdmin", { role: { name: "FachAdmin", acls: [...RIGHTS] } });
    expect(roleGrantRefusal(everything, role("OrgAdmin"))).toBe("rank");
    expect(roleGrantRefusal(userAdmin, role("CoreBroker", DEFAULT_ROLE_RIGHTS.CoreBroker))).toBe("rights");
  });

  it("with today's default rights: decision 16's table of which built-in roles each role can give", () => {
    const givable = (caller: RoleName) =>
      ROLE_NAMES.filter(
        (name) => roleGrantRefusal(subject(caller), { name, acls: DEFAULT_ROLE_RIGHTS[name] }) === null,
      );
    expect(Object.fromEntries(ROLE_NAMES.map((name) => [name, givable(name)]))).toEqual({
      SuperAdmin: [...ROLE_NAMES],
      UserAdmin: ["LoggedUser", "UserAdmin"],
      LoggedUser: [],
      CoreBroker: [],
      StatDBAdmin: [],
      OrgAdmin: [],
      FachAdmin: [],
    });
  });
});

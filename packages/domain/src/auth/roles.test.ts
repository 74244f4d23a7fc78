import { describe, expect, it } from "vitest";
import { isRight, PERMISSION_FLAGS, RIGHTS } from "./rights.ts";
import {
  DEFAULT_ROLE_RIGHTS,
  FIXED_RIGHT_ROLES,
  ROLE_NAMES,
  roleRank,
  SUPER_ADMIN,
  UNDELETABLE_ROLES,
} from "./roles.ts";

describe("roleRank", () => {
  it("ranks the roles of SPEC 3", () => {
    expect(roleRank("SuperAdmin")).toBe(5);
    expect(roleRank("UserAdmin")).toBe(4);
    expect(roleRank("StatDBAdmin")).toBe(3);
    expect(roleRank("OrgAdmin")).toBe(2);
    expect(roleRank("FachAdmin")).toBe(1);
  });

  it("ranks every other role as guest (0)", () => {
    for (const name of ["LoggedUser", "CoreBroker", "guest", "superadmin", "", "toString", "constructor"]) {
      expect(roleRank(name)).toBe(0);
    }
    expect(roleRank(null)).toBe(0);
    expect(roleRank(undefined)).toBe(0);
  });
});

describe("role tables", () => {
  it("names seven built-in roles with SuperAdmin first", () => {
    expect(ROLE_NAMES).toHaveLength(7);
    expect(SUPER_ADMIN).toBe("SuperAdmin");
    expect(UNDELETABLE_ROLES).toEqual(["SuperAdmin", "LoggedUser", "UserAdmin", "CoreBroker"]);
    expect(FIXED_RIGHT_ROLES).toEqual(["SuperAdmin", "CoreBroker"]);
  });

  it("seeds every role with known rights, SuperAdmin with all", () => {
    expect(Object.keys(DEFAULT_ROLE_RIGHTS).sort()).toEqual([...ROLE_NAMES].sort());
    for (const rights of Object.values(DEFAULT_ROLE_RIGHTS)) {
      for (const r of rights) expect(isRight(r)).toBe(true);
      expect(new Set(rights).size).toBe(rights.length);
    }
    expect(DEFAULT_ROLE_RIGHTS.SuperAdmin).toEqual(RIGHTS);
  });
});

describe("rights", () => {
  it("lists the 22 rights of SPEC 6 and issue 38's WEBHOOK_ADMIN once each", () => {
    expect(RIGHTS).toHaveLength(23);
    expect(new Set(RIGHTS).size).toBe(23);
  });

  it("isRight accepts exactly those names", () => {
    for (const r of RIGHTS) expect(isRight(r)).toBe(true);
    for (const s of ["", "user_read", "ADMIN", "USER_READ "]) expect(isRight(s)).toBe(false);
  });

  it("names the five person-permission flags", () => {
    expect([...PERMISSION_FLAGS].sort()).toEqual(
      ["eid_rights", "it_res_rights", "mapping_rights", "organisator", "res_rights"].sort(),
    );
  });
});

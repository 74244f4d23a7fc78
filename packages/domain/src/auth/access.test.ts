import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OTHER_TARGET, permission, person, superAdmin, TARGET, withFlags } from "../testing/persons.ts";
import {
  allRights,
  anyRight,
  checkAccess,
  hasPersonPermission,
  hasRight,
  isSuperAdmin,
  LOGGED_IN,
  PUBLIC,
  personPermission,
} from "./access.ts";
import { PERMISSION_FLAGS, RIGHTS } from "./rights.ts";

describe("access declarations", () => {
  it("build the declared kinds", () => {
    expect(PUBLIC).toEqual({ kind: "public" });
    expect(LOGGED_IN).toEqual({ kind: "loggedIn" });
    expect(allRights("USER_READ", "ROLE_READ")).toEqual({ kind: "rights", all: ["USER_READ", "ROLE_READ"] });
    expect(anyRight("USER_READ")).toEqual({ kind: "anyRight", any: ["USER_READ"] });
    expect(personPermission(["res_rights"])).toEqual({
      kind: "permission",
      flags: ["res_rights"],
      orRights: [],
    });
    expect(personPermission(["eid_rights"], ["ERHEBUNGSID_EDIT"])).toEqual({
      kind: "permission",
      flags: ["eid_rights"],
      orRights: ["ERHEBUNGSID_EDIT"],
    });
  });
});

describe("isSuperAdmin and hasRight", () => {
  it("know the SuperAdmin by role name only", () => {
    expect(isSuperAdmin(superAdmin())).toBe(true);
    expect(isSuperAdmin(person("superadmin"))).toBe(false);
    expect(isSuperAdmin(person("UserAdmin", [...RIGHTS]))).toBe(false);
    expect(isSuperAdmin(null)).toBe(false);
  });

  it("reads the role's acls", () => {
    const p = person("UserAdmin", ["USER_READ"]);
    expect(hasRight(p, "USER_READ")).toBe(true);
    expect(hasRight(p, "USER_CREATE")).toBe(false);
    expect(hasRight(null, "USER_READ")).toBe(false);
  });

  it("holds for every right exactly when it is in the acls", () => {
    fc.assert(
      fc.property(fc.subarray([...RIGHTS]), fc.constantFrom(...RIGHTS), (acls, right) => {
        expect(hasRight(person("X", acls), right)).toBe(acls.includes(right));
      }),
    );
  });
});

describe("hasPersonPermission", () => {
  it("matches statistic id, state code and one of the flags", () => {
    for (const flag of PERMISSION_FLAGS) {
      const p = withFlags(flag);
      expect(hasPersonPermission(p, [flag], TARGET)).toBe(true);
      expect(hasPersonPermission(p, [flag], OTHER_TARGET)).toBe(false);
      expect(hasPersonPermission(p, [flag], { statisticId: "2312", lkz: "05" })).toBe(false);
      for (const other of PERMISSION_FLAGS.filter((f) => f !== flag)) {
        expect(hasPersonPermission(p, [other], TARGET)).toBe(false);
        expect(hasPersonPermission(p, [other, flag], TARGET)).toBe(true);
      }
    }
  });

  it("does not combine flags of different entries", () => {
    const p = person("LoggedUser", [], [{ res_rights: true, lkz: "06" }, { eid_rights: true }]);
    expect(hasPersonPermission(p, ["res_rights"], TARGET)).toBe(false);
    expect(hasPersonPermission(p, ["res_rights"], OTHER_TARGET)).toBe(true);
    expect(hasPersonPermission(p, ["eid_rights"], TARGET)).toBe(true);
  });

  it("is never granted by no flags or by nobody, always for SuperAdmin", () => {
    expect(hasPersonPermission(withFlags("res_rights"), [], TARGET)).toBe(false);
    expect(hasPersonPermission(null, ["res_rights"], TARGET)).toBe(false);
    expect(hasPersonPermission(superAdmin(), ["res_rights"], OTHER_TARGET)).toBe(true);
    expect(hasPersonPermission(superAdmin(), [], OTHER_TARGET)).toBe(true);
  });

  it("a permission entry with every flag off grants nothing", () => {
    const p = person("LoggedUser", [], [permission()]);
    expect(hasPersonPermission(p, PERMISSION_FLAGS, TARGET)).toBe(false);
  });
});

describe("checkAccess", () => {
  const reader = person("UserAdmin", ["USER_READ", "ROLE_READ"]);

  it("public is granted to everybody", () => {
    expect(checkAccess(null, PUBLIC)).toBe("granted");
    expect(checkAccess(reader, PUBLIC)).toBe("granted");
  });

  it("every other kind needs a session", () => {
    for (const access of [
      LOGGED_IN,
      allRights("USER_READ"),
      anyRight("USER_READ"),
      personPermission(["res_rights"]),
    ]) {
      expect(checkAccess(null, access, TARGET)).toBe("unauthenticated");
    }
  });

  it("loggedIn is granted to any person", () => {
    expect(checkAccess(person("LoggedUser"), LOGGED_IN)).toBe("granted");
  });

  it("rights needs every right", () => {
    expect(checkAccess(reader, allRights("USER_READ", "ROLE_READ"))).toBe("granted");
    expect(checkAccess(reader, allRights("ROLE_READ", "ROLE_EDIT"))).toBe("forbidden");
    expect(checkAccess(reader, allRights())).toBe("granted");
  });

  it("anyRight needs one of them", () => {
    expect(checkAccess(reader, anyRight("ROLE_EDIT", "USER_READ"))).toBe("granted");
    expect(checkAccess(reader, anyRight("ROLE_EDIT", "SQLEDITOR_ACCESS"))).toBe("forbidden");
    expect(checkAccess(reader, anyRight())).toBe("forbidden");
  });

  it("permission: an alternative right grants it, else the flag on the target", () => {
    const access = personPermission(["eid_rights"], ["ERHEBUNGSID_EDIT"]);
    expect(checkAccess(person("X", ["ERHEBUNGSID_EDIT"]), access, OTHER_TARGET)).toBe("granted");
    expect(checkAccess(withFlags("eid_rights"), access, TARGET)).toBe("granted");
    expect(checkAccess(withFlags("eid_rights"), access, OTHER_TARGET)).toBe("forbidden");
    expect(checkAccess(withFlags("res_rights"), access, TARGET)).toBe("forbidden");
  });

  it("permission without a target only proves the session", () => {
    expect(checkAccess(person("LoggedUser"), personPermission(["res_rights"]))).toBe("granted");
  });

  it("a declaration without orRights falls back to the flags", () => {
    const access = { kind: "permission", flags: ["res_rights"] } as const;
    expect(checkAccess(withFlags("res_rights"), access, TARGET)).toBe("granted");
    expect(checkAccess(withFlags("eid_rights"), access, TARGET)).toBe("forbidden");
  });

  it("SuperAdmin: role rights come from the acls, person permissions always hold", () => {
    expect(checkAccess(superAdmin(), allRights("USER_READ"))).toBe("forbidden");
    expect(checkAccess(person("SuperAdmin", [...RIGHTS]), allRights(...RIGHTS))).toBe("granted");
    expect(checkAccess(superAdmin(), anyRight("USER_READ"))).toBe("forbidden");
    expect(checkAccess(superAdmin(), personPermission(["res_rights"]), OTHER_TARGET)).toBe("granted");
    expect(checkAccess(superAdmin(), LOGGED_IN)).toBe("granted");
  });
});

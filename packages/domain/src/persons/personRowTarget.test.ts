import { describe, expect, it } from "vitest";
import type { AccessSubject } from "../auth/access.ts";
import type { Right } from "../auth/rights.ts";
import { DEFAULT_ROLE_RIGHTS, type RoleName } from "../auth/roles.ts";
import { guardedEmail, seesEmailAddresses } from "./personAnswer.ts";
import type { ProtectionSubject } from "./personProtection.ts";
import { type PersonRowSubject, personRowActions, personRowTargetCell } from "./personRowTarget.ts";

const caller = (role: RoleName, extra: Partial<ProtectionSubject> = {}): ProtectionSubject => ({
  id: 1,
  builtin: false,
  role: { name: role, acls: DEFAULT_ROLE_RIGHTS[role] },
  ...extra,
});
const row = (roleName: string, extra: Partial<PersonRowSubject> = {}): PersonRowSubject => ({
  id: 2,
  builtin: false,
  role: { name: roleName, acls: DEFAULT_ROLE_RIGHTS[roleName as RoleName] ?? [] },
  deleted: false,
  ...extra,
});

describe("personRowActions (SPEC 2.12, SPEC 6)", () => {
  it("offers what the protection rules allow", () => {
    expect(personRowActions(caller("UserAdmin"), row("LoggedUser"))).toEqual([
      "edit",
      "resetPassword",
      "delete",
    ]);
    expect(personRowActions(caller("UserAdmin"), row("SuperAdmin"))).toEqual([]);
    expect(personRowActions(caller("SuperAdmin"), row("SuperAdmin"))).toEqual(["edit"]);
    expect(personRowActions(caller("SuperAdmin", { builtin: true }), row("SuperAdmin"))).toEqual([
      "edit",
      "resetPassword",
      "delete",
    ]);
    expect(personRowActions(caller("SuperAdmin"), row("SuperAdmin", { builtin: true }))).toEqual([]);
    expect(personRowActions(caller("UserAdmin"), row("UserAdmin", { id: 1 }))).toEqual([
      "edit",
      "resetPassword",
    ]);
  });

  it("offers edit and reset only on accounts whose role's rights the caller holds, delete still (issue 24)", () => {
    expect(personRowActions(caller("UserAdmin"), row("CoreBroker"))).toEqual(["delete"]);
    expect(personRowActions(caller("UserAdmin"), row("OrgAdmin"))).toEqual(["delete"]);
    expect(personRowActions(caller("SuperAdmin"), row("CoreBroker"))).toEqual([
      "edit",
      "resetPassword",
      "delete",
    ]);
  });

  it("offers nothing without USER_CREATE, to anonymous callers, or on a deleted account", () => {
    expect(personRowActions(caller("OrgAdmin"), row("LoggedUser"))).toEqual([]);
    expect(personRowActions(null, row("LoggedUser"))).toEqual([]);
    expect(personRowActions(caller("SuperAdmin"), row("LoggedUser", { deleted: true }))).toEqual([]);
  });
});

describe("person row target cell", () => {
  it("round-trips the account and its actions", () => {
    const target = { id: 7, name: "Muster", forename: "Erika", actions: ["edit" as const] };
    expect(personRowTargetCell.parse(personRowTargetCell.encode(target))).toEqual(target);
  });

  it.each([
    "",
    "7",
    '{"id":7,"name":"M","forename":"E","actions":["drop"]}',
    '{"id":0,"name":"M","forename":"E","actions":[]}',
  ])("refuses %j", (text) => {
    expect(personRowTargetCell.parse(text)).toBeNull();
  });
});

describe("email guard (SPEC 6)", () => {
  const withAcls = (acls: Right[]): AccessSubject => ({
    role: { id: 1, name: "Custom", acls },
    personPermissions: [],
  });

  it("shows addresses only with USEREMAILADRESS_READ", () => {
    expect(seesEmailAddresses(withAcls(["USER_READ", "USEREMAILADRESS_READ"]))).toBe(true);
    expect(seesEmailAddresses(withAcls(["USER_READ"]))).toBe(false);
    expect(seesEmailAddresses(null)).toBe(false);
    expect(guardedEmail(withAcls(["USEREMAILADRESS_READ"]), "a@b.de")).toBe("a@b.de");
    expect(guardedEmail(withAcls([]), "a@b.de")).toBeNull();
  });
});

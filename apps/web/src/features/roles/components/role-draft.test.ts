import type { Right, Role } from "@erhdb/domain";
import { DEFAULT_ROLE_RIGHTS } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { describe, expect, it } from "vitest";
import { changedRoles, EMPTY_DRAFT, toggleRefusal, toggleRight, updatePayload } from "./role-draft.ts";

const role = (id: number, name: string, acls: Right[]): Role => ({ id, name, acls });
const fachAdmin = role(7, "FachAdmin", ["COMMENTARY_READ", "RESOURCE_CREATE"]);
const superAdminRole = role(1, "SuperAdmin", [...DEFAULT_ROLE_RIGHTS.SuperAdmin]);
const statDbAdmin = role(5, "StatDBAdmin", ["REQUEST_READ"]);

describe("the role matrix's draft", () => {
  it("keeps a role while its rights differ from the server's, in SPEC 6's order", () => {
    const ticked = toggleRight(EMPTY_DRAFT, fachAdmin, "USER_READ");
    expect(ticked).toEqual({ 7: ["COMMENTARY_READ", "RESOURCE_CREATE", "USER_READ"] });
    const both = toggleRight(ticked, fachAdmin, "ERHEBUNGSID_CREATE");
    expect(both[7]).toEqual(["ERHEBUNGSID_CREATE", "COMMENTARY_READ", "RESOURCE_CREATE", "USER_READ"]);
    expect(changedRoles(both, [fachAdmin, statDbAdmin])).toEqual([fachAdmin]);
    // back as the server has it: nothing to save
    const back = toggleRight(toggleRight(both, fachAdmin, "USER_READ"), fachAdmin, "ERHEBUNGSID_CREATE");
    expect(back).toEqual({});
  });

  it("sends every role, changed ones with the matrix's rights", () => {
    const draft = toggleRight(EMPTY_DRAFT, statDbAdmin, "REQUEST_READ");
    expect(updatePayload(draft, [fachAdmin, statDbAdmin])).toEqual([
      { id: 7, name: "FachAdmin", acls: ["COMMENTARY_READ", "RESOURCE_CREATE"] },
      { id: 5, name: "StatDBAdmin", acls: [] },
    ]);
  });

  it("asks the domain's rule for each box: fixed roles, higher ranks, rights the caller lacks", () => {
    const orgAdmin = person("OrgAdmin", ["ROLE_EDIT", "USER_READ"]);
    expect(
      toggleRefusal(
        person("SuperAdmin", [...DEFAULT_ROLE_RIGHTS.SuperAdmin]),
        EMPTY_DRAFT,
        superAdminRole,
        "USER_READ",
      ),
    ).toBe("fixedRights");
    expect(toggleRefusal(orgAdmin, EMPTY_DRAFT, statDbAdmin, "REQUEST_READ")).toBe("rank");
    expect(toggleRefusal(orgAdmin, EMPTY_DRAFT, fachAdmin, "USER_READ")).toBeNull();
    expect(toggleRefusal(orgAdmin, EMPTY_DRAFT, fachAdmin, "SQLEDITOR_ACCESS")).toBe("rights");
    // a right the caller lacks may be taken away, and given back while unsaved
    expect(toggleRefusal(orgAdmin, EMPTY_DRAFT, fachAdmin, "RESOURCE_CREATE")).toBeNull();
    const taken = toggleRight(EMPTY_DRAFT, fachAdmin, "RESOURCE_CREATE");
    expect(toggleRefusal(orgAdmin, taken, fachAdmin, "RESOURCE_CREATE")).toBeNull();
  });
});

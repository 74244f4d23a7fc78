import { describe, expect, it } from "vitest";
import { PERMISSION_MESSAGE_KEYS as K, permissionProblem } from "./personPermissionWrite.ts";

describe("permissionProblem (SPEC 5, permission add)", () => {
  const existing = [{ statisticId: "2111", lkz: "05" }];

  it("reports missing fields first, then a missing right, then a pair held already", () => {
    expect(permissionProblem({ statisticId: "", lkz: "05", res_rights: true }, existing)).toBe(
      K.fieldsMissing,
    );
    expect(permissionProblem({ statisticId: "2111", lkz: "", res_rights: false }, existing)).toBe(
      K.fieldsMissing,
    );
    expect(permissionProblem({ statisticId: "2111", lkz: "05" }, existing)).toBe(K.noRight);
    expect(permissionProblem({ statisticId: "2111", lkz: "05", eid_rights: true }, existing)).toBe(
      K.duplicate,
    );
    expect(permissionProblem({ statisticId: "2111", lkz: "06", organisator: true }, existing)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { planResourceVersion, RESOURCE_VERSION_MAX } from "./resourceVersion.ts";

describe("planResourceVersion", () => {
  it("adds version 1, then the next after the newest, whatever the gaps", () => {
    expect(planResourceVersion([], false)).toEqual({ kind: "add", version: 1 });
    expect(planResourceVersion(["0001", "0003"], false)).toEqual({ kind: "add", version: 4 });
    expect(planResourceVersion([2, 1], false)).toEqual({ kind: "add", version: 3 });
  });

  it("replaces the newest version with the overwrite flag, and adds the first one without any", () => {
    expect(planResourceVersion(["0001", "0002"], true)).toEqual({ kind: "replace", version: 2 });
    expect(planResourceVersion([], true)).toEqual({ kind: "add", version: 1 });
  });

  it("is exhausted after version 9999, but may still replace it", () => {
    expect(planResourceVersion([RESOURCE_VERSION_MAX], false)).toEqual({ kind: "exhausted" });
    expect(planResourceVersion([RESOURCE_VERSION_MAX], true)).toEqual({ kind: "replace", version: 9999 });
  });
});

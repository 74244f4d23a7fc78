import { describe, expect, it } from "vitest";
import { VERDICT_HTTP_STATUS, verdictOf } from "./verdict.ts";

describe("verdictOf", () => {
  it("puts a missing right before a refusing state", () => {
    expect(verdictOf(false, false)).toBe("forbidden");
    expect(verdictOf(false, true)).toBe("forbidden");
    expect(verdictOf(true, false)).toBe("conflict");
    expect(verdictOf(true, true)).toBe("allowed");
  });

  it("maps to 403 and 409", () => {
    expect(VERDICT_HTTP_STATUS).toEqual({ allowed: 200, forbidden: 403, conflict: 409 });
  });
});

import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectTarget } from "./redirect.ts";

describe("login redirect", () => {
  it("encodes the current path with its query", () => {
    expect(loginPathFor("/users", "?tab=2")).toBe("/login?redirect=%2Fusers%3Ftab%3D2");
  });

  it.each([
    ["/users?tab=2", "/users?tab=2"],
    ["/surveys", "/surveys"],
    [null, "/surveys"],
    ["", "/surveys"],
    ["users", "/surveys"],
    ["https://evil.example/", "/surveys"],
    ["//evil.example", "/surveys"],
    ["/\\evil.example", "/surveys"],
    ["/login?redirect=/users", "/surveys"],
  ])("redirect %s goes to %s", (redirect, target) => {
    expect(safeRedirectTarget(redirect)).toBe(target);
  });
});

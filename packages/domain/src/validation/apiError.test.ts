import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_HTTP_STATUS, isApiErrorBody, isErrorCode } from "./apiError.ts";

describe("ERROR_CODES", () => {
  it("map each name to itself", () => {
    for (const [k, v] of Object.entries(ERROR_CODES)) expect(k).toBe(v);
    expect(Object.keys(ERROR_CODES)).toHaveLength(13);
  });

  it("have a status each", () => {
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    expect(ERROR_HTTP_STATUS.IP_LOCKED).toBe(423);
    expect(ERROR_HTTP_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_HTTP_STATUS.UNSUPPORTED_MEDIA_TYPE).toBe(415);
  });

  it("are recognised, prototype keys excluded", () => {
    expect(isErrorCode("CONFLICT")).toBe(true);
    expect(isErrorCode("conflict")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });
});

describe("isApiErrorBody", () => {
  it("needs code and message strings", () => {
    expect(isApiErrorBody({ code: "VALIDATION", message: "x", field: "bzr" })).toBe(true);
    expect(isApiErrorBody({ code: "IP_LOCKED", message: "x", lockedUntil: "2025-01-01T00:00:00Z" })).toBe(
      true,
    );
    expect(isApiErrorBody({ code: "X" })).toBe(false);
    expect(isApiErrorBody({ code: 1, message: "x" })).toBe(false);
    expect(isApiErrorBody({ code: "X", message: "x", field: 3 })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody("error")).toBe(false);
  });
});

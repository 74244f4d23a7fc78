import { describe, expect, it } from "vitest";
import { canonicalEncoding, encodingsOfType, resolveTextEncoding, type TextProfile } from "./textEncoding.ts";

const profile = (p: Partial<TextProfile>): TextProfile => ({
  bom: null,
  declared: null,
  ascii: false,
  validUtf8: true,
  ...p,
});
const BOTH = ["UTF-8", "ISO-8859-1"] as const;

describe("canonicalEncoding", () => {
  it("knows the three encodings under their usual names", () => {
    expect(canonicalEncoding("utf8")).toBe("UTF-8");
    expect(canonicalEncoding("UTF-8")).toBe("UTF-8");
    expect(canonicalEncoding("ISO_8859-1")).toBe("ISO-8859-1");
    expect(canonicalEncoding("latin1")).toBe("ISO-8859-1");
    expect(canonicalEncoding("iso-8859-15")).toBe("ISO-8859-15");
    expect(canonicalEncoding("windows-1252")).toBeNull();
    expect(canonicalEncoding("UTF-16")).toBeNull();
  });
});

describe("encodingsOfType", () => {
  const entries = [
    { restype: "99", encoding: "UTF-8" },
    { restype: "99", encoding: "ISO-8859-1" },
    { restype: "94", encoding: "ISO-8859-15" },
  ];
  it("lists the type's entries in order, and UTF-8 for a type without any", () => {
    expect(encodingsOfType(entries, "99")).toEqual(["UTF-8", "ISO-8859-1"]);
    expect(encodingsOfType(entries, "94")).toEqual(["ISO-8859-15"]);
    expect(encodingsOfType(entries, "97")).toEqual(["UTF-8"]);
  });
});

describe("resolveTextEncoding", () => {
  it("takes the declared encoding when the type lists it", () => {
    expect(resolveTextEncoding(profile({ declared: "ISO-8859-1", validUtf8: false }), BOTH, true)).toEqual({
      encoding: "ISO-8859-1",
    });
    expect(resolveTextEncoding(profile({ declared: "utf-8" }), BOTH, true)).toEqual({ encoding: "UTF-8" });
    expect(resolveTextEncoding(profile({ bom: "UTF-8" }), BOTH, false)).toEqual({ encoding: "UTF-8" });
  });

  it("refuses an encoding the type does not list, or one we do not keep", () => {
    expect(resolveTextEncoding(profile({ declared: "ISO-8859-15" }), BOTH, true)).toEqual({
      refused: "notAllowed",
      found: "ISO-8859-15",
      allowed: BOTH,
    });
    expect(resolveTextEncoding(profile({ declared: "windows-1252" }), BOTH, true)).toMatchObject({
      refused: "notAllowed",
      found: "windows-1252",
    });
    expect(resolveTextEncoding(profile({ bom: "UTF-16" }), BOTH, false)).toMatchObject({
      refused: "notAllowed",
      found: "UTF-16",
    });
  });

  it("refuses bytes that are not what UTF-8 says", () => {
    expect(resolveTextEncoding(profile({ declared: "UTF-8", validUtf8: false }), BOTH, true)).toEqual({
      refused: "invalid",
      found: "UTF-8",
    });
    expect(resolveTextEncoding(profile({ validUtf8: false }), BOTH, true)).toEqual({
      refused: "invalid",
      found: "UTF-8",
    });
    expect(resolveTextEncoding(profile({ validUtf8: false }), ["UTF-8"], false)).toEqual({
      refused: "invalid",
      found: "UTF-8",
    });
  });

  it("without a declaration: ASCII fits the first listed, UTF-8 must be listed, other text is ISO", () => {
    expect(resolveTextEncoding(profile({ ascii: true }), ["ISO-8859-15"], true)).toEqual({
      encoding: "ISO-8859-15",
    });
    expect(resolveTextEncoding(profile({}), ["ISO-8859-15"], false)).toMatchObject({
      refused: "notAllowed",
      found: "UTF-8",
    });
    expect(resolveTextEncoding(profile({ validUtf8: false }), BOTH, false)).toEqual({
      encoding: "ISO-8859-1",
    });
  });
});

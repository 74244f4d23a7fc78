import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasValidFromBzr } from "../codes/resourceTypes.ts";
import { digits, typeAndSpecialization, validBzr, validErhebungsid } from "../testing/arbitraries.ts";
import {
  composeResourceKey,
  isValidDownloadKey,
  isValidResourceKey,
  parseResourceKey,
} from "./resourceKey.ts";

const EID = "1231125400305";

describe("composeResourceKey", () => {
  it("builds the 21-digit key", () => {
    expect(
      composeResourceKey({ erhebungsid: EID, resourceType: "99", specialization: "00", version: 1 }),
    ).toBe(`${EID}99000001`);
    expect(
      composeResourceKey({ erhebungsid: EID, resourceType: "89", specialization: 25, version: "12" }),
    ).toBe(`${EID}89250012`);
  });

  it("builds the 27-digit key of 93 and 94 with the valid-from bzr first", () => {
    const key = composeResourceKey({
      validFromBzr: "254001",
      erhebungsid: EID,
      resourceType: "94",
      specialization: "51",
      version: 9999,
    });
    expect(key).toBe(`254001${EID}94519999`);
    expect(key).toHaveLength(27);
  });

  it("refuses what would not parse back", () => {
    const ok = { erhebungsid: EID, resourceType: "99", specialization: "00", version: 1 };
    const bad = [
      { ...ok, version: 10000 },
      { ...ok, version: -1 },
      { ...ok, version: "12345" },
      { ...ok, version: "1a" },
      { ...ok, specialization: "01" },
      { ...ok, specialization: 100 },
      { ...ok, resourceType: "50" },
      { ...ok, erhebungsid: "123" },
      { ...ok, validFromBzr: "254001" },
      { ...ok, resourceType: "93", specialization: "00" },
      { ...ok, resourceType: "93", specialization: "00", validFromBzr: "257001" },
    ];
    for (const input of bad) expect(() => composeResourceKey(input)).toThrow(RangeError);
  });
});

describe("parseResourceKey", () => {
  it("splits both layouts", () => {
    expect(parseResourceKey(`${EID}97510003`)).toEqual({
      erhebungsid: EID,
      resourceType: "97",
      specialization: "51",
      version: "0003",
      validFromBzr: null,
    });
    expect(parseResourceKey(`253002${EID}93040001`)).toEqual({
      erhebungsid: EID,
      resourceType: "93",
      specialization: "04",
      version: "0001",
      validFromBzr: "253002",
    });
  });

  it("refuses a length that does not fit the type", () => {
    expect(parseResourceKey(`${EID}94000001`)).toBeNull();
    expect(parseResourceKey(`253002${EID}99000001`)).toBeNull();
  });

  it("refuses unknown types, foreign specializations, bad ids and bzr", () => {
    expect(parseResourceKey(`${EID}96000001`)).toBeNull();
    expect(parseResourceKey(`${EID}90030001`)).toBeNull();
    expect(parseResourceKey(`0231125400305${"99000001"}`)).toBeNull();
    expect(parseResourceKey(`259002${EID}93040001`)).toBeNull();
    expect(isValidResourceKey("")).toBe(false);
  });

  it("round-trips every valid key", () => {
    const input = fc
      .record({ eid: validErhebungsid, ts: typeAndSpecialization, version: digits(4), bzr: validBzr })
      .map(({ eid, ts, version, bzr }) => ({
        erhebungsid: eid,
        ...ts,
        version,
        validFromBzr: hasValidFromBzr(ts.resourceType) ? bzr : null,
      }));
    fc.assert(
      fc.property(input, (parts) => {
        const key = composeResourceKey(parts);
        expect(key).toHaveLength(parts.validFromBzr ? 27 : 21);
        expect(isValidDownloadKey(key)).toBe(true);
        expect(parseResourceKey(key)).toEqual(parts);
      }),
    );
  });
});

describe("isValidDownloadKey", () => {
  it("accepts exactly 21 or 27 digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }).chain(digits), (s) => {
        expect(isValidDownloadKey(s)).toBe(s.length === 21 || s.length === 27);
      }),
    );
    expect(isValidDownloadKey(`${"1".repeat(20)}a`)).toBe(false);
    expect(isValidDownloadKey(` ${"1".repeat(21)}`)).toBe(false);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasValidFromBzr,
  isResourceTypeCode,
  isTransformation,
  isValidSpecialization,
  NEWSLETTER_RESOURCE_TYPES,
  RESOURCE_TYPE_CODES,
  RESOURCE_TYPES,
  resourceTypeByCode,
  specializationNumber,
  specializationsOf,
} from "./resourceTypes.ts";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, "0"));

/** SPEC 3, "Specializations". */
const SPECS: Record<string, string[]> = {
  "99": ["00"],
  "98": ["00"],
  "97": [...range(0, 5), ...range(50, 59)],
  "95": ["00"],
  "94": [...range(0, 5), ...range(50, 59)],
  "93": range(0, 5),
  "92": range(0, 99),
  "91": ["00"],
  "90": range(0, 2),
  "89": [...range(0, 5), ...range(20, 99)],
  "88": range(0, 99),
  "87": ["00"],
  "86": ["00"],
};

describe("resource types", () => {
  it("lists 99..86 without 96, with German and English names", () => {
    expect(RESOURCE_TYPE_CODES).toEqual([
      "99",
      "98",
      "97",
      "95",
      "94",
      "93",
      "92",
      "91",
      "90",
      "89",
      "88",
      "87",
      "86",
    ]);
    expect(resourceTypeByCode("99")).toMatchObject({
      nameDe: "Erhebungsbeschreibung",
      nameEn: "Survey description",
    });
    expect(resourceTypeByCode("98")?.nameDe).toBe("Liefervereinbarung");
    expect(resourceTypeByCode("88")).toMatchObject({ nameDe: "Sonstiges", nameEn: "Other" });
    for (const t of RESOURCE_TYPES) {
      expect(t.nameDe).not.toBe("");
      expect(t.nameEn).not.toBe("");
    }
    expect(resourceTypeByCode("96")).toBeUndefined();
    expect(isResourceTypeCode("01")).toBe(false);
  });

  it("puts a valid-from bzr on 93 and 94 only", () => {
    for (const t of RESOURCE_TYPE_CODES) expect(hasValidFromBzr(t)).toBe(t === "93" || t === "94");
  });

  it("lets newsletters name every type but 86", () => {
    expect(NEWSLETTER_RESOURCE_TYPES).toEqual(RESOURCE_TYPE_CODES.filter((t) => t !== "86"));
  });
});

describe("specializations", () => {
  it("are exactly those of SPEC 3", () => {
    for (const [type, specs] of Object.entries(SPECS)) expect(specializationsOf(type)).toEqual(specs);
    expect(specializationsOf("96")).toEqual([]);
  });

  it("isValidSpecialization agrees with the lists for every type and two digits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESOURCE_TYPE_CODES, "96", "01"),
        fc.integer({ min: 0, max: 99 }),
        (type, n) => {
          const spec = String(n).padStart(2, "0");
          const expected = (SPECS[type] ?? []).includes(spec);
          expect(isValidSpecialization(type, spec)).toBe(expected);
          expect(isValidSpecialization(type, n)).toBe(expected);
        },
      ),
    );
  });

  it("refuses malformed specializations", () => {
    for (const s of ["0", "000", "", "a0", "-1"]) expect(isValidSpecialization("92", s)).toBe(false);
    for (const n of [-1, 100, 1.5, Number.NaN]) expect(isValidSpecialization("92", n)).toBe(false);
    expect(specializationNumber("07")).toBe(7);
    expect(specializationNumber(7)).toBe(7);
    expect(specializationNumber("7")).toBeNull();
  });

  it("calls 50..59 of 97 and 94 transformations", () => {
    expect(isTransformation("97", "50")).toBe(true);
    expect(isTransformation("94", 59)).toBe(true);
    expect(isTransformation("94", "05")).toBe(false);
    expect(isTransformation("92", "55")).toBe(false);
    expect(isTransformation("97", "60")).toBe(false);
  });
});

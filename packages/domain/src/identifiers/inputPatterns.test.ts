import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptsBzrYearInput,
  acceptsEvasInput,
  acceptsStatisticIdInput,
  evasLevel,
  IDENTIFIER_LENGTHS,
  isCompleteBzrYear,
  isEvasCode,
  isValidEvas,
  isValidStatisticId,
} from "./inputPatterns.ts";

const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(..."0123456789"), { minLength: min, maxLength: max }).map((a) => a.join(""));

describe("statistic id", () => {
  it("is any four digits (not only 20xx)", () => {
    for (const s of ["0000", "2311", "9999", "2000"]) expect(isValidStatisticId(s)).toBe(true);
    for (const s of ["", "231", "23111", "23a1", " 2311", "٢٣١١"]) expect(isValidStatisticId(s)).toBe(false);
  });

  it("may hold 0 to 4 digits while typing", () => {
    fc.assert(
      fc.property(digitString(0, 4), (s) => {
        expect(acceptsStatisticIdInput(s)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(digitString(5, 8), (s) => {
        expect(acceptsStatisticIdInput(s)).toBe(false);
      }),
    );
    for (const s of ["a", "12-", "1 2"]) expect(acceptsStatisticIdInput(s)).toBe(false);
  });
});

describe("bzr year field", () => {
  it("accepts '20' followed by 0 to 2 digits", () => {
    for (const s of ["20", "202", "2025", "2099", "2000"]) expect(acceptsBzrYearInput(s)).toBe(true);
    for (const s of ["", "2", "19", "1999", "20255", "21", "2a"]) expect(acceptsBzrYearInput(s)).toBe(false);
  });

  it("is complete with four digits", () => {
    expect(isCompleteBzrYear("2025")).toBe(true);
    expect(isCompleteBzrYear("202")).toBe(false);
  });

  it("every accepted input is a prefix of a year 2000..2099", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (s) => {
        const isPrefix = Array.from({ length: 100 }, (_, i) => String(2000 + i)).some(
          (y) => s.length >= 2 && y.startsWith(s),
        );
        expect(acceptsBzrYearInput(s)).toBe(isPrefix);
      }),
    );
  });
});

describe("EVAS patterns", () => {
  it("assigns exactly five digits", () => {
    expect(isValidEvas("11111")).toBe(true);
    for (const s of ["1111", "111111", "1111a", ""]) expect(isValidEvas(s)).toBe(false);
  });

  it("codes have 1 to 3 or 5 digits", () => {
    for (const s of ["1", "11", "111", "11111"]) expect(isEvasCode(s)).toBe(true);
    for (const s of ["", "1111", "111111", "x"]) expect(isEvasCode(s)).toBe(false);
    expect(evasLevel("111")).toBe(3);
    expect(evasLevel("11111")).toBe(5);
    expect(evasLevel("1111")).toBeNull();
  });

  it("input holds up to 5 digits", () => {
    fc.assert(
      fc.property(digitString(0, 5), (s) => {
        expect(acceptsEvasInput(s)).toBe(true);
      }),
    );
    for (const s of ["123456", "12a", " 1", "1.5"]) expect(acceptsEvasInput(s)).toBe(false);
  });
});

describe("identifier lengths", () => {
  it("match SPEC 9", () => {
    expect(IDENTIFIER_LENGTHS).toEqual({
      erhebungsid: 13,
      statisticId: 4,
      evas: 5,
      resourceType: 2,
      bzr: 6,
      downloadKey: [21, 27],
    });
  });
});

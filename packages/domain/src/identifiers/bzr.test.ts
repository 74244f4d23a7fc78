import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidTimeNumber } from "../codes/bzr.ts";
import { digits, validBzr } from "../testing/arbitraries.ts";
import {
  BZR_ERROR_KEYS,
  bzrFullYear,
  bzrSpan,
  composeBzr,
  defaultBzrForYear,
  GENERIC_RESOURCE_DEFAULT_BZR,
  isValidBzr,
  NEW_SURVEY_BZR,
  parseBzr,
  validateBzr,
} from "./bzr.ts";

describe("validateBzr", () => {
  it("accepts each interpreter's time numbers", () => {
    for (const bzr of [
      "250000",
      "251001",
      "251002",
      "252002",
      "253004",
      "254012",
      "255053",
      "256366",
      "990000",
    ]) {
      expect(validateBzr(bzr)).toBeNull();
    }
  });

  it("names the first problem", () => {
    expect(validateBzr("")).toBe(BZR_ERROR_KEYS.format);
    expect(validateBzr("25000")).toBe(BZR_ERROR_KEYS.format);
    expect(validateBzr("2500000")).toBe(BZR_ERROR_KEYS.format);
    expect(validateBzr("25a000")).toBe(BZR_ERROR_KEYS.format);
    expect(validateBzr(" 25000")).toBe(BZR_ERROR_KEYS.format);
    expect(validateBzr("257001")).toBe(BZR_ERROR_KEYS.interpreter);
    expect(validateBzr("259999")).toBe(BZR_ERROR_KEYS.interpreter);
    expect(validateBzr("250001")).toBe(BZR_ERROR_KEYS.timeNumber);
    expect(validateBzr("251000")).toBe(BZR_ERROR_KEYS.timeNumber);
    expect(validateBzr("251003")).toBe(BZR_ERROR_KEYS.timeNumber);
    expect(validateBzr("253005")).toBe(BZR_ERROR_KEYS.timeNumber);
    expect(validateBzr("254013")).toBe(BZR_ERROR_KEYS.timeNumber);
    expect(validateBzr("255054")).toBe(BZR_ERROR_KEYS.timeNumber);
    expect(validateBzr("256367")).toBe(BZR_ERROR_KEYS.timeNumber);
  });

  it("agrees with the interpreter table for every six digits", () => {
    fc.assert(
      fc.property(digits(6), (bzr) => {
        const interpreter = Number(bzr[2]);
        const expected = interpreter <= 6 && isValidTimeNumber(interpreter, Number(bzr.slice(3)));
        expect(isValidBzr(bzr)).toBe(expected);
      }),
    );
  });
});

describe("parseBzr and composeBzr", () => {
  it("split and join the three parts", () => {
    expect(parseBzr("254003")).toEqual({ year: 25, interpreter: 4, timeNumber: 3 });
    expect(parseBzr("000000")).toEqual({ year: 0, interpreter: 0, timeNumber: 0 });
    expect(composeBzr({ year: 25, interpreter: 4, timeNumber: 3 })).toBe("254003");
    expect(composeBzr({ year: 5, interpreter: 6, timeNumber: 366 })).toBe("056366");
    expect(parseBzr("254013")).toBeNull();
  });

  it("round-trip every valid bzr", () => {
    fc.assert(
      fc.property(validBzr, (bzr) => {
        const parts = parseBzr(bzr);
        expect(parts).not.toBeNull();
        if (parts) expect(composeBzr(parts)).toBe(bzr);
      }),
    );
  });

  it("refuses parts that form no valid bzr", () => {
    expect(() => composeBzr({ year: 100, interpreter: 0, timeNumber: 0 })).toThrow(RangeError);
    expect(() => composeBzr({ year: -1, interpreter: 0, timeNumber: 0 })).toThrow(RangeError);
    expect(() => composeBzr({ year: 1.5, interpreter: 0, timeNumber: 0 })).toThrow(RangeError);
    expect(() => composeBzr({ year: 25, interpreter: 0, timeNumber: 1 })).toThrow(RangeError);
    expect(() => composeBzr({ year: 25, interpreter: 4, timeNumber: 13 })).toThrow(RangeError);
    expect(() => composeBzr({ year: 25, interpreter: 6, timeNumber: -1 })).toThrow(RangeError);
  });

  it("reads the four-digit year", () => {
    expect(bzrFullYear("254003")).toBe(2025);
    expect(bzrFullYear("990000")).toBe(2099);
    expect(bzrFullYear("x")).toBeNull();
  });
});

describe("default bzr", () => {
  it("has the SPEC 9 constants", () => {
    expect(NEW_SURVEY_BZR).toBe("200000");
    expect(GENERIC_RESOURCE_DEFAULT_BZR).toBe("240000");
    expect(isValidBzr(NEW_SURVEY_BZR)).toBe(true);
  });

  it("is the two-digit year plus 0000, read in Berlin time", () => {
    expect(defaultBzrForYear(new Date("2025-06-15T12:00:00Z"))).toBe("250000");
    expect(defaultBzrForYear(new Date("2031-01-01T00:00:00+01:00"))).toBe("310000");
    // 23:30 UTC on New Year's Eve is already the new year in Berlin.
    expect(defaultBzrForYear(new Date("2025-12-31T23:30:00Z"))).toBe("260000");
    expect(defaultBzrForYear()).toMatch(/^\d{2}0000$/);
  });
});

describe("bzrSpan", () => {
  it("gives the first and last day of a year, half year, quarter, month, ISO week and day", () => {
    expect(bzrSpan("240000")).toEqual({ start: "2024-01-01", end: "2024-12-31" });
    expect(bzrSpan("241002")).toEqual({ start: "2024-07-01", end: "2024-12-31" });
    expect(bzrSpan("243001")).toEqual({ start: "2024-01-01", end: "2024-03-31" });
    expect(bzrSpan("244002")).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(bzrSpan("254002")).toEqual({ start: "2025-02-01", end: "2025-02-28" });
    // week 1 of 2025 starts on Monday 30 December 2024; 2020 has 53 ISO weeks, 2021 has 52
    expect(bzrSpan("255001")).toEqual({ start: "2024-12-30", end: "2025-01-05" });
    expect(bzrSpan("205053")).toEqual({ start: "2020-12-28", end: "2021-01-03" });
    expect(bzrSpan("246366")).toEqual({ start: "2024-12-31", end: "2024-12-31" });
    expect(bzrSpan("256060")).toEqual({ start: "2025-03-01", end: "2025-03-01" });
  });

  it("gives only the year where the code table fixes no days", () => {
    expect(bzrSpan("242001")).toEqual({ year: 2024 });
    expect(bzrSpan("215053")).toEqual({ year: 2021 });
    expect(bzrSpan("256366")).toEqual({ year: 2025 });
    expect(bzrSpan("24x000")).toBeNull();
  });
});

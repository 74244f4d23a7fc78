import { describe, expect, it } from "vitest";
import {
  chipValueList,
  GENERIC_PATTERN_MESSAGE,
  isFilterActive,
  keepKnownChoices,
  textFilterError,
} from "./filterRules.ts";

const choice = (key: string, display = `Land ${key}`) => ({ key, value: key, display });

describe("isFilterActive", () => {
  it.each([
    [null, false],
    ["", false],
    ["  ", false],
    ["124", true],
    [[], false],
    [[choice("01")], true],
    [{ variant: "ALL" as const }, false],
    [{ variant: "CUSTOM" as const, fromDate: null, toDate: null }, false],
    [{ variant: "CUSTOM" as const, fromDate: "2024-01-01", toDate: null }, true],
    [{ variant: "LAST_N_DAYS" as const, lastN: 7 }, true],
  ])("%j is active: %s", (value, active) => {
    expect(isFilterActive(value)).toBe(active);
  });
});

describe("keepKnownChoices", () => {
  const choices = [choice("01"), choice("02"), choice("03")];

  it("drops keys that are not among the initial options and takes the option's display", () => {
    expect(keepKnownChoices([choice("02", "alt"), choice("99")], choices)).toEqual([choice("02")]);
  });

  it("keeps the options' order", () => {
    expect(keepKnownChoices([choice("03"), choice("01")], choices).map((c) => c.key)).toEqual(["01", "03"]);
  });

  it("keeps everything when the column declares no options", () => {
    expect(keepKnownChoices([choice("99")], undefined)).toEqual([choice("99")]);
  });
});

describe("textFilterError", () => {
  const filter = { pattern: "^\\d{1,5}$", patternMessage: "validation.evas-digits" };

  it("accepts matching and empty input", () => {
    expect(textFilterError(filter, "124")).toBeNull();
    expect(textFilterError(filter, "")).toBeNull();
  });

  it("names the column's message for a mismatch, else the generic one", () => {
    expect(textFilterError(filter, "12a")).toBe("validation.evas-digits");
    expect(textFilterError({ pattern: "^\\d+$" }, "x")).toBe(GENERIC_PATTERN_MESSAGE);
  });

  it("does not check without a pattern or with one that does not compile", () => {
    expect(textFilterError({}, "anything")).toBeNull();
    expect(textFilterError({ pattern: "(" }, "anything")).toBeNull();
  });
});

describe("chipValueList", () => {
  it("lists up to three values, then an ellipsis", () => {
    expect(chipValueList(["a", "b", "c"])).toBe("a, b, c");
    expect(chipValueList(["a", "b", "c", "d"])).toBe("a, b, c, …");
    expect(chipValueList([])).toBe("");
  });
});

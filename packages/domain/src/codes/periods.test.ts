import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isPeriodNumber,
  NO_PERIOD,
  PERIOD_CODES,
  PERIOD_DISPLAY_CODES,
  PERIOD_I18N_KEYS,
  PERIODS,
  periodFromDisplay,
  periodFromWord,
  periodI18nKey,
  periodName,
  periodNameFromWord,
  periodNameI18nKey,
  periodToDisplay,
} from "./periods.ts";

const TABLE: [number, string, string][] = [
  [0, "monthly", "MONATLICH"],
  [1, "quarterly", "VIERTELJAEHRLICH"],
  [2, "halfyearly", "HALBJAEHRLICH"],
  [3, "yearly", "JAEHRLICH"],
  [4, "biennially", "ZWEIJAEHRLICH"],
  [5, "3yearly", "DREIJAEHRLICH"],
  [6, "4yearly", "VIERJAEHRLICH"],
  [7, "5yearly", "FUENFJAEHRLICH"],
  [8, "10yearly", "ZEHNJAEHRLICH"],
  [9, "irregular", "UNREGELMAESSIG"],
  [10, "unique", "EINMALIG"],
  [11, "3timesayear", "DREIMALJAEHRLICH"],
  [12, "4timesayear", "VIERMALJAEHRLICH"],
  [13, "9timesayear", "NEUNMALJAEHRLICH"],
];

describe("period table", () => {
  it("has the codes 00..13 with their names and words", () => {
    expect(PERIODS.map((p) => [p.code, p.name, p.word])).toEqual(TABLE);
    expect(PERIOD_DISPLAY_CODES).toEqual(TABLE.map(([c]) => String(c).padStart(2, "0")));
  });

  it("isPeriodNumber accepts -1..13 only", () => {
    for (let n = -1; n <= 13; n++) expect(isPeriodNumber(n)).toBe(true);
    for (const v of [-2, 14, 99, 1.5, "1", null, Number.NaN]) expect(isPeriodNumber(v)).toBe(false);
  });
});

describe("display form", () => {
  it("shows codes as two digits and none as ''", () => {
    expect(periodToDisplay(0)).toBe("00");
    expect(periodToDisplay(13)).toBe("13");
    expect(periodToDisplay(-1)).toBe("");
    expect(periodToDisplay(14)).toBe("");
    expect(periodToDisplay(2.5)).toBe("");
  });

  it("reads two-digit and one-digit codes, '' as none", () => {
    expect(periodFromDisplay("")).toBe(NO_PERIOD);
    expect(periodFromDisplay("  ")).toBe(NO_PERIOD);
    expect(periodFromDisplay("07")).toBe(7);
    expect(periodFromDisplay("7")).toBe(7);
    expect(periodFromDisplay("13")).toBe(13);
    for (const s of ["14", "-1", "99", "x", "1.0", "001"]) expect(periodFromDisplay(s)).toBeNull();
  });

  it("round-trips every period number", () => {
    fc.assert(
      fc.property(fc.constantFrom(NO_PERIOD, ...PERIOD_CODES), (n) => {
        expect(periodFromDisplay(periodToDisplay(n))).toBe(n);
      }),
    );
  });

  it("never shows a non-period as a code", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        const shown = periodToDisplay(n);
        expect(shown === "").toBe(n < 0 || n > 13);
      }),
    );
  });
});

describe("period words", () => {
  it("maps every German word and English name to its code", () => {
    for (const [code, name, word] of TABLE) {
      expect(periodFromWord(word)).toBe(code);
      expect(periodFromWord(word.toLowerCase())).toBe(code);
      expect(periodFromWord(name)).toBe(code);
      expect(periodName(code)).toBe(name);
    }
  });

  it("accepts umlaut forms", () => {
    expect(periodFromWord("JÄHRLICH")).toBe(3);
    expect(periodFromWord("vierteljährlich")).toBe(1);
    expect(periodFromWord("FÜNFJÄHRLICH")).toBe(7);
    expect(periodFromWord("UNREGELMÄSSIG")).toBe(9);
    expect(periodFromWord("unregelmäßig")).toBe(9);
  });

  it("maps '' to none, weekly/daily and unknown words to null", () => {
    expect(periodFromWord("")).toBe(NO_PERIOD);
    expect(periodFromWord("WOECHENTLICH")).toBeNull();
    expect(periodFromWord("TÄGLICH")).toBeNull();
    expect(periodFromWord("SOMETIMES")).toBeNull();
  });

  it("names weekly and daily", () => {
    expect(periodNameFromWord("WÖCHENTLICH")).toBe("weekly");
    expect(periodNameFromWord("taeglich")).toBe("daily");
    expect(periodNameFromWord("MONATLICH")).toBe("monthly");
    expect(periodNameFromWord("nie")).toBeNull();
    expect(periodName(-1)).toBeNull();
  });
});

describe("period i18n keys", () => {
  it("keys codes by display form, uncoded by name, none as period.none", () => {
    expect(periodI18nKey(0)).toBe("period.00");
    expect(periodI18nKey(13)).toBe("period.13");
    expect(periodI18nKey(-1)).toBe("period.none");
    expect(periodNameI18nKey("weekly")).toBe("period.weekly");
    expect(periodNameI18nKey("monthly")).toBe("period.00");
    expect(PERIOD_I18N_KEYS).toHaveLength(17);
    expect(new Set(PERIOD_I18N_KEYS).size).toBe(17);
    expect(PERIOD_I18N_KEYS).toContain("period.daily");
  });
});

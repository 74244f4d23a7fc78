import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FILTERABLE_OFFICE_CODES,
  isFilterableOfficeCode,
  isOfficeCode,
  isSurveyOfficeCode,
  OFFICE_CODES,
  OFFICES,
  officeByCode,
  officeFromName,
  SURVEY_OFFICE_CODES,
} from "./offices.ts";

const STATES: [string, string, string][] = [
  ["01", "SH", "Schleswig-Holstein"],
  ["02", "HH", "Hamburg"],
  ["03", "NI", "Niedersachsen"],
  ["04", "HB", "Bremen"],
  ["05", "NRW", "Nordrhein-Westfalen"],
  ["06", "HE", "Hessen"],
  ["07", "RP", "Rheinland-Pfalz"],
  ["08", "BW", "Baden-Württemberg"],
  ["09", "BY", "Bayern"],
  ["10", "SL", "Saarland"],
  ["11", "BE", "Berlin"],
  ["12", "BB", "Brandenburg"],
  ["13", "MV", "Mecklenburg-Vorpommern"],
  ["14", "SN", "Sachsen"],
  ["15", "ST", "Sachsen-Anhalt"],
  ["16", "TH", "Thüringen"],
];

describe("office table", () => {
  it("lists 00, the states 01..16 in official order, and 99", () => {
    expect(OFFICE_CODES).toEqual(["00", ...STATES.map(([c]) => c), "99"]);
    for (const [code, abbreviation, nameDe] of STATES) {
      expect(officeByCode(code)).toMatchObject({ code, abbreviation, nameDe });
    }
    expect(officeByCode("00")?.nameDe).toBe("Statistisches Bundesamt");
    expect(officeByCode("99")?.nameDe).toBe("Verbund");
  });

  it("gives every office an English name and its upper-case name forms", () => {
    for (const o of OFFICES) {
      expect(o.nameEn).not.toBe("");
      expect(o.nameForms).toContain(o.nameDe.toUpperCase());
      for (const form of o.nameForms) expect(form).toBe(form.toUpperCase());
    }
    expect(officeByCode("08")?.nameForms).toEqual(
      expect.arrayContaining(["BADEN-WÜRTTEMBERG", "BADEN-WUERTTEMBERG"]),
    );
    expect(officeByCode("16")?.nameForms).toEqual(expect.arrayContaining(["THÜRINGEN", "THUERINGEN"]));
  });

  it("shares no code, abbreviation or name form between offices", () => {
    const all = OFFICES.flatMap((o) => [...new Set([o.abbreviation, ...o.nameForms])]);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(OFFICE_CODES).size).toBe(OFFICE_CODES.length);
  });

  it("filters by 00..16 and lets surveys use 00..16 and 99", () => {
    expect(FILTERABLE_OFFICE_CODES).toEqual(OFFICE_CODES.slice(0, 17));
    expect(SURVEY_OFFICE_CODES).toEqual([...FILTERABLE_OFFICE_CODES, "99"]);
    expect(isFilterableOfficeCode("99")).toBe(false);
    expect(isSurveyOfficeCode("99")).toBe(true);
    expect(isOfficeCode("17")).toBe(false);
    expect(isSurveyOfficeCode("5")).toBe(false);
  });

  it("knows no other code", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(officeByCode(s) !== undefined).toBe(OFFICE_CODES.includes(s as never));
      }),
    );
  });
});

describe("officeFromName", () => {
  it("maps name forms, abbreviations and codes", () => {
    expect(officeFromName("HAMBURG")?.code).toBe("02");
    expect(officeFromName("NORDRHEIN-WESTFALEN")?.code).toBe("05");
    expect(officeFromName("BADEN-WUERTTEMBERG")?.code).toBe("08");
    expect(officeFromName("BADEN-WÜRTTEMBERG")?.code).toBe("08");
    expect(officeFromName("NRW")?.code).toBe("05");
    expect(officeFromName("05")?.code).toBe("05");
    expect(officeFromName("99")?.code).toBe("99");
    expect(officeFromName("VERBUND")?.code).toBe("99");
    expect(officeFromName("STATISTISCHES BUNDESAMT")?.code).toBe("00");
  });

  it("ignores case, blanks, separators and umlaut spelling", () => {
    expect(officeFromName("  hamburg ")?.code).toBe("02");
    expect(officeFromName("Nordrhein Westfalen")?.code).toBe("05");
    expect(officeFromName("mecklenburg_vorpommern")?.code).toBe("13");
    expect(officeFromName("Thueringen")?.code).toBe("16");
    expect(officeFromName("thüringen")?.code).toBe("16");
    expect(officeFromName("nrw")?.code).toBe("05");
  });

  it("maps English names and one-digit codes", () => {
    expect(officeFromName("Bavaria")?.code).toBe("09");
    expect(officeFromName("North Rhine-Westphalia")?.code).toBe("05");
    expect(officeFromName("5")?.code).toBe("05");
  });

  it("maps every office by each of its forms", () => {
    for (const o of OFFICES) {
      for (const form of [o.code, o.abbreviation, o.nameDe, o.nameEn, ...o.nameForms]) {
        expect(officeFromName(form)).toBe(o);
        expect(officeFromName(form.toLowerCase())).toBe(o);
      }
    }
  });

  it("knows nothing else", () => {
    for (const s of ["", "  ", "17", "100", "HAMBURGER", "toString", "__proto__", "NORD", null, undefined]) {
      expect(officeFromName(s)).toBeUndefined();
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSurveyOfficeCode } from "../codes/offices.ts";
import { digits, validErhebungsid, validErhebungsidParts } from "../testing/arbitraries.ts";
import { isValidBzr } from "./bzr.ts";
import {
  bzrOf,
  composeErhebungsid,
  federalStateCodeOf,
  isValidErhebungsid,
  officeOf,
  parseErhebungsid,
  permissionTargetOf,
  statisticIdOf,
  validateErhebungsidParts,
} from "./erhebungsid.ts";

describe("composeErhebungsid", () => {
  it("puts 1, statistic id, bzr and office together", () => {
    expect(composeErhebungsid({ statisticId: "2311", bzr: "254003", federalStateCode: "05" })).toBe(
      "12311254003" + "05",
    );
    expect(composeErhebungsid({ statisticId: "0000", bzr: "200000", federalStateCode: "99" })).toBe(
      "1000020000099",
    );
  });

  it("refuses invalid parts", () => {
    const ok = { statisticId: "2311", bzr: "254003", federalStateCode: "05" };
    expect(() => composeErhebungsid({ ...ok, statisticId: "231" })).toThrow(RangeError);
    expect(() => composeErhebungsid({ ...ok, bzr: "254013" })).toThrow(RangeError);
    expect(() => composeErhebungsid({ ...ok, federalStateCode: "17" })).toThrow(RangeError);
    expect(validateErhebungsidParts({ ...ok, statisticId: "x" })).toBe("statisticId");
    expect(validateErhebungsidParts({ ...ok, bzr: "x" })).toBe("bzr");
    expect(validateErhebungsidParts({ ...ok, federalStateCode: "x" })).toBe("federalStateCode");
    expect(validateErhebungsidParts(ok)).toBeNull();
  });
});

describe("parseErhebungsid", () => {
  it("splits a valid id", () => {
    expect(parseErhebungsid("1231125400305")).toEqual({
      statisticId: "2311",
      bzr: "254003",
      federalStateCode: "05",
    });
  });

  it("refuses wrong length, lead digit, bzr or office", () => {
    for (const s of [
      "",
      "123112540030",
      "12311254003050",
      "2231125400305",
      "1231125401305",
      "1231125400317",
      "12311254003a5",
    ]) {
      expect(parseErhebungsid(s)).toBeNull();
      expect(isValidErhebungsid(s)).toBe(false);
    }
  });

  it("round-trips every valid id", () => {
    fc.assert(
      fc.property(validErhebungsidParts, (parts) => {
        expect(parseErhebungsid(composeErhebungsid(parts))).toEqual(parts);
      }),
    );
    fc.assert(
      fc.property(validErhebungsid, (id) => {
        expect(composeErhebungsid(parseErhebungsid(id)!)).toBe(id);
      }),
    );
  });

  it("is valid exactly when 13 digits, leading 1, valid bzr and survey office", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits(13),
          digits(13).map((s) => `1${s.slice(1)}`),
          validErhebungsid,
        ),
        (s) => {
          const expected = s.startsWith("1") && isValidBzr(s.slice(5, 11)) && isSurveyOfficeCode(s.slice(11));
          expect(isValidErhebungsid(s)).toBe(expected);
        },
      ),
    );
  });
});

describe("parts by position", () => {
  it("reads statistic id (2-5), bzr (6-11) and office (12-13)", () => {
    const id = "1231125400305";
    expect(statisticIdOf(id)).toBe("2311");
    expect(bzrOf(id)).toBe("254003");
    expect(federalStateCodeOf(id)).toBe("05");
    expect(officeOf(id)?.abbreviation).toBe("NRW");
    expect(permissionTargetOf(id)).toEqual({ statisticId: "2311", lkz: "05" });
  });

  it("reads the shape only, so stored ids with an odd bzr or office still resolve", () => {
    const id = "1231125401317";
    expect(statisticIdOf(id)).toBe("2311");
    expect(federalStateCodeOf(id)).toBe("17");
    expect(officeOf(id)).toBeUndefined();
  });

  it("gives nothing for malformed ids", () => {
    for (const s of ["", "123", "0231125400305", "1231125400305 "]) {
      expect(statisticIdOf(s)).toBeNull();
      expect(federalStateCodeOf(s)).toBeNull();
      expect(bzrOf(s)).toBeNull();
      expect(officeOf(s)).toBeUndefined();
      expect(permissionTargetOf(s)).toBeNull();
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as domain from "../index.ts";
import { fieldErrors } from "../validation/login.ts";
import {
  berlinIsoDate,
  EVAS_DESCRIPTION_MAX_LENGTH,
  evasTreeNodeSchema,
  evasWriteSchema,
  isEvasDiscontinued,
  EVAS_MESSAGE_KEYS as K,
} from "./evas.ts";

const VALID = {
  evas: "12411",
  description: "Fortschreibung des Bevölkerungsstandes",
  period: 3,
  closing: null,
};

const errorsOf = (value: unknown) => {
  const result = evasWriteSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe("EVAS write payload", () => {
  it("accepts a complete EVAS and trims the description", () => {
    expect(
      evasWriteSchema.parse({ ...VALID, description: "  Mikrozensus  ", closing: "2024-12-31" }),
    ).toEqual({
      evas: "12411",
      description: "Mikrozensus",
      period: 3,
      closing: "2024-12-31",
    });
  });

  it("needs exactly five digits", () => {
    expect(errorsOf({ ...VALID, evas: "" })).toEqual({ evas: K.evasEmpty });
    expect(errorsOf({ ...VALID, evas: undefined })).toEqual({ evas: K.evasEmpty });
    for (const evas of ["1234", "123456", "abcde", "1234a", " 12345", "12"]) {
      expect(errorsOf({ ...VALID, evas }), evas).toEqual({ evas: K.evasInvalid });
    }
    expect(errorsOf({ ...VALID, evas: 12411 })).toEqual({ evas: K.evasEmpty });
  });

  it("accepts a code exactly when it is five digits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (evas) => {
        expect(evasWriteSchema.safeParse({ ...VALID, evas }).success).toBe(/^[0-9]{5}$/.test(evas));
      }),
    );
  });

  it("needs a description of at most 1000 characters", () => {
    expect(errorsOf({ ...VALID, description: "" })).toEqual({ description: K.descriptionEmpty });
    expect(errorsOf({ ...VALID, description: " \t\n " })).toEqual({ description: K.descriptionEmpty });
    expect(errorsOf({ ...VALID, description: null })).toEqual({ description: K.descriptionEmpty });
    const max = "x".repeat(EVAS_DESCRIPTION_MAX_LENGTH);
    expect(evasWriteSchema.safeParse({ ...VALID, description: ` ${max} ` }).success).toBe(true);
    expect(errorsOf({ ...VALID, description: `${max}x` })).toEqual({ description: K.descriptionTooLong });
    expect(errorsOf({ ...VALID, description: "a\u0000b" })).toEqual({ description: K.descriptionInvalid });
  });

  it("takes a period -1..13, and '' as -1", () => {
    for (let period = -1; period <= 13; period++) {
      expect(evasWriteSchema.parse({ ...VALID, period }).period).toBe(period);
    }
    expect(evasWriteSchema.parse({ ...VALID, period: "" }).period).toBe(-1);
    for (const period of [14, -2, 1.5, "03", "x", null, undefined]) {
      expect(errorsOf({ ...VALID, period }), String(period)).toEqual({ period: K.periodInvalid });
    }
  });

  it("takes an ISO calendar day or null as closing", () => {
    expect(evasWriteSchema.parse({ ...VALID, closing: "2024-02-29" }).closing).toBe("2024-02-29");
    expect(evasWriteSchema.parse({ ...VALID, closing: "9999-12-31" }).closing).toBe("9999-12-31");
    for (const closing of [
      "31.12.2024",
      "12/31/2024",
      "2023-02-29",
      "2024-12-31T00:00:00Z",
      "0000-01-01",
      "",
      undefined,
    ]) {
      expect(errorsOf({ ...VALID, closing }), String(closing)).toEqual({ closing: K.closingInvalid });
    }
  });

  it("names every bad field at once", () => {
    expect(Object.keys(errorsOf({ evas: "1", description: "", period: 99, closing: "x" })).sort()).toEqual([
      "closing",
      "description",
      "evas",
      "period",
    ]);
  });
});

describe("discontinued EVAS", () => {
  it("is discontinued from its closing day on", () => {
    expect(isEvasDiscontinued(null, "2025-06-01")).toBe(false);
    expect(isEvasDiscontinued("2025-06-02", "2025-06-01")).toBe(false);
    expect(isEvasDiscontinued("2025-06-01", "2025-06-01")).toBe(true);
    expect(isEvasDiscontinued("2015-09-01", "2025-06-01")).toBe(true);
  });

  it("counts days in Berlin", () => {
    expect(berlinIsoDate(new Date("2024-12-31T22:59:59Z"))).toBe("2024-12-31");
    expect(berlinIsoDate(new Date("2024-12-31T23:00:00Z"))).toBe("2025-01-01");
    // summer time: UTC+2
    expect(berlinIsoDate(new Date("2025-06-30T21:59:59Z"))).toBe("2025-06-30");
    expect(berlinIsoDate(new Date("2025-06-30T22:00:00Z"))).toBe("2025-07-01");
  });
});

describe("EVAS tree node", () => {
  it("describes nested groups", () => {
    const leaf = { evas: "12411", description: "Bevölkerungsstand", level: 5, children: [] };
    const tree = { evas: "1", description: "Gebiet", level: 1, children: [leaf] };
    expect(evasTreeNodeSchema.parse(tree)).toEqual(tree);
    expect(evasTreeNodeSchema.safeParse({ ...tree, children: [{ ...leaf, level: 4 }] }).success).toBe(false);
  });
});

it("is part of the package face", () => {
  for (const name of ["evasWriteSchema", "evasSchema", "isEvasDiscontinued", "berlinIsoDate"]) {
    expect(domain, name).toHaveProperty(name);
  }
});

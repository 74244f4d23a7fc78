import { LANGUAGES } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { formatInteger } from "./format-integer.ts";

describe("formatInteger", () => {
  const values = [
    0,
    7,
    999,
    1000,
    1234,
    12345,
    999999,
    1000000,
    1234567890,
    -1,
    -1234,
    -1234567,
    2 ** 53 - 1,
  ];

  it.each(LANGUAGES)("groups whole numbers as Intl.NumberFormat does in %s", (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const value of values) expect(formatInteger(value, language)).toBe(intl.format(value));
  });

  it("writes what is not a safe whole number as it is", () => {
    expect(formatInteger(1.5, "de")).toBe("1.5");
    expect(formatInteger(Number.NaN, "en")).toBe("NaN");
    expect(formatInteger(2 ** 60, "de")).toBe(String(2 ** 60));
  });
});

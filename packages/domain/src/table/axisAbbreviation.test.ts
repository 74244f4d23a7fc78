import { describe, expect, it } from "vitest";
import { abbreviateAxisValue, assignYAxes } from "./axisAbbreviation.ts";

describe("abbreviateAxisValue", () => {
  it.each<[number, string]>([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [12.34, "12,3"],
    [1000, "1 Tsd."],
    [1500, "1,5 Tsd."],
    [25_000, "25 Tsd."],
    [1_000_000, "1 Mio."],
    [2_345_678, "2,3 Mio."],
    [1e9, "1 Mrd."],
    [1e12, "1 Bio."],
    [1e15, "1 Brd."],
    [3.2e18, "3.200 Brd."],
    [-1500, "-1,5 Tsd."],
    [-2_000_000, "-2 Mio."],
  ])("%d → %s", (value, expected) => {
    expect(abbreviateAxisValue(value)).toBe(expected);
  });

  it("moves up a step when rounding reaches the next one", () => {
    expect(abbreviateAxisValue(999_999)).toBe("1 Mio.");
    expect(abbreviateAxisValue(999_960)).toBe("1 Mio.");
    expect(abbreviateAxisValue(999.96)).toBe("1 Tsd.");
    expect(abbreviateAxisValue(-999_999_999)).toBe("-1 Mrd.");
    expect(abbreviateAxisValue(999_940)).toBe("999,9 Tsd.");
  });

  it("formats in another locale", () => {
    expect(abbreviateAxisValue(1500, "en-GB")).toBe("1.5 Tsd.");
  });

  it("leaves values that are no finite number as they are", () => {
    expect(abbreviateAxisValue(Number.NaN)).toBe("NaN");
    expect(abbreviateAxisValue(Number.POSITIVE_INFINITY)).toBe("∞");
  });
});

describe("assignYAxes", () => {
  it("answers nothing for no series", () => {
    expect(assignYAxes([])).toEqual([]);
  });

  it("puts every series of the first unit on the left", () => {
    expect(assignYAxes([{ unit: "count" }, { unit: "count" }]).map((s) => s.axis)).toEqual(["left", "left"]);
  });

  it("puts the other units on the right, so there are at most two axes", () => {
    const series = [
      { unit: "count", id: "a" },
      { unit: "EUR", id: "b" },
      { unit: "count", id: "c" },
      { unit: "%", id: "d" },
    ];
    expect(assignYAxes(series)).toEqual([
      { unit: "count", id: "a", axis: "left" },
      { unit: "EUR", id: "b", axis: "right" },
      { unit: "count", id: "c", axis: "left" },
      { unit: "%", id: "d", axis: "right" },
    ]);
    expect(new Set(assignYAxes(series).map((s) => s.axis)).size).toBeLessThanOrEqual(2);
  });
});

import { describe, expect, it } from "vitest";
import {
  BZR_INTERPRETER_CODES,
  BZR_INTERPRETERS,
  bzrInterpreterByCode,
  bzrInterpreterI18nKey,
  bzrTimeNumbers,
  isBzrInterpreterCode,
  isValidTimeNumber,
} from "./bzr.ts";

describe("bzr interpreters", () => {
  it("lists 0 year .. 6 day with their time-number ranges", () => {
    expect(BZR_INTERPRETERS.map((i) => [i.code, i.name, i.minTimeNumber, i.maxTimeNumber])).toEqual([
      [0, "year", 0, 0],
      [1, "halfyear", 1, 2],
      [2, "semester", 1, 2],
      [3, "quarter", 1, 4],
      [4, "month", 1, 12],
      [5, "calendarWeek", 1, 53],
      [6, "day", 1, 366],
    ]);
    expect(BZR_INTERPRETER_CODES).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("knows the codes 0..6 only", () => {
    for (const c of [0, 6]) expect(isBzrInterpreterCode(c)).toBe(true);
    for (const c of [7, 9, -1, "0", 1.5]) expect(isBzrInterpreterCode(c)).toBe(false);
    expect(bzrInterpreterByCode(4)?.name).toBe("month");
    expect(bzrInterpreterByCode(7)).toBeUndefined();
  });

  it("checks time numbers against the interpreter", () => {
    expect(isValidTimeNumber(0, 0)).toBe(true);
    expect(isValidTimeNumber(0, 1)).toBe(false);
    expect(isValidTimeNumber(1, 0)).toBe(false);
    expect(isValidTimeNumber(2, 2)).toBe(true);
    expect(isValidTimeNumber(3, 4)).toBe(true);
    expect(isValidTimeNumber(3, 5)).toBe(false);
    expect(isValidTimeNumber(4, 12)).toBe(true);
    expect(isValidTimeNumber(4, 13)).toBe(false);
    expect(isValidTimeNumber(5, 53)).toBe(true);
    expect(isValidTimeNumber(5, 54)).toBe(false);
    expect(isValidTimeNumber(6, 366)).toBe(true);
    expect(isValidTimeNumber(6, 367)).toBe(false);
    expect(isValidTimeNumber(6, 1.5)).toBe(false);
    expect(isValidTimeNumber(8, 1)).toBe(false);
  });

  it("lists the allowed time numbers of each interpreter as three digits", () => {
    expect(bzrTimeNumbers(0)).toEqual(["000"]);
    expect(bzrTimeNumbers(1)).toEqual(["001", "002"]);
    expect(bzrTimeNumbers(3)).toEqual(["001", "002", "003", "004"]);
    expect(bzrTimeNumbers(4)).toHaveLength(12);
    expect(bzrTimeNumbers(5).at(-1)).toBe("053");
    const days = bzrTimeNumbers(6);
    expect([days.length, days[0], days.at(-1)]).toEqual([366, "001", "366"]);
    expect(bzrTimeNumbers(7)).toEqual([]);
    for (const code of BZR_INTERPRETER_CODES)
      for (const n of bzrTimeNumbers(code)) expect(isValidTimeNumber(code, Number(n))).toBe(true);
  });

  it("makes i18n keys", () => {
    expect(bzrInterpreterI18nKey(5)).toBe("bzr.interpreter.5");
  });
});

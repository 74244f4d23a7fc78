import { describe, expect, it } from "vitest";
import * as C from "./constants.ts";

describe("SPEC 9 constants", () => {
  it("has the timings", () => {
    expect([
      C.IDLE_TIMEOUT_MS,
      C.TOKEN_REVALIDATION_MS,
      C.DEBOUNCE_MS,
      C.SNACKBAR_MS,
      C.LOG_REFRESH_MS,
    ]).toEqual([3_600_000, 5_000, 250, 10_000, 5_000]);
  });

  it("has the limits", () => {
    expect(C.TEMPLATE_LIMIT).toBe(12);
    expect(C.CSV_LIMIT).toBe(10_000);
    expect(C.SQL_LIMIT).toBe(499);
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.REJECT_REASON_MIN_EXCLUSIVE).toBe(10);
    expect(C.FILTER_CHIP_MAX_VALUES).toBe(3);
  });

  it("has the page sizes", () => {
    expect(C.PAGE_SIZES).toEqual([10, 20, 30, 50, 100]);
    expect(C.PAGE_SIZES).toContain(C.DEFAULT_PAGE_SIZE);
    expect(C.DEFAULT_PAGE_SIZE).toBe(10);
    expect(C.ENCODING_PAGE_SIZES).toEqual([5, 10, 15, 20, 25, 50, 100, -1]);
    expect(C.ENCODING_DEFAULT_PAGE_SIZE).toBe(20);
  });

  it("has the date filter bounds and options", () => {
    expect([C.DATE_FILTER_MIN, C.DATE_FILTER_MAX]).toEqual(["2000-01-01", "2100-12-31"]);
    expect(C.LAST_N_OPTIONS).toEqual({
      days: [1, 2, 3, 7, 14, 21, 30],
      months: [1, 2, 3, 4, 6, 9, 12],
      years: [1, 2, 3, 4, 5],
    });
    expect(C.DATE_FILTER_VARIANTS).toHaveLength(9);
  });

  it("has the log lines, 1500 offered above the maximum", () => {
    expect(C.LOG_LINE_OPTIONS).toEqual([50, 100, 150, 200, 500, 1000, 1500]);
    expect(C.DEFAULT_LOG_LINES).toBe(1000);
    expect(C.LOG_LINE_OPTIONS.filter((n) => n > C.MAX_LOG_LINES)).toEqual([1500]);
  });

  it("has layout, theme, language and storage values", () => {
    expect([C.DRAWER_WIDTH, C.DESCRIPTION_COLUMN_WIDTH]).toEqual([270, 270]);
    expect(C.BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
    expect(C.THEME).toEqual({ light: 1, dark: 2 });
    expect(C.LANGUAGES).toEqual(["de", "en"]);
    expect(C.DEFAULT_LANGUAGE).toBe("de");
    expect(["de", "en", "fr", "DE", "", null, undefined].filter(C.isLanguage)).toEqual(["de", "en"]);
    expect(Object.values(C.STORAGE_KEYS)).toEqual([
      "token",
      "theme",
      "lang",
      "settings.tab",
      "table.page.size",
      "search.shortcut",
    ]);
  });

  it("has the new-survey defaults", () => {
    expect(C.NEW_SURVEY_DEFAULTS).toEqual({
      bzr: "200000",
      federalStateCode: "00",
      period: 0,
      status: 0,
      accessMode: false,
    });
  });
});

import { describe, expect, it } from "vitest";
import { PAGE_SIZE_ALL } from "../constants.ts";
import {
  ENCODING_PAGING,
  offersPageSize,
  openingPageSize,
  pageCapacity,
  pageRange,
  STANDARD_PAGING,
} from "./paging.ts";

describe("table paging", () => {
  it("offers 10, 20, 30, 50, 100 (default 10) everywhere, and 5 ... 100 and all (default 20) for encodings", () => {
    expect(STANDARD_PAGING).toEqual({ sizes: [10, 20, 30, 50, 100], defaultSize: 10 });
    expect(ENCODING_PAGING).toEqual({ sizes: [5, 10, 15, 20, 25, 50, 100, PAGE_SIZE_ALL], defaultSize: 20 });
    for (const paging of [STANDARD_PAGING, ENCODING_PAGING]) {
      expect(offersPageSize(paging, paging.defaultSize)).toBe(true);
    }
    expect(offersPageSize(STANDARD_PAGING, PAGE_SIZE_ALL)).toBe(false);
    expect(offersPageSize(ENCODING_PAGING, 30)).toBe(false);
  });

  it("opens with the size last chosen in any table where this table offers it, else its own default", () => {
    expect(openingPageSize(STANDARD_PAGING, 50)).toBe(50);
    expect(openingPageSize(ENCODING_PAGING, 50)).toBe(50);
    expect(openingPageSize(ENCODING_PAGING, 30)).toBe(20);
    expect(openingPageSize(STANDARD_PAGING, 15)).toBe(10);
    expect(openingPageSize(STANDARD_PAGING, PAGE_SIZE_ALL)).toBe(10);
    expect(openingPageSize(ENCODING_PAGING, PAGE_SIZE_ALL)).toBe(PAGE_SIZE_ALL);
    expect(openingPageSize(ENCODING_PAGING, null)).toBe(20);
  });

  it("counts 'all' as unbounded for placeholders", () => {
    expect(pageCapacity(PAGE_SIZE_ALL)).toBe(Number.POSITIVE_INFINITY);
    expect(pageCapacity(20)).toBe(20);
  });

  it("shows the rows of a page counted from 1, and whether a next page follows", () => {
    expect(pageRange(0, 10, 123)).toEqual({ from: 1, to: 10, hasNext: true });
    expect(pageRange(1, 10, 123)).toEqual({ from: 11, to: 20, hasNext: true });
    // the last page holds the rest
    expect(pageRange(12, 10, 123)).toEqual({ from: 121, to: 123, hasNext: false });
    expect(pageRange(0, 10, 10)).toEqual({ from: 1, to: 10, hasNext: false });
    expect(pageRange(0, 20, 7)).toEqual({ from: 1, to: 7, hasNext: false });
    expect(pageRange(0, 10, 0)).toEqual({ from: 0, to: 0, hasNext: false });
    expect(pageRange(0, PAGE_SIZE_ALL, 123)).toEqual({ from: 1, to: 123, hasNext: false });
    expect(pageRange(0, PAGE_SIZE_ALL, 0)).toEqual({ from: 0, to: 0, hasNext: false });
  });
});

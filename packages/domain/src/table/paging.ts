import {
  DEFAULT_PAGE_SIZE,
  ENCODING_DEFAULT_PAGE_SIZE,
  ENCODING_PAGE_SIZES,
  PAGE_SIZE_ALL,
  PAGE_SIZES,
} from "../constants.ts";

/** The page sizes a table offers and the one it opens with; PAGE_SIZE_ALL is "all rows". */
export interface TablePaging {
  sizes: readonly number[];
  defaultSize: number;
}

/** Every list of SPEC 2.3: 10, 20, 30, 50, 100, default 10. */
export const STANDARD_PAGING: TablePaging = { sizes: PAGE_SIZES, defaultSize: DEFAULT_PAGE_SIZE };

/** The encodings table of SPEC 9: 5, 10, 15, 20, 25, 50, 100, all, default 20. */
export const ENCODING_PAGING: TablePaging = {
  sizes: ENCODING_PAGE_SIZES,
  defaultSize: ENCODING_DEFAULT_PAGE_SIZE,
};

export function offersPageSize(paging: TablePaging, size: number): boolean {
  return paging.sizes.includes(size);
}

/**
 * The size a table opens with: the one last chosen in any table (SPEC 9 keeps one for all) where
 * this table offers it, else the table's own default.
 */
export function openingPageSize(paging: TablePaging, lastChosen: number | null): number {
  return lastChosen !== null && offersPageSize(paging, lastChosen) ? lastChosen : paging.defaultSize;
}

/** Rows a page can hold at most, for placeholders: "all" is unbounded. */
export function pageCapacity(size: number): number {
  return size === PAGE_SIZE_ALL ? Number.POSITIVE_INFINITY : size;
}

/** What one page of a list shows: its first and last row counted from 1 (0 and 0 when there are none). */
export interface PageRange {
  from: number;
  to: number;
  /** whether rows follow on a next page */
  hasNext: boolean;
}

/** The rows page `page` (from 0) of `size` rows shows of `count` (a list's "11–20 of 123"). */
export function pageRange(page: number, size: number, count: number): PageRange {
  if (count === 0) return { from: 0, to: 0, hasNext: false };
  if (size === PAGE_SIZE_ALL) return { from: 1, to: count, hasNext: false };
  const to = Math.min(count, (page + 1) * size);
  return { from: page * size + 1, to, hasNext: to < count };
}

import type { DateFilterVariant } from "../constants.ts";
import { DATE_FILTER_VARIANTS } from "../constants.ts";

/**
 * The table protocol (API.md "Table protocol"): every list of the product speaks it. The server
 * declares its columns and answers pages; the web's DataTable sends the columns back with their
 * filter, sort, group and display state, in display order.
 */
export const COLUMN_TYPES = ["text", "dropdown", "date", "month", "number", "actions"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const SORT_DIRECTIONS = ["asc", "desc", "none"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The sort cycle of a column header: none -> asc -> desc -> none (ARCHITECTURE 7). */
export function nextSortDirection(direction: SortDirection): SortDirection {
  return direction === "none" ? "asc" : direction === "asc" ? "desc" : "none";
}

/** A calendar day as 'YYYY-MM-DD' that exists (no 2024-02-30). */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date or month range filter (API.md "FilterValue"): a range, or a variant relative to today. */
export interface DateRangeFilter {
  fromDate?: string | null;
  toDate?: string | null;
  variant: DateFilterVariant;
  lastN?: number | null;
  /** a date column filtered by whole months (SPEC 2.3 "date range by day or by month"); default day */
  granularity?: "day" | "month";
}

const isDay = (value: unknown): value is string | null | undefined =>
  value === null || value === undefined || (typeof value === "string" && isIsoDay(value));
const isVariant = (value: unknown): value is DateFilterVariant =>
  typeof value === "string" && (DATE_FILTER_VARIANTS as readonly string[]).includes(value);

/**
 * A date range filter out of unknown JSON (a query, the URL hash, local storage), or null: ISO days that
 * exist, a known variant, a whole lastN of 1 to 1000. The one rule, also of the server's schema; plain
 * code, so the first page needs no schema library for it (issue 17).
 */
export function readDateRangeFilter(value: unknown): DateRangeFilter | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record: Readonly<Record<string, unknown>> = { ...value };
  const { fromDate, toDate, variant, lastN, granularity } = record;
  if (!isDay(fromDate) || !isDay(toDate) || !isVariant(variant)) return null;
  const wholeN = typeof lastN === "number" && Number.isInteger(lastN) && lastN >= 1 && lastN <= 1000;
  if (!(lastN === null || lastN === undefined || wholeN)) return null;
  if (!(granularity === undefined || granularity === "day" || granularity === "month")) return null;
  return {
    ...(fromDate === undefined ? {} : { fromDate }),
    ...(toDate === undefined ? {} : { toDate }),
    variant,
    ...(lastN === undefined ? {} : { lastN }),
    ...(granularity === undefined ? {} : { granularity }),
  };
}

export interface Cell {
  view: string;
  label: string;
  /** a named style the web maps to theme colours, e.g. "discontinued" (SPEC 2.5) */
  customCss: string | null;
}

export interface TableRow {
  id: number | string;
  items: Record<string, Cell>;
}

export interface TableGroup {
  values: Record<string, string>;
  count: number;
  /** further per-group numbers a table declares (charted as a second Y axis) */
  measures?: Record<string, number>;
}

export interface TableAnswer {
  /** rows the caller may see, before filters */
  total: number;
  records: { totalElements: number; content: TableRow[] };
  groups?: TableGroup[];
  /** the groups are the first of more than the server answers (a thousand) */
  groupsLimited?: boolean;
}

/** Kinds of saved column sets (SPEC 3 "Table template"). */
export const TEMPLATE_TYPES = [
  "adtable",
  "eidtable",
  "evastable",
  "processtable",
  "resourcetable",
  "usertable",
  "unassigntable",
  "encodingtable",
  "genresourcetable",
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

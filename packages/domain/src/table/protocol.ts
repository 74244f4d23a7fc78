import { z } from "zod";
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

export const choiceSchema = z.object({
  key: z.string().max(200),
  value: z.string().max(200),
  display: z.string().max(500),
});
export type Choice = z.infer<typeof choiceSchema>;

/** A calendar day as 'YYYY-MM-DD' that exists (no 2024-02-30). */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDay = z.string().refine(isIsoDay, "date");

export const dateRangeFilterSchema = z.object({
  fromDate: isoDay.nullish(),
  toDate: isoDay.nullish(),
  variant: z.enum(DATE_FILTER_VARIANTS),
  lastN: z.number().int().positive().max(1000).nullish(),
  /** a date column filtered by whole months (SPEC 2.3 "date range by day or by month"); default day */
  granularity: z.enum(["day", "month"]).optional(),
});
export type DateRangeFilter = z.infer<typeof dateRangeFilterSchema>;

/** text: contains; dropdown: any of the keys; date and month: a range or a relative variant. */
export const filterValueSchema = z.union([
  z.string().max(500),
  z.array(choiceSchema).max(500),
  dateRangeFilterSchema,
]);
export type FilterValue = z.infer<typeof filterValueSchema>;

export const columnSchema = z.object({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "column id"),
  name: z.string().max(200).default(""),
  shortName: z.string().max(100).default(""),
  type: z.enum(COLUMN_TYPES),
  options: z.object({
    filter: z.object({
      filterable: z.boolean(),
      value: filterValueSchema.nullable(),
      choices: z.array(choiceSchema).max(2000).optional(),
      /** a text filter's input must match this (JavaScript regular expression source) */
      pattern: z.string().max(200).optional(),
      /** i18n key of the message shown when `pattern` does not match */
      patternMessage: z.string().max(200).optional(),
    }),
    sort: z.object({ sortable: z.boolean(), direction: z.enum(SORT_DIRECTIONS) }),
    group: z.object({ groupable: z.boolean(), grouped: z.boolean() }),
    display: z.object({ visibility: z.boolean() }),
    orderable: z.boolean(),
  }),
});
export type Column = z.infer<typeof columnSchema>;

export const tableStateSchema = z.object({ columns: z.array(columnSchema) });
export type TableState = z.infer<typeof tableStateSchema>;

export const tableQuerySchema = z.object({
  page: z.number().int().min(0).max(1_000_000),
  size: z.number().int(),
  columns: z.array(columnSchema).min(1).max(100),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;

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

export const templateSaveSchema = z.object({
  name: z.string().trim().min(1).max(100),
  columns: z.array(columnSchema).min(1).max(100),
  defaultTemplate: z.boolean().default(false),
});
export type TemplateSave = z.infer<typeof templateSaveSchema>;

export interface TableTemplate {
  id: number;
  name: string;
  type: TemplateType;
  columns: Column[];
  defaultTemplate: boolean;
}

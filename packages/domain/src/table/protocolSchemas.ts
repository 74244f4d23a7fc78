import { z } from "zod";
import { DATE_FILTER_VARIANTS } from "../constants.ts";
import type { DateRangeFilter, TemplateType } from "./protocol.ts";
import { COLUMN_TYPES, readDateRangeFilter, SORT_DIRECTIONS, TEMPLATE_TYPES } from "./protocol.ts";

/**
 * The zod schemas of the table protocol (API.md "Table protocol"), with which the server checks what a
 * client sends. A module of its own: the web reads the protocol's types and rules from protocol.ts and
 * never loads zod for them (issue 17).
 */
export const choiceSchema = z.object({
  key: z.string().max(200),
  value: z.string().max(200),
  display: z.string().max(500),
});

/** readDateRangeFilter is the rule; the schema wraps it. */
export const dateRangeFilterSchema = z.unknown().transform((value, ctx): DateRangeFilter => {
  const filter = readDateRangeFilter(value);
  if (filter === null) {
    ctx.addIssue({ code: "custom", message: "date range" });
    return z.NEVER;
  }
  return filter;
});

/** text: contains; dropdown: any of the keys; date and month: a range or a relative variant. */
export const filterValueSchema = z.union([
  z.string().max(500),
  z.array(choiceSchema).max(500),
  dateRangeFilterSchema,
]);

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
    sort: z.object({
      sortable: z.boolean(),
      direction: z.enum(SORT_DIRECTIONS),
      /**
       * the column's rank among the sort keys, 1 first (decision 38); the keys without one follow in
       * column order, so a client that sends only directions sorts as before
       */
      priority: z.number().int().min(1).max(100).optional(),
    }),
    group: z.object({ groupable: z.boolean(), grouped: z.boolean() }),
    display: z.object({ visibility: z.boolean() }),
    orderable: z.boolean(),
  }),
});

export const tableStateSchema = z.object({ columns: z.array(columnSchema) });

export const tableQuerySchema = z.object({
  page: z.number().int().min(0).max(1_000_000),
  size: z.number().int(),
  columns: z.array(columnSchema).min(1).max(100),
});

export const templateSaveSchema = z.object({
  name: z.string().trim().min(1).max(100),
  columns: z.array(columnSchema).min(1).max(100),
  defaultTemplate: z.boolean().default(false),
});

/*
 * The answers of the table protocol, as the server sends them: the same shapes as the query's, without
 * the input limits, and a date range as the plain object that readDateRangeFilter made of it.
 */

const dateRangeFilterAnswer = z.object({
  fromDate: z.string().nullish(),
  toDate: z.string().nullish(),
  variant: z.enum(DATE_FILTER_VARIANTS),
  lastN: z.number().int().nullish(),
  granularity: z.enum(["day", "month"]).optional(),
});

const filterAnswer = columnSchema.shape.options.shape.filter.extend({
  value: z.union([z.string(), z.array(choiceSchema), dateRangeFilterAnswer]).nullable(),
  choices: z.array(choiceSchema).optional(),
});

export const columnAnswer = columnSchema.extend({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  options: columnSchema.shape.options.extend({ filter: filterAnswer }),
});

/** `GET <table>/tablestate`. */
export const tableStateAnswer = z.object({ columns: z.array(columnAnswer) });

const cellAnswer = z.object({ view: z.string(), label: z.string(), customCss: z.string().nullable() });

/** `POST <table>`: one page (API.md "Answer"; protocol.ts `TableAnswer`). */
export const tableAnswer = z.object({
  total: z.number().int(),
  records: z.object({
    totalElements: z.number().int(),
    content: z.array(
      z.object({ id: z.union([z.number(), z.string()]), items: z.record(z.string(), cellAnswer) }),
    ),
  }),
  groups: z
    .array(
      z.object({
        values: z.record(z.string(), z.string()),
        count: z.number().int(),
        measures: z.record(z.string(), z.number()).optional(),
      }),
    )
    .optional(),
  groupsLimited: z.boolean().optional(),
});

/** A saved column set (`GET|POST templates/{type}`; protocol.ts `TableTemplate`). */
export const tableTemplateAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  columns: z.array(columnAnswer),
  defaultTemplate: z.boolean(),
});

// The protocol's types, as its schemas check them. Type-only imports of these cost the first page no
// schema code (issue 17).
export type Choice = z.infer<typeof choiceSchema>;
export type FilterValue = z.infer<typeof filterValueSchema>;
export type Column = z.infer<typeof columnSchema>;
export type TableState = z.infer<typeof tableStateSchema>;
export type TableQuery = z.infer<typeof tableQuerySchema>;
export type TemplateSave = z.infer<typeof templateSaveSchema>;

export interface TableTemplate {
  id: number;
  name: string;
  type: TemplateType;
  columns: Column[];
  defaultTemplate: boolean;
}

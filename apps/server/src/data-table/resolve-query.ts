import { offersPageSize, PAGE_SIZE_ALL, STANDARD_PAGING, tableQuerySchema } from "@erhdb/domain";
import type { z } from "zod";
import { queryProblem } from "./problems.ts";
import { defaultColumn, type ResolvedColumn, resolveColumns } from "./resolve-columns.ts";
import type { TableContext, TableDeclaration } from "./types.ts";

export interface ResolvedQuery {
  page: number;
  /** rows per page; null = all rows (PAGE_SIZE_ALL, where a table offers it) */
  size: number | null;
  /** display order; hidden columns too (they still filter and sort) */
  columns: ResolvedColumn[];
}

/**
 * Parses and checks a table query (API.md "Table protocol"). A malformed query is a 400 naming the
 * column it concerns, or "size" / "page"; the zod issue of a column is reported under that column's id.
 * `forExport`: the page and its size do not matter (a CSV has no pages).
 */
export async function parseTableQuery(
  table: TableDeclaration,
  body: unknown,
  context: TableContext,
  options: { forExport?: boolean } = {},
): Promise<ResolvedQuery> {
  const parsed = tableQuerySchema.safeParse(body);
  if (!parsed.success) throw queryProblem("malformed", fieldOfIssue(body, parsed.error));
  const { page, size, columns } = parsed.data;
  if (!options.forExport && !offersPageSize(table.paging ?? STANDARD_PAGING, size)) {
    throw queryProblem("pageSize", "size");
  }
  return {
    page: options.forExport ? 0 : page,
    size: options.forExport || size === PAGE_SIZE_ALL ? null : size,
    columns: await resolveColumns(table, columns, context),
  };
}

/** Every row with every column at its default (the `csv/all` export). */
export function defaultQuery(table: TableDeclaration): ResolvedQuery {
  return { page: 0, size: null, columns: table.columns.map(defaultColumn) };
}

function fieldOfIssue(body: unknown, error: z.ZodError): string {
  const path = error.issues[0]?.path ?? [];
  const [head, index] = path;
  if (head === "columns" && typeof index === "number") {
    const id = columnIdAt(body, index);
    return id ?? `columns.${index}`;
  }
  return typeof head === "string" ? head : "body";
}

/** The id the caller gave the column at `index`, if it is text at all. */
function columnIdAt(body: unknown, index: number): string | null {
  if (typeof body !== "object" || body === null || !("columns" in body)) return null;
  const columns = body.columns;
  if (!Array.isArray(columns)) return null;
  const column: unknown = columns[index];
  if (typeof column !== "object" || column === null || !("id" in column)) return null;
  return typeof column.id === "string" && column.id !== "" ? column.id : null;
}

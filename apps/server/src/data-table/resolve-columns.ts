import type { Column, SortDirection } from "@erhdb/domain";
import { type ResolvedFilter, resolveFilter } from "./filter-values.ts";
import { queryProblem } from "./problems.ts";
import type { ColumnDeclaration, TableContext, TableDeclaration } from "./types.ts";

/** A column of a query, checked against the declaration: only declared columns ever reach SQL. */
export interface ResolvedColumn {
  declaration: ColumnDeclaration;
  visible: boolean;
  sort: SortDirection;
  /** the column's rank among the sort keys where the query gave one (1 first, decision 38) */
  sortPriority?: number;
  grouped: boolean;
  filter: ResolvedFilter | null;
}

/** The declared columns by id; a Map, so that ids such as `__proto__` are merely unknown. */
export function columnsById(table: TableDeclaration): ReadonlyMap<string, ColumnDeclaration> {
  return new Map(table.columns.map((c) => [c.id, c]));
}

export function defaultColumn(declaration: ColumnDeclaration): ResolvedColumn {
  return {
    declaration,
    visible: declaration.visible ?? true,
    sort: declaration.sortable ? (declaration.defaultSort ?? "none") : "none",
    grouped: false,
    filter: null,
  };
}

/**
 * The query's columns in their (display) order, each checked against its declaration; declared
 * columns the query leaves out follow with their defaults. The client's copies of name, type,
 * choices and capabilities are ignored: the declaration is the truth.
 */
export async function resolveColumns(
  table: TableDeclaration,
  columns: readonly Column[],
  context: TableContext,
): Promise<ResolvedColumn[]> {
  const declared = columnsById(table);
  const seen = new Set<string>();
  const resolved: ResolvedColumn[] = [];
  for (const column of columns) {
    const declaration = declared.get(column.id);
    if (!declaration) throw queryProblem("unknownColumn", column.id);
    if (seen.has(column.id)) throw queryProblem("duplicateColumn", column.id);
    seen.add(column.id);
    resolved.push(await resolveColumn(declaration, column, context));
  }
  for (const declaration of table.columns) {
    if (!seen.has(declaration.id)) resolved.push(defaultColumn(declaration));
  }
  return resolved;
}

async function resolveColumn(
  declaration: ColumnDeclaration,
  column: Column,
  context: TableContext,
): Promise<ResolvedColumn> {
  const { sort, group, display, filter } = column.options;
  if (sort.direction !== "none" && !declaration.sortable) {
    throw queryProblem("notSortable", declaration.id);
  }
  if (group.grouped && !declaration.groupable) {
    throw queryProblem("notGroupable", declaration.id);
  }
  return {
    declaration,
    visible: display.visibility,
    sort: sort.direction,
    ...(sort.priority === undefined ? {} : { sortPriority: sort.priority }),
    grouped: group.grouped,
    filter: await resolveFilter(declaration, filter.value, context),
  };
}

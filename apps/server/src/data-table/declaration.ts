import { columnSchema, offersPageSize } from "@erhdb/domain";
import type { TableDeclaration } from "./types.ts";

/**
 * Checks a table declaration once, when its routes are registered, so that a mistake in it stops
 * the start instead of answering a query wrongly: ids valid and unique, and every capability backed
 * by an expression.
 */
export function checkDeclaration(table: TableDeclaration): TableDeclaration {
  const ids = new Set<string>();
  const fail = (column: string, problem: string) => {
    throw new Error(`Table ${table.id}, column ${column}: ${problem}`);
  };
  for (const c of table.columns) {
    if (!columnSchema.shape.id.safeParse(c.id).success || c.id.startsWith("__")) fail(c.id, "invalid id");
    if (ids.has(c.id)) fail(c.id, "declared twice");
    ids.add(c.id);
    const needsValue = c.sortable || c.groupable || (c.filter && !hasOwnCondition(c.filter));
    if (needsValue && !c.value) fail(c.id, "sorts, groups or filters but has no value expression");
    if (c.groupable && c.select) fail(c.id, "is groupable, so its cells must show its value (no select)");
    if (c.unique && c.nullable) fail(c.id, "cannot be unique and nullable");
    if (c.type === "actions" && (c.filter || c.sortable || c.groupable)) fail(c.id, "actions only show");
    if (c.filter?.kind === "text" && c.filter.pattern) new RegExp(c.filter.pattern, "u");
    if (c.defaultFilter !== undefined && !c.filter) fail(c.id, "has a default filter but no filter");
    const dateType = c.type === "date" || c.type === "month";
    if ((c.filter?.kind === "date") !== dateType && c.filter)
      fail(c.id, "date filters belong to date columns");
  }
  if (table.paging && !offersPageSize(table.paging, table.paging.defaultSize)) {
    throw new Error(`Table ${table.id}: its default page size is not among its page sizes`);
  }
  return table;
}

function hasOwnCondition(filter: NonNullable<TableDeclaration["columns"][number]["filter"]>): boolean {
  return (filter.kind === "text" || filter.kind === "dropdown") && filter.where !== undefined;
}

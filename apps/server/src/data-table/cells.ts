import type { Cell, TableRow } from "@erhdb/domain";
import { sql } from "kysely";
import type { CellContext, ColumnDeclaration, Sql, TableContext, TableDeclaration } from "./types.ts";

/**
 * Selected columns get positional aliases (c0, c1, ...), so no id, not even a declared one, is
 * ever written into SQL text.
 */
export const ROW_ID = "__id";
export const ROW_CSS = "__css";
export const alias = (index: number) => `c${index}`;

export type SqlRow = Record<string, unknown>;

export function selectList(
  table: TableDeclaration,
  columns: readonly ColumnDeclaration[],
  context: TableContext,
): Sql {
  const parts: Sql[] = [sql`${table.rowId} AS ${sql.id(ROW_ID)}`];
  if (table.rowCss) parts.push(sql`${table.rowCss(context)} AS ${sql.id(ROW_CSS)}`);
  columns.forEach((column, i) => {
    const expr = column.select ?? column.value ?? sql`NULL`;
    parts.push(sql`${expr} AS ${sql.id(alias(i))}`);
  });
  return sql.join(parts);
}

/** The text of a value: NULL is empty, everything else as PostgreSQL's text would show it. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function cellView(column: ColumnDeclaration, value: unknown, context: CellContext): string {
  return column.view ? column.view(value, context) : plainText(value);
}

export function toCell(
  column: ColumnDeclaration,
  value: unknown,
  rowCss: string | null,
  context: CellContext,
): Cell {
  const view = cellView(column, value, context);
  return {
    view,
    label: column.label ? column.label(value, context) : view,
    customCss: column.css ? column.css(value, context) : rowCss,
  };
}

export function toTableRow(
  row: SqlRow,
  columns: readonly ColumnDeclaration[],
  context: CellContext,
): TableRow {
  const rowCss = typeof row[ROW_CSS] === "string" ? row[ROW_CSS] : null;
  const items: Record<string, Cell> = {};
  columns.forEach((column, i) => {
    items[column.id] = toCell(column, row[alias(i)], rowCss, context);
  });
  const id = row[ROW_ID];
  return { id: typeof id === "number" || typeof id === "string" ? id : String(id), items };
}

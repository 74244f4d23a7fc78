import type { Cell, Column, TableRow } from "@erhdb/domain";
import type { ReactNode } from "react";
import type { DataTableSource } from "../../api/table-source.ts";

export interface CellContext {
  row: TableRow;
  column: Column;
  cell: Cell | undefined;
}

/** Renders a cell itself (e.g. the actions column); `undefined` falls back to the cell's view text. */
export type CellRenderer = (context: CellContext) => ReactNode | undefined;

export interface DataTableProps {
  source: DataTableSource;
  /** the table's accessible name (its caption) */
  label: string;
  /** page actions placed in the toolbar, e.g. an "add" button */
  toolbar?: ReactNode;
  renderCell?: CellRenderer;
  /** the group-by menu offers one group at a time instead of several */
  singleGroup?: boolean;
  /** mirror the state in the URL hash (on by default; a page with two tables turns it off for one) */
  syncHash?: boolean;
  /** the most skeleton rows while a page loads; default SKELETON_ROWS */
  skeletonRows?: number;
}

import type {
  Cell,
  Column,
  TableAnswer,
  TablePaging,
  TableQuery,
  TableRow,
  TableState,
  TemplateType,
} from "@erhdb/domain";
import type { ReactNode } from "react";

/** A CSV export as the server answered it (API.md "Table protocol"). */
export interface CsvFile {
  blob: Blob;
  /** the answer carried `x-result-limited: true`: it stops at CSV_LIMIT rows */
  limited: boolean;
}

export type CsvScope = "view" | "all";

/**
 * Everything a list tells the DataTable about its server side. `protocolTableSource` builds one
 * for a table that speaks the table protocol under one path (`evas`, `eid`, `person`, ...).
 */
export interface DataTableSource {
  /** stable name: part of the query key and of the table's local storage key */
  id: string;
  fetchTableState(signal?: AbortSignal): Promise<TableState>;
  fetchPage(query: TableQuery, signal?: AbortSignal): Promise<TableAnswer>;
  /** the CSV export; without it the table shows no CSV menu */
  fetchCsv?(query: TableQuery, scope: CsvScope, signal?: AbortSignal): Promise<CsvFile>;
  /** the saved-templates kind; without it the table shows no templates button */
  templateType?: TemplateType;
  /** the page sizes the server's table offers; STANDARD_PAGING when not given */
  paging?: TablePaging;
}

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

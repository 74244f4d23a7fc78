/** The generic list of SPEC 2.3: one component, fed by the table protocol through a data source. */
export { DataTable } from "./DataTable.tsx";
export type {
  CellContext,
  CellRenderer,
  DataTableProps,
} from "./types.ts";

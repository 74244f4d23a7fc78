/** The generic list of SPEC 2.3: one component, fed by the table protocol through a data source. */
export { DataTable } from "./DataTable.tsx";
export { protocolTableSource, tableQueryKey } from "./source.ts";
export type {
  CellContext,
  CellRenderer,
  CsvFile,
  CsvScope,
  DataTableProps,
  DataTableSource,
} from "./types.ts";

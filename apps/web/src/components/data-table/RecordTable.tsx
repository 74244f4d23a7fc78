import { type Column, pageCapacity, type TableRow as Row, type SortEntry } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../visually-hidden.ts";
import { cellContent, rowStyle } from "./cells.tsx";
import { HeaderCell } from "./HeaderCell.tsx";
import type { CellRenderer } from "./types.ts";

export interface RecordTableProps {
  label: string;
  columns: Column[];
  columnName(column: Column): string;
  rows: Row[] | undefined;
  /** the load failed: the alert above says why, so no empty-list row */
  failed: boolean;
  /** how many rows a page holds: the skeleton shows as many, at most `skeletonRows` */
  size: number;
  skeletonRows: number;
  renderCell?: CellRenderer;
  /** the sort keys in the order they apply, of every column (a hidden one sorts too) */
  sortOrder: readonly SortEntry[];
  onSort(id: string, add: boolean): void;
  onOpenFilter(column: Column, anchor: HTMLElement): void;
}

/** The records of one page as a table (sm and wider). */
export function RecordTable(props: RecordTableProps) {
  const { label, columns, columnName, rows, failed, size, skeletonRows, renderCell } = props;
  const { t } = useTranslation();
  const loading = rows === undefined;
  const rankOf = (id: string) => {
    const at = props.sortOrder.findIndex((entry) => entry.id === id);
    return at < 0 ? null : at + 1;
  };
  return (
    <TableContainer>
      <Table size="small" aria-busy={loading}>
        <Box component="caption" sx={visuallyHidden}>
          {label}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeaderCell
                key={column.id}
                column={column}
                name={columnName(column)}
                rank={rankOf(column.id)}
                keys={props.sortOrder.length}
                onSort={props.onSort}
                onOpenFilter={props.onOpenFilter}
              />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading &&
            Array.from({ length: Math.min(pageCapacity(size), skeletonRows) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={i} data-testid="skeleton-row">
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {rows?.length === 0 && !failed && (
            <TableRow>
              <TableCell colSpan={columns.length}>{t("validation.empty-list")}</TableCell>
            </TableRow>
          )}
          {rows?.map((row) => (
            <TableRow key={row.id} hover sx={rowStyle(row)}>
              {columns.map((column) => (
                <TableCell key={column.id}>{cellContent(row, column, renderCell)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

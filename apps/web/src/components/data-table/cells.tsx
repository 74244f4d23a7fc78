import { type Column, DESCRIPTION_COLUMN_WIDTH, type TableRow } from "@erhdb/domain";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { DeferredTooltip } from "../DeferredTooltip.tsx";
import type { CellRenderer } from "./types.ts";

/**
 * Named styles a server may put on a cell (`customCss`), mapped to theme colours. A row shows the
 * style of any of its cells, so the server may mark one cell or all of them.
 */
const CUSTOM_STYLES: Record<string, SxProps<Theme>> = {
  // SPEC 2.5: an EVAS whose closing date is past
  discontinued: { "& > td, & dd, & dt": { color: "secondary.main" } },
};

export function rowStyle(row: TableRow): SxProps<Theme> | undefined {
  const named = Object.values(row.items).find((cell) => cell.customCss && CUSTOM_STYLES[cell.customCss]);
  return named?.customCss ? CUSTOM_STYLES[named.customCss] : undefined;
}

/** SPEC 9: the description column is cut at 270 px. */
export function isTruncated(column: Column): boolean {
  return column.id === "description";
}

export function cellContent(row: TableRow, column: Column, renderCell?: CellRenderer): ReactNode {
  const cell = row.items[column.id];
  const own = renderCell?.({ row, column, cell });
  if (own !== undefined) return own;
  const text = cell?.view ?? "";
  if (isTruncated(column) && text) return <TruncatedText text={text} />;
  // A code's label names it ('03' is 'jährlich', '05' is 'Nordrhein-Westfalen').
  if (cell?.label && cell.label !== text) {
    return (
      <>
        {text}{" "}
        <Box component="span" sx={{ color: "text.secondary" }}>
          ({cell.label})
        </Box>
      </>
    );
  }
  return text;
}

/**
 * The text stays whole in the DOM (screen readers read all of it); only its display is cut. The
 * tooltip shows it on hover and on keyboard focus, hence the tab stop.
 */
function TruncatedText({ text }: { text: string }) {
  return (
    <DeferredTooltip title={text} describeChild>
      <Box
        component="span"
        tabIndex={0}
        sx={{
          display: "block",
          maxWidth: DESCRIPTION_COLUMN_WIDTH,
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
        }}
      >
        {text}
      </Box>
    </DeferredTooltip>
  );
}

import type { Column, TableRow } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { cellContent, rowStyle } from "./cells.tsx";
import type { CellRenderer } from "./types.ts";

export interface CardListProps {
  label: string;
  columns: Column[];
  columnName(column: Column): string;
  rows: TableRow[] | undefined;
  /** the load failed: the alert above says why, so no empty-list text */
  failed: boolean;
  renderCell?: CellRenderer;
}

/**
 * A card's label/value pairs: plain elements styled from their list. A styled MUI element per label and
 * value made a page of ten cards some two hundred elements that each serialise their styles as they
 * first render, on the phone's first page (issue 17: total blocking time).
 */
const DETAILS = {
  m: 0,
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: 2,
  rowGap: 0.5,
  "& > div": { display: "contents" },
  "& dt, & dd": { typography: "body2", m: 0 },
  "& dt": { color: "text.secondary" },
  "& dd": { minWidth: 0, overflowWrap: "anywhere" },
  // a field in a cell (the processes' responsible person) keeps to its card: a width it asks for in the
  // table is more than a phone's card has (issue 35)
  "& dd .MuiInputBase-root": { minWidth: 0, maxWidth: "100%" },
} as const;

/** The records as cards of label/value pairs, for the xs breakpoint (below 600 px). */
export function CardList({ label, columns, columnName, rows, failed, renderCell }: CardListProps) {
  const { t } = useTranslation();
  if (rows === undefined) {
    // SPEC 2.3: one placeholder on mobile
    return <Skeleton variant="rounded" height={120} data-testid="skeleton-row" />;
  }
  if (failed) return null;
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>{t("validation.empty-list")}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
      {rows.map((row) => (
        <Card component="li" key={row.id} variant="outlined" sx={rowStyle(row)}>
          <CardContent component="dl" sx={DETAILS}>
            {columns.map((column) => (
              <div key={column.id}>
                <dt>{columnName(column)}</dt>
                <dd>{cellContent(row, column, renderCell)}</dd>
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

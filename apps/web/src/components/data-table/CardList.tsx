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
          <CardContent
            component="dl"
            sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5 }}
          >
            {columns.map((column) => (
              <Box key={column.id} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {columnName(column)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, minWidth: 0, overflowWrap: "anywhere" }}
                >
                  {cellContent(row, column, renderCell)}
                </Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

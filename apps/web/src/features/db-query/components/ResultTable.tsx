import type { DbQueryAnswer } from "@erhdb/domain";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export interface ResultTableProps {
  answer: DbQueryAnswer;
  label: string;
}

type Cell = string | null;

/** Columns and rows by their place: a result has no key of its own, and column names may repeat. */
function byPlace(answer: DbQueryAnswer) {
  const place = <T,>(items: readonly T[]) => items.map((item, position) => ({ position, item }));
  return {
    columns: place(answer.columns),
    rows: answer.rows.map((row, position) => ({ position, cells: place<Cell>(row) })),
  };
}

/**
 * The query's rows as the database wrote them, columns in its order. NULL is shown as such, apart from
 * an empty text. The area scrolls both ways and takes the focus, so that the keyboard scrolls it
 * (WCAG 2.1.1).
 */
export function ResultTable({ answer, label }: ResultTableProps) {
  const { t } = useTranslation();
  const { columns, rows } = useMemo(() => byPlace(answer), [answer]);
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxHeight: "60vh", border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.position}
                component="th"
                scope="col"
                sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}
              >
                {column.item}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.position}>
              {row.cells.map((cell) => (
                <TableCell
                  key={cell.position}
                  sx={{ verticalAlign: "top", maxWidth: 480, overflowWrap: "anywhere" }}
                >
                  {cell.item ?? (
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ fontStyle: "italic" }}
                    >
                      {t("dbQuery.null")}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

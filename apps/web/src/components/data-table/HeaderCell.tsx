import { type Column, DESCRIPTION_COLUMN_WIDTH, isFilterActive } from "@erhdb/domain";
import FilterListIcon from "@mui/icons-material/FilterList";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableSortLabel from "@mui/material/TableSortLabel";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../visually-hidden.ts";
import { isTruncated } from "./cells.tsx";

const ARIA_SORT = { asc: "ascending", desc: "descending", none: "none" } as const;

export interface HeaderCellProps {
  column: Column;
  name: string;
  onSort(id: string): void;
  onOpenFilter(column: Column, anchor: HTMLElement): void;
}

/** A column head: the sort button (none → asc → desc → none) and the column's filter button. */
export function HeaderCell({ column, name, onSort, onOpenFilter }: HeaderCellProps) {
  const { t } = useTranslation();
  const { sort, filter } = column.options;
  const direction = sort.direction;
  const active = isFilterActive(filter.value);
  return (
    <TableCell
      aria-sort={sort.sortable ? ARIA_SORT[direction] : undefined}
      sx={{ whiteSpace: "nowrap", maxWidth: isTruncated(column) ? DESCRIPTION_COLUMN_WIDTH : undefined }}
    >
      <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
        {sort.sortable ? (
          <TableSortLabel
            active={direction !== "none"}
            direction={direction === "desc" ? "desc" : "asc"}
            onClick={() => onSort(column.id)}
          >
            {name}{" "}
            <Box component="span" sx={visuallyHidden}>
              {t(`dataTable.sort.state.${direction}`)}
            </Box>
          </TableSortLabel>
        ) : (
          name
        )}
        {filter.filterable && (
          <IconButton
            size="small"
            aria-label={t(active ? "dataTable.filter.openActive" : "dataTable.filter.open", { column: name })}
            aria-haspopup="dialog"
            onClick={(event: MouseEvent<HTMLElement>) => onOpenFilter(column, event.currentTarget)}
            color={active ? "primary" : "default"}
          >
            <Badge color="primary" variant="dot" invisible={!active}>
              <FilterListIcon fontSize="small" />
            </Badge>
          </IconButton>
        )}
      </Box>
    </TableCell>
  );
}

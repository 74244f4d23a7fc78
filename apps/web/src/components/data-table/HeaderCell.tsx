import { type Column, DESCRIPTION_COLUMN_WIDTH, isFilterActive } from "@erhdb/domain";
import FilterListIcon from "@mui/icons-material/FilterList";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableSortLabel from "@mui/material/TableSortLabel";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { DeferredTooltip } from "../DeferredTooltip.tsx";
import { visuallyHidden } from "../visually-hidden.ts";
import { isTruncated } from "./cells.tsx";
import { shiftClickHandlers } from "./shift-click.ts";

const ARIA_SORT = { asc: "ascending", desc: "descending", none: "none" } as const;

export interface HeaderCellProps {
  column: Column;
  name: string;
  /** the column's rank among the table's sort keys (1 first), null when it does not sort */
  rank: number | null;
  /** how many columns sort: with more than one, each arrow shows its rank */
  keys: number;
  /** `add`: Shift was held, the column becomes a further sort key (decision 38) */
  onSort(id: string, add: boolean): void;
  onOpenFilter(column: Column, anchor: HTMLElement): void;
}

/**
 * The `aria-sort` of a head: WAI-ARIA wants it on one header at a time, so the first key has its
 * direction, a further key none at all (its button names its direction and rank), an unsorted column none.
 */
function ariaSort(column: Column, rank: number | null) {
  const { sortable, direction } = column.options.sort;
  if (!sortable) return undefined;
  if (rank === null) return ARIA_SORT.none;
  return rank === 1 ? ARIA_SORT[direction] : undefined;
}

/**
 * A column head: the sort button and the column's filter button. A click sorts by the column alone
 * (none → asc → desc → none), a Shift-click (or Shift+Enter, Shift+Space) adds it as a further key;
 * with several keys each arrow shows its rank.
 */
export function HeaderCell({ column, name, rank, keys, onSort, onOpenFilter }: HeaderCellProps) {
  const { t } = useTranslation();
  const { sort, filter } = column.options;
  const direction = sort.direction;
  const active = isFilterActive(filter.value);
  const ranked = rank !== null && keys > 1;
  return (
    <TableCell
      aria-sort={ariaSort(column, rank)}
      sx={{ whiteSpace: "nowrap", maxWidth: isTruncated(column) ? DESCRIPTION_COLUMN_WIDTH : undefined }}
    >
      <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
        {sort.sortable ? (
          <DeferredTooltip title={t("dataTable.sort.addHint")} describeChild>
            <TableSortLabel
              active={direction !== "none"}
              direction={direction === "desc" ? "desc" : "asc"}
              {...shiftClickHandlers((add) => onSort(column.id, add))}
            >
              {name}{" "}
              <Box component="span" sx={visuallyHidden}>
                {t(`dataTable.sort.state.${direction}`)}
                {ranked && `, ${t("dataTable.sort.rank", { rank, count: keys })}`}
              </Box>
              {ranked && (
                // after the arrow (flex order), which MUI puts after the label's children
                <Box
                  component="span"
                  aria-hidden
                  sx={{ order: 1, typography: "caption", fontWeight: "bold" }}
                >
                  {rank}
                </Box>
              )}
            </TableSortLabel>
          </DeferredTooltip>
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

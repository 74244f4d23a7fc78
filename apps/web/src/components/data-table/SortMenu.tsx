import type { Column } from "@erhdb/domain";
import SortIcon from "@mui/icons-material/Sort";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import { useTranslation } from "react-i18next";
import { MenuButton } from "./MenuButton.tsx";
import { shiftClickHandlers } from "./shift-click.ts";
import { sortOrderOf } from "./state/snapshot.ts";

export interface SortMenuProps {
  columns: Column[];
  columnName(column: Column): string;
  /** `add`: Shift was held, the column becomes a further sort key (decision 38) */
  onSort(id: string, add: boolean): void;
}

/** The card layout has no column heads; this menu takes over their sort cycle, a Shift-click adding a key. */
export function SortMenu({ columns, columnName, onSort }: SortMenuProps) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.options.sort.sortable);
  const order = sortOrderOf(columns);
  // While the table's columns load, the button stands disabled in its place: appearing later, it would
  // push the list down (a layout shift, issue 17). A table without such columns has none.
  if (columns.length > 0 && sortable.length === 0) return null;
  const stateOf = (column: Column) => {
    const state = t(`dataTable.sort.state.${column.options.sort.direction}`);
    const rank = order.findIndex((entry) => entry.id === column.id) + 1;
    return rank > 0 && order.length > 1
      ? `${state}, ${t("dataTable.sort.rank", { rank, count: order.length })}`
      : state;
  };
  return (
    <MenuButton label={t("dataTable.sort.button")} disabled={sortable.length === 0} icon={<SortIcon />}>
      {(close) =>
        sortable.map((column) => (
          <MenuItem
            key={column.id}
            {...shiftClickHandlers((add) => {
              onSort(column.id, add);
              close();
            })}
          >
            <ListItemText secondary={stateOf(column)}>{columnName(column)}</ListItemText>
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}

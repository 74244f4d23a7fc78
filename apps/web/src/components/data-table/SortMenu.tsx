import type { Column } from "@erhdb/domain";
import SortIcon from "@mui/icons-material/Sort";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import { useTranslation } from "react-i18next";
import { MenuButton } from "./MenuButton.tsx";

export interface SortMenuProps {
  columns: Column[];
  columnName(column: Column): string;
  onSort(id: string): void;
}

/** The card layout has no column heads; this menu takes over their sort cycle. */
export function SortMenu({ columns, columnName, onSort }: SortMenuProps) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.options.sort.sortable);
  // While the table's columns load, the button stands disabled in its place: appearing later, it would
  // push the list down (a layout shift, issue 17). A table without such columns has none.
  if (columns.length > 0 && sortable.length === 0) return null;
  return (
    <MenuButton label={t("dataTable.sort.button")} disabled={sortable.length === 0} icon={<SortIcon />}>
      {(close) =>
        sortable.map((column) => (
          <MenuItem
            key={column.id}
            onClick={() => {
              onSort(column.id);
              close();
            }}
          >
            <ListItemText secondary={t(`dataTable.sort.state.${column.options.sort.direction}`)}>
              {columnName(column)}
            </ListItemText>
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}

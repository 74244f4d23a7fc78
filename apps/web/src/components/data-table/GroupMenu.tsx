import type { Column } from "@erhdb/domain";
import CheckIcon from "@mui/icons-material/Check";
import WorkspacesIcon from "@mui/icons-material/Workspaces";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import { useTranslation } from "react-i18next";
import { MenuButton } from "./MenuButton.tsx";

export interface GroupMenuProps {
  columns: Column[];
  columnName(column: Column): string;
  /** only one group at a time */
  single?: boolean;
  onChange(ids: string[]): void;
}

/** "Group by": the groupable columns, checked when grouped. */
export function GroupMenu({ columns, columnName, single, onChange }: GroupMenuProps) {
  const { t } = useTranslation();
  const groupable = columns.filter((c) => c.options.group.groupable);
  const grouped = columns.filter((c) => c.options.group.grouped).map((c) => c.id);
  // While the table's columns load, the button stands disabled in its place: appearing later, it would
  // push the list down (a layout shift, issue 17). A table without such columns has none.
  if (columns.length > 0 && groupable.length === 0) return null;
  const toggle = (id: string) => {
    if (single) onChange(grouped.includes(id) ? [] : [id]);
    else onChange(grouped.includes(id) ? grouped.filter((g) => g !== id) : [...grouped, id]);
  };
  return (
    <MenuButton
      label={t("dataTable.group.button")}
      disabled={groupable.length === 0}
      icon={<WorkspacesIcon />}
    >
      {(close) => [
        ...groupable.map((column) => {
          const checked = grouped.includes(column.id);
          return (
            <MenuItem
              key={column.id}
              role={single ? "menuitemradio" : "menuitemcheckbox"}
              aria-checked={checked}
              onClick={() => {
                toggle(column.id);
                close();
              }}
            >
              <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{columnName(column)}</ListItemText>
            </MenuItem>
          );
        }),
        <Divider key="divider" />,
        <MenuItem
          key="none"
          disabled={grouped.length === 0}
          onClick={() => {
            onChange([]);
            close();
          }}
        >
          <ListItemIcon />
          <ListItemText>{t("dataTable.group.none")}</ListItemText>
        </MenuItem>,
      ]}
    </MenuButton>
  );
}

import type { Column, TableQuery } from "@erhdb/domain";
import BookmarksIcon from "@mui/icons-material/Bookmarks";
import FilterAltIcon from "@mui/icons-material/FilterAlt";
import RefreshIcon from "@mui/icons-material/Refresh";
import ViewColumnIcon from "@mui/icons-material/ViewColumn";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableSource } from "../../api/table-source.ts";
import { DeferredTooltip } from "../DeferredTooltip.tsx";
import { CsvMenu } from "./CsvMenu.tsx";
import { GroupMenu } from "./GroupMenu.tsx";
import { SortMenu } from "./SortMenu.tsx";
import type { TableActions } from "./state/use-table-state.ts";

export type TableDialog = "filters" | "columns" | "templates";

export interface TableToolbarProps {
  source: DataTableSource;
  columns: Column[];
  columnName(column: Column): string;
  query: TableQuery | null;
  actions: TableActions;
  mobile: boolean;
  singleGroup?: boolean;
  /** templates need a login (SPEC 5): without one the button is not shown */
  templates: boolean;
  onRefresh(): void;
  onOpen(dialog: TableDialog): void;
  children?: ReactNode;
}

export function TableToolbar(props: TableToolbarProps) {
  const { source, columns, columnName, query, actions, mobile, onOpen } = props;
  const { t } = useTranslation();
  return (
    <Box
      role="toolbar"
      aria-label={t("dataTable.toolbar")}
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}
    >
      <DeferredTooltip title={t("dataTable.refresh")}>
        <IconButton aria-label={t("dataTable.refresh")} onClick={props.onRefresh}>
          <RefreshIcon />
        </IconButton>
      </DeferredTooltip>
      <Button startIcon={<FilterAltIcon />} aria-haspopup="dialog" onClick={() => onOpen("filters")}>
        {t("dataTable.filter.button")}
      </Button>
      <Button startIcon={<ViewColumnIcon />} aria-haspopup="dialog" onClick={() => onOpen("columns")}>
        {t("dataTable.columns.button")}
      </Button>
      {mobile && <SortMenu columns={columns} columnName={columnName} onSort={actions.toggleSort} />}
      <GroupMenu
        columns={columns}
        columnName={columnName}
        single={props.singleGroup}
        onChange={actions.setGroups}
      />
      {props.templates && (
        <Button startIcon={<BookmarksIcon />} aria-haspopup="dialog" onClick={() => onOpen("templates")}>
          {t("dataTable.templates.button")}
        </Button>
      )}
      {source.fetchCsv && <CsvMenu fetchCsv={source.fetchCsv} query={query} />}
      <Box sx={{ flexGrow: 1 }} />
      {props.children}
    </Box>
  );
}

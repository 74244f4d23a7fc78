import { type Column, isFilterActive, SKELETON_ROWS } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { tableErrorMessage } from "../../api/error-message.ts";
import { tableQueryKey } from "../../api/table-source.ts";
import { useSession } from "../../auth/session-context.ts";
import { lazyExport } from "../lazy-export.ts";
import { visuallyHidden } from "../visually-hidden.ts";
import { CardList } from "./CardList.tsx";
import { useColumnName } from "./column-name.ts";
import { Loading } from "./lazy.tsx";
import { RecordTable } from "./RecordTable.tsx";
import { sortOrderOf } from "./state/snapshot.ts";
import { templateColumns, useTableState } from "./state/use-table-state.ts";
import { TablePager } from "./TablePager.tsx";
import { type TableDialog, TableToolbar } from "./TableToolbar.tsx";
import type { DataTableProps } from "./types.ts";
import { useTablePage } from "./use-table-page.ts";

// What a table shows only on demand loads on demand: its dialogs, the filter popover and the grouped
// view (with its chart), so that a page's first table costs only the table (issue 17).
const ColumnsDialog = lazyExport(() => import("./columns/ColumnsDialog.tsx").then((m) => m.ColumnsDialog));
const ColumnFilterPopover = lazyExport(() =>
  import("./filters/ColumnFilterPopover.tsx").then((m) => m.ColumnFilterPopover),
);
const FilterDialog = lazyExport(() => import("./filters/FilterDialog.tsx").then((m) => m.FilterDialog));
const GroupView = lazyExport(() => import("./groups/GroupView.tsx").then((m) => m.GroupView));
const TemplatesDialog = lazyExport(() =>
  import("./templates/TemplatesDialog.tsx").then((m) => m.TemplatesDialog),
);
// Filter chips (with the date formatting their texts need) exist only with a filter, the refresh bar
// only while a page reloads.
const FilterChips = lazyExport(() => import("./FilterChips.tsx").then((m) => m.FilterChips));
const LinearProgress = lazy(() => import("@mui/material/LinearProgress"));

/**
 * The one list component of the app (SPEC 2.3), fed by the table protocol through `source`:
 * column filters and the filter dialog, sorting, paging, column order and visibility, grouping
 * (which locks the table, see GroupView) with its chart, templates, CSV export, filter chips,
 * and the state mirrored in the URL hash and local storage.
 */
export function DataTable({
  source,
  label,
  toolbar,
  renderCell,
  singleGroup,
  syncHash = true,
  skeletonRows = SKELETON_ROWS,
}: DataTableProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // No server render to match: read the screen from the first render on, as AppLayout does.
  const mobile = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const queryClient = useQueryClient();
  const { person } = useSession();
  const columnName = useColumnName();
  const { defaults, state, paging, tableStateError, actions } = useTableState(source, syncHash);
  const { query, page } = useTablePage(source, state);
  const [dialog, setDialog] = useState<TableDialog | null>(null);
  const [filterAt, setFilterAt] = useState<{ column: Column; anchor: HTMLElement } | null>(null);

  const columns = state?.columns ?? [];
  const filtered = columns.filter((c) => isFilterActive(c.options.filter.value));
  const visible = columns.filter((c) => c.options.display.visibility);
  const locked = columns.some((c) => c.options.group.grouped);
  const nameOf = (id: string) => {
    const column = columns.find((c) => c.id === id);
    return column ? columnName(column) : undefined;
  };
  const error = tableStateError ?? page.error;
  const message = error ? tableErrorMessage(error, t, nameOf) : "";
  const failed = Boolean(error);
  // A grouped table waits for its own answer: the previous (ungrouped) page has no groups.
  const loading = !failed && (state === null || page.isPending || (locked && page.isPlaceholderData));
  // After a failed load the alert alone speaks: no rows of an earlier load, no empty-list text.
  // Rows that arrive are rendered as a transition: a page of cards or rows with their actions is the
  // largest piece of work a list does, and this way React renders it in slices between which the page
  // answers input (issue 17: total blocking time); until then the skeleton or the earlier rows stay.
  const arrived = useDeferredValue(page.data?.records.content);
  const rows = loading ? undefined : failed ? [] : arrived;
  const close = () => setDialog(null);

  return (
    <Box component="section" aria-label={label}>
      <TableToolbar
        source={source}
        columns={columns}
        columnName={columnName}
        query={query}
        actions={actions}
        mobile={mobile}
        singleGroup={singleGroup}
        templates={Boolean(source.templateType && person)}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: tableQueryKey(source.id) })}
        onOpen={setDialog}
      >
        {toolbar}
      </TableToolbar>
      {filtered.length > 0 && (
        <Suspense fallback={null}>
          <FilterChips
            columns={filtered}
            columnName={columnName}
            onRemove={(id) => actions.setFilters({ [id]: null })}
          />
        </Suspense>
      )}
      {message && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {message}
        </Alert>
      )}
      <Box role="status" sx={visuallyHidden}>
        {loading || page.isFetching ? t("app.loading") : ""}
      </Box>
      <Box sx={{ height: 4 }}>
        {page.isFetching && !loading && (
          <Suspense fallback={null}>
            <LinearProgress aria-hidden />
          </Suspense>
        )}
      </Box>
      {locked && page.data && !loading && !failed ? (
        <Loading>
          <GroupView
            label={label}
            columns={columns}
            columnName={columnName}
            groups={page.data.groups ?? []}
            limited={page.data.groupsLimited === true}
          />
        </Loading>
      ) : mobile ? (
        <CardList
          label={label}
          columns={visible}
          columnName={columnName}
          rows={rows}
          failed={failed}
          renderCell={renderCell}
        />
      ) : (
        <RecordTable
          label={label}
          columns={visible}
          columnName={columnName}
          rows={rows}
          failed={failed}
          size={state?.size ?? paging.defaultSize}
          skeletonRows={skeletonRows}
          renderCell={renderCell}
          sortOrder={sortOrderOf(columns)}
          onSort={actions.toggleSort}
          onOpenFilter={(column, anchor) => setFilterAt({ column, anchor })}
        />
      )}
      {/* only with the rows of a first page: appearing once, it never moves below rows that replace the
          skeleton */}
      {state && !locked && page.data && rows && (
        <TablePager
          count={page.data.records.totalElements}
          page={state.page}
          size={state.size}
          sizes={paging.sizes}
          onPage={actions.setPage}
          onSize={actions.setSize}
        />
      )}
      <Suspense fallback={null}>
        {filterAt && (
          <ColumnFilterPopover
            column={filterAt.column}
            name={columnName(filterAt.column)}
            anchor={filterAt.anchor}
            onApply={(id, value) => actions.setFilters({ [id]: value })}
            onClose={() => setFilterAt(null)}
          />
        )}
        {dialog === "filters" && (
          <FilterDialog
            columns={columns}
            columnName={columnName}
            onApply={actions.setFilters}
            onClose={close}
          />
        )}
        {dialog === "columns" && defaults && (
          <ColumnsDialog
            columns={columns}
            defaults={defaults}
            columnName={columnName}
            onApply={actions.setColumns}
            onClose={close}
          />
        )}
        {dialog === "templates" && source.templateType && defaults && (
          <TemplatesDialog
            type={source.templateType}
            columns={columns}
            onApply={(template) => actions.setColumns(templateColumns(defaults, template))}
            onClose={close}
          />
        )}
      </Suspense>
    </Box>
  );
}

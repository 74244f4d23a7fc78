import type { TableQuery } from "@erhdb/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DataTableSource, tableQueryKey } from "../../api/table-source.ts";
import type { TableViewState } from "./state/hash-codec.ts";

/** The query of the table protocol: page, size and every column in display order. */
export function toTableQuery(state: TableViewState): TableQuery {
  return { page: state.page, size: state.size, columns: state.columns };
}

/**
 * One page of records. A new query supersedes the running one: TanStack Query aborts the old
 * request's signal when its query loses its last observer, so only the latest answer shows.
 * The previous page stays visible while the next one loads.
 */
export function useTablePage(source: DataTableSource, state: TableViewState | null) {
  const { i18n } = useTranslation();
  const query = useMemo(() => (state ? toTableQuery(state) : null), [state]);
  const page = useQuery({
    // cells carry labels in the caller's language
    queryKey: [...tableQueryKey(source.id), i18n.language, query],
    queryFn: ({ signal }) => source.fetchPage(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  return { query, page };
}

import {
  type Column,
  type FilterValue,
  STANDARD_PAGING,
  type TablePaging,
  type TableTemplate,
} from "@erhdb/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { DataTableSource } from "../../../api/table-source.ts";
import { useSession } from "../../../auth/session-context.ts";
import { readStorage, writeStorage } from "../../../lib/storage.ts";
import { useTemplates } from "../templates/templates-api.ts";
import { decodeViewState, encodeViewState, type TableViewState } from "./hash-codec.ts";
import { readPageSize, tableStateStorageKey, writePageSize } from "./page-size.ts";
import { tableReducer } from "./reducer.ts";
import { applySnapshot, snapshotOf } from "./snapshot.ts";

function fromText(text: string, defaults: readonly Column[], paging: TablePaging): TableViewState | null {
  const decoded = decodeViewState(text, defaults, paging);
  if (!decoded) return null;
  return { columns: decoded.columns, page: decoded.page ?? 0, size: decoded.size ?? readPageSize(paging) };
}

function defaultState(defaults: readonly Column[], paging: TablePaging): TableViewState {
  return { columns: [...defaults], page: 0, size: readPageSize(paging) };
}

export function templateColumns(defaults: readonly Column[], template: TableTemplate): Column[] {
  return applySnapshot(defaults, snapshotOf(template.columns));
}

/** The address's hash without its "#". */
const addressHash = () => window.location.hash.replace(/^#/, "");

/** Writes the hash and remembers it as the one the table knows (useTableState's `known`). */
function writeHash(text: string, known: { current: string }): void {
  known.current = text;
  const { pathname, search } = window.location;
  if (addressHash() === text) return;
  // replaceState: the table's state is no navigation step of its own (Back leaves the page).
  window.history.replaceState(window.history.state, "", `${pathname}${search}${text ? `#${text}` : ""}`);
}

/**
 * The table's state and where it comes from. On open: the URL hash if it holds a valid state,
 * else the user's default template, else the table's last state in local storage, else the
 * server's defaults. Every change goes back to the hash and to local storage; an edited hash is read
 * again (an invalid one is ignored), whether it came with a hashchange or with a navigation of the
 * router, which fires none (a search hit on the page it is on).
 */
export function useTableState(source: DataTableSource, syncHash: boolean) {
  const paging = source.paging ?? STANDARD_PAGING;
  const { person, status } = useSession();
  const location = useLocation();
  const { i18n } = useTranslation();
  // The server names choices in the caller's language, so each language has its own tablestate.
  const tableState = useQuery({
    queryKey: ["tablestate", source.id, i18n.language],
    queryFn: ({ signal }) => source.fetchTableState(signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const defaults = tableState.data?.columns;
  // The hash the table opens with: it may still change while the columns load (a link followed, an
  // address edited), and the newest one must win over the one seen at mount.
  const [openingHash, setOpeningHash] = useState(() => (syncHash ? addressHash() : ""));
  const hashState = useMemo(
    () => (defaults ? fromText(openingHash, defaults, paging) : null),
    [defaults, openingHash, paging],
  );
  const sessionSettled = status !== "validating" && status !== "fetching";
  const wantsTemplate = Boolean(source.templateType && person && defaults && !hashState);
  const templates = useTemplates(source.templateType, wantsTemplate);
  const [state, dispatch] = useReducer(tableReducer, null);
  const stateRef = useRef(state);
  stateRef.current = state;
  // The hash the table last read or wrote. An address that differs holds an edit the table has not read
  // yet: its hashchange comes as a task of its own, after whatever runs first (another language's columns
  // arriving, a click), and a navigation of the router fires none. Such an edit is read, never overwritten.
  const known = useRef(syncHash ? addressHash() : "");
  const readAddress = useRef(() => {});
  readAddress.current = () => {
    const text = addressHash();
    if (text === known.current) return;
    known.current = text;
    const current = stateRef.current;
    // before the table has a state, the edit becomes the hash it opens with
    if (!current || !defaults) return setOpeningHash(text);
    const next = text === "" ? defaultState(defaults, paging) : fromText(text, defaults, paging);
    if (next) dispatch({ type: "replace", state: next });
    // An invalid hash is ignored; the address shows the state that is in effect again.
    else writeHash(encodeViewState(current, defaults, readPageSize(paging)), known);
  };

  useEffect(() => {
    // New defaults after the first (another language): the state is laid over them again, so
    // dropdown filters show the choices' new display texts (before the first state, nothing to do).
    if (defaults) dispatch({ type: "relabel", defaults });
  }, [defaults]);

  useEffect(() => {
    if (stateRef.current || !defaults || !sessionSettled) return;
    if (wantsTemplate && !templates.isSuccess && !templates.isError) return;
    const template = templates.data?.find((t) => t.defaultTemplate);
    const initial =
      hashState ??
      (template
        ? { ...defaultState(defaults, paging), columns: templateColumns(defaults, template) }
        : null) ??
      fromText(readStorage(tableStateStorageKey(source.id)) ?? "", defaults, paging) ??
      defaultState(defaults, paging);
    dispatch({ type: "replace", state: initial });
  }, [defaults, sessionSettled, wantsTemplate, templates, hashState, source.id, paging]);

  useEffect(() => {
    if (!state || !defaults) return;
    const text = encodeViewState(state, defaults, readPageSize(paging));
    writeStorage(tableStateStorageKey(source.id), text);
    if (!syncHash) return;
    if (addressHash() === known.current) writeHash(text, known);
    else readAddress.current();
  }, [state, defaults, syncHash, source.id, paging]);

  useEffect(() => {
    if (!syncHash) return;
    const onHashChange = () => readAddress.current();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [syncHash]);

  // A navigation of the router (a link or a search hit to this page with a hash) fires no hashchange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is what triggers the reading
  useEffect(() => {
    if (syncHash) readAddress.current();
  }, [syncHash, location]);

  const actions = useMemo(
    () => ({
      setFilters: (filters: Record<string, FilterValue | null>) => dispatch({ type: "filter", filters }),
      /** sorts by the column alone, or with `add` makes it a further sort key (decision 38) */
      toggleSort: (id: string, add = false) => dispatch({ type: "sort", id, add }),
      setGroups: (ids: readonly string[]) => dispatch({ type: "group", ids }),
      setColumns: (columns: Column[]) => dispatch({ type: "columns", columns }),
      setPage: (page: number) => dispatch({ type: "page", page }),
      setSize: (size: number) => {
        writePageSize(size);
        dispatch({ type: "size", size });
      },
    }),
    [],
  );

  return { defaults, state, paging, tableStateError: tableState.error, actions };
}

export type TableActions = ReturnType<typeof useTableState>["actions"];

import { type Column, chooseSort, type FilterValue } from "@erhdb/domain";
import type { TableViewState } from "./hash-codec.ts";
import { applySnapshot, snapshotOf, sortOrderOf, withOptions, withSortOrder } from "./snapshot.ts";

export type TableAction =
  | { type: "replace"; state: TableViewState }
  /** new default columns (another language): the state is laid over them, page and size kept */
  | { type: "relabel"; defaults: readonly Column[] }
  | { type: "filter"; filters: Record<string, FilterValue | null> }
  /** a click on a column head: `add` (Shift) makes the column a further key instead of the only one */
  | { type: "sort"; id: string; add: boolean }
  | { type: "group"; ids: readonly string[] }
  | { type: "columns"; columns: Column[] }
  | { type: "page"; page: number }
  | { type: "size"; size: number };

/**
 * Every change of the table's state. SPEC 2.3: a filter change resets the page to 0; so does
 * every other change that reshapes the result (sort, groups, page size, another column set).
 */
export function tableReducer(state: TableViewState | null, action: TableAction): TableViewState | null {
  if (action.type === "replace") return action.state;
  if (!state) return state;
  switch (action.type) {
    case "filter":
      return {
        ...state,
        page: 0,
        columns: state.columns.map((c) =>
          Object.hasOwn(action.filters, c.id)
            ? withOptions(c, { filter: { ...c.options.filter, value: action.filters[c.id] ?? null } })
            : c,
        ),
      };
    case "sort":
      return {
        ...state,
        page: 0,
        columns: withSortOrder(state.columns, chooseSort(sortOrderOf(state.columns), action.id, action.add)),
      };
    case "group":
      return {
        ...state,
        page: 0,
        columns: state.columns.map((c) =>
          withOptions(c, { group: { ...c.options.group, grouped: action.ids.includes(c.id) } }),
        ),
      };
    case "relabel":
      // In the reducer, not from the last render's state: a change dispatched meanwhile (an address
      // edited while the other language's columns arrived) is relabelled too, never undone.
      return { ...state, columns: applySnapshot(action.defaults, snapshotOf(state.columns)) };
    case "columns":
      return { ...state, page: 0, columns: action.columns };
    case "page":
      return { ...state, page: action.page };
    case "size":
      return { ...state, page: 0, size: action.size };
  }
}

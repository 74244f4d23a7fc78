import { nextSortDirection, type SortDirection } from "./protocol.ts";

/**
 * A column's sort as the table protocol carries it (`options.sort`): its direction and, optionally, its
 * rank among the sort keys, 1 for the first (decision 38).
 */
export interface ColumnSort {
  direction: SortDirection;
  priority?: number | undefined;
}

/** One key of a table's order: a column and its direction. */
export interface SortEntry {
  id: string;
  direction: "asc" | "desc";
}

/**
 * The sorted columns in the order their keys apply (decision 38): the ranked ones by their priority,
 * then the ones without a priority (clients that send only a direction per column) in column order; of
 * equal priorities the earlier column comes first. Columns whose direction is `none` are left out.
 */
export function sortPrecedence<T>(columns: readonly T[], sortOf: (column: T) => ColumnSort): T[] {
  return columns
    .map((column, index) => ({ column, index, sort: sortOf(column) }))
    .filter(({ sort }) => sort.direction !== "none")
    .sort(
      (a, b) =>
        (a.sort.priority ?? Number.POSITIVE_INFINITY) - (b.sort.priority ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ column }) => column);
}

/**
 * A click on a column head (decision 38). A plain click sorts by that column alone, its direction one
 * step further in the sort cycle (none → asc → desc → none) from where it stood. With `add` (Shift),
 * an unsorted column joins as the last key, ascending, and a sorted one moves on in the cycle in its
 * place, leaving the order when it reaches none.
 */
export function chooseSort(order: readonly SortEntry[], id: string, add: boolean): SortEntry[] {
  const current = order.find((entry) => entry.id === id);
  const next = nextSortDirection(current?.direction ?? "none");
  if (next === "none") return add ? order.filter((entry) => entry.id !== id) : [];
  const chosen: SortEntry = { id, direction: next };
  if (!add) return [chosen];
  return current ? order.map((entry) => (entry.id === id ? chosen : entry)) : [...order, chosen];
}

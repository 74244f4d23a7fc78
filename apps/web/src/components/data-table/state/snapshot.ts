import {
  type Column,
  type FilterValue,
  keepKnownChoices,
  readDateRangeFilter,
  type SortEntry,
  sortPrecedence,
} from "@erhdb/domain";

/**
 * The user's changes to a table's columns: order, visibility, sorts, filters, groups. The URL
 * hash, local storage and saved templates all carry one; `applySnapshot` lays it over the
 * server's default columns. A field left out keeps the defaults; unknown column ids are skipped so
 * an old bookmark survives a new column set.
 */
export interface Snapshot {
  order?: string[];
  hidden?: string[];
  /** every sorted column, in the order its keys apply; a column not listed is unsorted */
  sorts?: SortEntry[];
  /** a listed column with null is explicitly unfiltered; an unlisted one keeps its default */
  filters?: Record<string, FilterValue | null>;
  groups?: string[];
}

/**
 * The table's sort keys in the order they apply (decision 38): the one state the header arrows, their
 * ranks, the hash and the query all show.
 */
export function sortOrderOf(columns: readonly Column[]): SortEntry[] {
  return sortPrecedence(columns, (c) => c.options.sort).map((c) => ({
    id: c.id,
    direction: c.options.sort.direction === "desc" ? "desc" : "asc",
  }));
}

/**
 * The columns sorted by `order` and nothing else: each listed column that can sort gets its direction
 * and its rank (1 first), every other column none and no rank. A column listed twice counts once.
 */
export function withSortOrder(columns: readonly Column[], order: readonly SortEntry[]): Column[] {
  const canSort = new Set(columns.filter((c) => c.options.sort.sortable).map((c) => c.id));
  const ranked = order.filter(
    (entry, i) => canSort.has(entry.id) && order.findIndex((e) => e.id === entry.id) === i,
  );
  return columns.map((column) => {
    const at = ranked.findIndex((entry) => entry.id === column.id);
    const { sortable } = column.options.sort;
    const entry = ranked[at];
    return withOptions(column, {
      sort: entry
        ? { sortable, direction: entry.direction, priority: at + 1 }
        : { sortable, direction: "none" },
    });
  });
}

export function snapshotOf(columns: readonly Column[]): Required<Snapshot> {
  const filters: Record<string, FilterValue | null> = {};
  for (const c of columns) filters[c.id] = c.options.filter.value;
  return {
    order: columns.map((c) => c.id),
    hidden: columns.filter((c) => !c.options.display.visibility).map((c) => c.id),
    sorts: sortOrderOf(columns),
    filters,
    groups: columns.filter((c) => c.options.group.grouped).map((c) => c.id),
  };
}

export function applySnapshot(defaults: readonly Column[], snapshot: Snapshot): Column[] {
  const byId = new Map(defaults.map((c) => [c.id, c]));
  const ordered = [
    ...(snapshot.order ?? []).filter((id, i, all) => byId.has(id) && all.indexOf(id) === i),
    ...defaults.map((c) => c.id).filter((id) => !snapshot.order?.includes(id)),
  ].map((id) => byId.get(id)!);
  const columns = ordered.map((column) => applyToColumn(column, snapshot));
  return snapshot.sorts ? withSortOrder(columns, snapshot.sorts) : columns;
}

function applyToColumn(column: Column, snapshot: Snapshot): Column {
  const { options } = column;
  const visibility = snapshot.hidden ? !snapshot.hidden.includes(column.id) : options.display.visibility;
  const grouped =
    snapshot.groups && options.group.groupable ? snapshot.groups.includes(column.id) : options.group.grouped;
  let value = options.filter.value;
  if (snapshot.filters && options.filter.filterable && Object.hasOwn(snapshot.filters, column.id)) {
    value = fitFilter(column, snapshot.filters[column.id] ?? null);
  }
  return withOptions(column, {
    display: { visibility },
    group: { ...options.group, grouped },
    filter: { ...options.filter, value },
  });
}

/** A filter value of the column's kind, or null when it does not fit (a stale or edited hash). */
export function fitFilter(column: Column, value: FilterValue | null): FilterValue | null {
  if (value === null) return null;
  switch (column.type) {
    case "text":
    case "number":
      return typeof value === "string" ? value : null;
    case "dropdown":
      return Array.isArray(value) ? keepKnownChoices(value, column.options.filter.choices) : null;
    case "date":
    case "month":
      return readDateRangeFilter(value);
    default:
      return null;
  }
}

export function withOptions(column: Column, options: Partial<Column["options"]>): Column {
  return { ...column, options: { ...column.options, ...options } };
}

import {
  type Column,
  DATE_FILTER_VARIANTS,
  type DateFilterVariant,
  type DateRangeFilter,
  dateFilterProblem,
  type FilterValue,
  lastNUnitOf,
  offersPageSize,
  type SortEntry,
  STANDARD_PAGING,
  type TablePaging,
  textFilterError,
} from "@erhdb/domain";
import { applySnapshot, type Snapshot, snapshotOf } from "./snapshot.ts";

/** What the table shows: the columns with their state, and the page. */
export interface TableViewState {
  columns: Column[];
  page: number;
  size: number;
}

/**
 * The table state as a URL hash, readable and editable by hand, e.g.
 * `#sort=evas:asc&f.period=01,03&f.closing=LAST_N_MONTHS~6&page=2` (the sort keys in the order they apply).
 * Only what differs from the server's defaults is written, so an untouched table has no hash.
 * Separators `,` `:` `~` stay literal; every value inside them is percent-encoded.
 */
export function encodeViewState(
  state: TableViewState,
  defaults: readonly Column[],
  baseSize: number,
): string {
  const now = snapshotOf(state.columns);
  const before = snapshotOf(defaults);
  const params: string[] = [];
  const list = (ids: readonly string[]) => ids.map(encodeURIComponent).join(",");
  if (list(now.order) !== list(before.order)) params.push(`order=${list(now.order)}`);
  if (list(now.hidden) !== list(before.hidden)) params.push(`hide=${list(now.hidden)}`);
  // the sort keys in the order they apply (decision 38): `sort=bzr:asc,erhebungsid:asc` sorts by bzr first
  const sorts = (order: readonly SortEntry[]) =>
    order.map(({ id, direction }) => `${encodeURIComponent(id)}:${direction}`).join(",");
  if (sorts(now.sorts) !== sorts(before.sorts)) params.push(`sort=${sorts(now.sorts)}`);
  if (list(now.groups) !== list(before.groups)) params.push(`group=${list(now.groups)}`);
  for (const column of state.columns) {
    const wire = encodeFilter(column.options.filter.value);
    const original = defaults.find((c) => c.id === column.id)?.options.filter.value ?? null;
    if (wire !== encodeFilter(original)) params.push(`f.${column.id}=${wire}`);
  }
  if (state.page > 0) params.push(`page=${state.page}`);
  if (state.size !== baseSize) params.push(`size=${state.size}`);
  return params.join("&");
}

export interface DecodedViewState {
  columns: Column[];
  page?: number;
  size?: number;
}

/** The state a hash describes, or null when it is empty or malformed (then the caller keeps its own). */
export function decodeViewState(
  hash: string,
  defaults: readonly Column[],
  paging: TablePaging = STANDARD_PAGING,
): DecodedViewState | null {
  const text = hash.replace(/^#/, "");
  if (text === "") return null;
  const snapshot: Snapshot = {};
  const decoded: Omit<DecodedViewState, "columns"> = {};
  try {
    for (const part of text.split("&")) {
      const eq = part.indexOf("=");
      if (eq < 1) return null;
      const name = part.slice(0, eq);
      const value = part.slice(eq + 1);
      if (!readParam(name, value, snapshot, decoded, defaults, paging)) return null;
    }
  } catch {
    // a broken percent-escape (decodeURIComponent throws URIError)
    return null;
  }
  return { columns: applySnapshot(defaults, snapshot), ...decoded };
}

function readParam(
  name: string,
  value: string,
  snapshot: Snapshot,
  decoded: Omit<DecodedViewState, "columns">,
  defaults: readonly Column[],
  paging: TablePaging,
): boolean {
  const items = value === "" ? [] : value.split(",").map(decodeURIComponent);
  switch (name) {
    case "order":
      snapshot.order = items;
      return true;
    case "hide":
      snapshot.hidden = items;
      return true;
    case "group":
      snapshot.groups = items;
      return true;
    case "sort": {
      const sorts: SortEntry[] = [];
      for (const item of items) {
        const [id, direction, ...rest] = item.split(":");
        if (!id || (direction !== "asc" && direction !== "desc") || rest.length > 0) return false;
        // a column named twice leaves its rank open to doubt
        if (sorts.some((entry) => entry.id === id)) return false;
        sorts.push({ id, direction });
      }
      snapshot.sorts = sorts;
      return true;
    }
    case "page": {
      const page = Number(value);
      if (!/^\d{1,7}$/.test(value) || !Number.isSafeInteger(page)) return false;
      decoded.page = page;
      return true;
    }
    case "size": {
      const size = Number(value);
      if (!/^-?\d{1,4}$/.test(value) || !offersPageSize(paging, size)) return false;
      decoded.size = size;
      return true;
    }
  }
  if (!name.startsWith("f.")) return false;
  const column = defaults.find((c) => c.id === name.slice(2));
  // A column that no longer exists is skipped, not fatal: old bookmarks keep working.
  if (!column) return true;
  const filter = decodeFilter(column, value);
  if (filter === undefined) return false;
  snapshot.filters = { ...snapshot.filters, [column.id]: filter };
  return true;
}

export function encodeFilter(value: FilterValue | null): string {
  if (value === null) return "";
  if (typeof value === "string") return encodeURIComponent(value);
  if (Array.isArray(value)) return value.map((c) => encodeURIComponent(c.key)).join(",");
  const by = value.granularity === "month" ? "month~" : "";
  if (value.variant === "CUSTOM") return `${by}CUSTOM~${value.fromDate ?? ""}~${value.toDate ?? ""}`;
  if (lastNUnitOf(value.variant)) return `${by}${value.variant}~${value.lastN ?? 1}`;
  return `${by}${value.variant}`;
}

/** The filter of a hash value; undefined when it is malformed for the column's type. */
function decodeFilter(column: Column, wire: string): FilterValue | null | undefined {
  if (wire === "") return null;
  switch (column.type) {
    case "text":
    case "number": {
      // The text filter refuses what the column's pattern rejects; a hand-edited hash is no way round it.
      const text = decodeURIComponent(wire);
      return textFilterError(column.options.filter, text) === null ? text : undefined;
    }
    case "dropdown":
      return wire.split(",").map((k) => {
        const key = decodeURIComponent(k);
        return { key, value: key, display: key };
      });
    case "date":
    case "month":
      return decodeDateFilter(column, wire);
    default:
      return undefined;
  }
}

/**
 * `[month~]VARIANT[~lastN | ~from~to]`, held to what the date filter itself offers (the domain's
 * dateFilterProblem), as the server holds a query to it.
 */
function decodeDateFilter(column: Column, wire: string): FilterValue | undefined {
  const parts = wire.split("~");
  const month = parts[0] === "month" ? parts.shift() !== undefined : false;
  const [variant, a = "", b = ""] = parts;
  if (!(DATE_FILTER_VARIANTS as readonly string[]).includes(variant ?? "")) return undefined;
  const v = variant as DateFilterVariant;
  const by = month ? { granularity: "month" as const } : {};
  const filter: DateRangeFilter =
    v === "CUSTOM"
      ? { variant: v, fromDate: a || null, toDate: b || null, ...by }
      : lastNUnitOf(v)
        ? { variant: v, lastN: Number(a), ...by }
        : { variant: v, ...by };
  return dateFilterProblem(column.type, filter) === null ? filter : undefined;
}

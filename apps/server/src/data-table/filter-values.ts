import type { DateRangeFilter, FilterValue } from "@erhdb/domain";
import { dateFilterProblem, filterGranularity, isFilterActive, resolveDateFilter } from "@erhdb/domain";
import { queryProblem } from "./problems.ts";
import type { ColumnDeclaration, FilterDeclaration, TableContext } from "./types.ts";

/** A filter checked against its column's declaration, ready to become SQL. */
export type ResolvedFilter =
  | { kind: "text"; text: string }
  | { kind: "keys"; keys: string[] }
  /** inclusive ISO days in Berlin; an open end is null */
  | { kind: "range"; from: string | null; to: string | null }
  | { kind: "number"; value: number };

/**
 * Checks a column's filter value against the declaration: the value's shape must fit the filter
 * kind, dropdown keys must be among the choices, text must match the pattern, dates must exist and
 * lie within the bounds of SPEC 9, a date filter's variant and count must be among those it offers.
 * An empty value (null, blank text, no keys, ALL) filters nothing.
 */
export async function resolveFilter(
  column: ColumnDeclaration,
  value: FilterValue | null | undefined,
  context: TableContext,
): Promise<ResolvedFilter | null> {
  if (!isFilterActive(value) || value == null) return null;
  const filter = column.filter;
  const fail = (problem: Parameters<typeof queryProblem>[0]) => queryProblem(problem, column.id);
  if (!filter) throw fail("notFilterable");
  switch (filter.kind) {
    case "text":
      if (typeof value !== "string") throw fail("filterShape");
      return resolveText(filter, value, fail);
    case "dropdown": {
      if (!Array.isArray(value)) throw fail("filterShape");
      const known = new Set((await filter.choices(context)).map((c) => c.key));
      const keys = [...new Set(value.map((v) => v.key))];
      if (keys.some((k) => !known.has(k))) throw fail("unknownChoice");
      return { kind: "keys", keys };
    }
    case "date": {
      if (typeof value !== "object" || Array.isArray(value)) throw fail("filterShape");
      return resolveRange(column, value, context.now, fail);
    }
    case "number": {
      if (typeof value !== "string") throw fail("filterShape");
      const text = value.trim().replace(",", ".");
      const n = Number(text);
      if (!/^[+-]?\d+(\.\d+)?$/.test(text) || !Number.isFinite(n)) throw fail("badNumber");
      if (filter.integer && !Number.isInteger(n)) throw fail("notInteger");
      if (n < filter.min || n > filter.max) throw fail("numberOutOfRange");
      return { kind: "number", value: n };
    }
  }
}

type Fail = (problem: Parameters<typeof queryProblem>[0]) => Error;

function resolveText(
  filter: Extract<FilterDeclaration, { kind: "text" }>,
  value: string,
  fail: Fail,
): ResolvedFilter | null {
  const text = value.trim();
  // PostgreSQL text cannot hold NUL; refused here so the database never sees it.
  if (text.includes("\u0000")) throw fail("filterShape");
  if (filter.pattern && !new RegExp(filter.pattern, "u").test(text)) throw fail("patternMismatch");
  return text === "" ? null : { kind: "text", text };
}

function resolveRange(
  column: ColumnDeclaration,
  value: DateRangeFilter,
  now: Date,
  fail: Fail,
): ResolvedFilter | null {
  const problem = dateFilterProblem(column.type, value);
  if (problem) throw fail(problem);
  const range = resolveDateFilter(value, now, filterGranularity(column.type, value));
  if (range.from === null && range.to === null) return null;
  return { kind: "range", ...range };
}

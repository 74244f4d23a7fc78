import { TIME_ZONE } from "@erhdb/domain";
import { sql } from "kysely";
import type { ResolvedColumn } from "./resolve-columns.ts";
import type { Sql } from "./types.ts";

// Only this constant is ever inlined: it comes from the code, never from a request.
const ZONE = sql.lit(TIME_ZONE);

/** Escapes the LIKE wildcards, so the caller's `%`, `_` and `\` are plain characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive contains; one pattern parameter, so a trigram GIN index on `expr` is used. */
export function containsCondition(expr: Sql, text: string): Sql {
  return sql`${expr} ILIKE ${`%${escapeLike(text)}%`}`;
}

/** Starts with `text` (case-sensitive, for codes). */
export function prefixCondition(expr: Sql, text: string): Sql {
  return sql`${expr} LIKE ${`${escapeLike(text)}%`}`;
}

/** Any of the values; untyped parameters take the column's type, so its index stays usable. */
export function anyOfCondition(expr: Sql, values: readonly (string | number)[]): Sql {
  if (values.length === 0) return sql`false`;
  return sql`${expr} IN (${sql.join(values)})`;
}

/**
 * A range of Berlin days. A timestamptz is compared with the start of `from` and the start of the
 * day after `to`, both in Berlin, and a date column directly; so the column's index stays usable.
 */
export function dayRangeCondition(
  expr: Sql,
  storage: "date" | "timestamptz",
  from: string | null,
  to: string | null,
): Sql {
  const parts: Sql[] = [];
  if (storage === "date") {
    if (from) parts.push(sql`${expr} >= ${from}::date`);
    if (to) parts.push(sql`${expr} <= ${to}::date`);
  } else {
    if (from) parts.push(sql`${expr} >= (${from}::timestamp AT TIME ZONE ${ZONE})`);
    if (to) parts.push(sql`${expr} < ((${to}::date + 1)::timestamp AT TIME ZONE ${ZONE})`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `);
}

/** The SQL condition of one column's filter, or null when it has none. */
export function filterCondition(column: ResolvedColumn): Sql | null {
  const { declaration, filter } = column;
  const kind = declaration.filter;
  if (!filter || !kind) return null;
  const expr = declaration.value;
  switch (filter.kind) {
    case "text":
      if (kind.kind === "text" && kind.where) return kind.where(filter.text);
      return expr ? containsCondition(expr, filter.text) : null;
    case "keys":
      if (kind.kind === "dropdown" && kind.where) return kind.where(filter.keys);
      return expr ? anyOfCondition(expr, filter.keys) : null;
    case "range":
      if (!expr || kind.kind !== "date") return null;
      return dayRangeCondition(expr, kind.storage, filter.from, filter.to);
    case "number":
      return expr ? sql`${expr} = ${filter.value}` : null;
  }
}

/** `WHERE a AND b ...`, or nothing. */
export function whereClause(conditions: readonly (Sql | null)[]): Sql {
  const present = conditions.filter((c): c is Sql => c !== null);
  if (present.length === 0) return sql``;
  return sql`WHERE ${sql.join(
    present.map((c) => sql`(${c})`),
    sql` AND `,
  )}`;
}

import { sortPrecedence } from "@erhdb/domain";
import { sql } from "kysely";
import type { ResolvedColumn } from "./resolve-columns.ts";
import type { Sql, TableDeclaration } from "./types.ts";

export interface SortKey {
  expr: Sql;
  direction: "asc" | "desc";
  /** the expression can be NULL (PostgreSQL sorts NULL last ascending, first descending) */
  nullable: boolean;
}

/**
 * The records' order: grouped columns first (their direction, else ascending), then the sorted
 * columns in the order of their keys (`none` skipped; ranked ones by priority, then the others in
 * column order, decision 38), then the row id as a stable tiebreak in the direction of the last key.
 * A unique column ends the list early: nothing after it can change the order.
 */
export function sortKeys(table: TableDeclaration, columns: readonly ResolvedColumn[]): SortKey[] {
  const grouped = columns.filter((c) => c.grouped);
  const sorted = sortPrecedence(
    columns.filter((c) => !c.grouped),
    (c) => ({ direction: c.sort, priority: c.sortPriority }),
  );
  const keys: SortKey[] = [];
  for (const column of [...grouped, ...sorted]) {
    const { value, nullable = false, unique = false } = column.declaration;
    if (!value) continue;
    keys.push({ expr: value, direction: column.sort === "desc" ? "desc" : "asc", nullable });
    if (unique) return keys;
  }
  // The tiebreak runs the way the last key does, so that one index on (column, row id) serves the
  // column's order both ways (forwards and backwards), with no sort of a large group of equal values.
  keys.push({ expr: table.rowId, direction: keys.at(-1)?.direction ?? "asc", nullable: false });
  return keys;
}

export function orderByClause(keys: readonly SortKey[]): Sql {
  return sql`ORDER BY ${sql.join(keys.map((k) => sql`${k.expr} ${k.direction === "desc" ? sql`DESC` : sql`ASC`}`))}`;
}

/**
 * The rows after the row whose sort keys were `last` (keyset pagination): for some key i, the
 * keys before i are equal and key i comes later. NULL is the largest value, as in ORDER BY.
 * The first key also gets a plain range bound, so that an index on it limits the scan.
 */
export function keysetCondition(keys: readonly SortKey[], last: readonly (string | null)[]): Sql {
  const alternatives: Sql[] = [];
  const equalSoFar: Sql[] = [];
  keys.forEach((key, i) => {
    const value = last[i] ?? null;
    const after = afterCondition(key, value);
    if (after) alternatives.push(sql.join([...equalSoFar, after], sql` AND `));
    equalSoFar.push(value === null ? sql`${key.expr} IS NULL` : sql`${key.expr} = ${value}`);
  });
  const chain = alternatives.length === 0 ? sql`false` : sql.join(alternatives, sql` OR `);
  const bound = firstKeyBound(keys[0], last[0] ?? null);
  return bound ? sql`${bound} AND (${chain})` : sql`(${chain})`;
}

/** Key comes strictly after `value` in the sort order; null when nothing can. */
function afterCondition(key: SortKey, value: string | null): Sql | null {
  if (key.direction === "asc") {
    if (value === null) return null;
    const greater = sql`${key.expr} > ${value}`;
    return key.nullable ? sql`(${greater} OR ${key.expr} IS NULL)` : greater;
  }
  if (value === null) return sql`${key.expr} IS NOT NULL`;
  return sql`${key.expr} < ${value}`;
}

function firstKeyBound(key: SortKey | undefined, value: string | null): Sql | null {
  if (!key) return null;
  if (value === null) return key.direction === "asc" ? sql`${key.expr} IS NULL` : null;
  if (key.direction === "desc") return sql`${key.expr} <= ${value}`;
  return key.nullable ? null : sql`${key.expr} >= ${value}`;
}

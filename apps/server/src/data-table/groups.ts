import { GROUP_LIMIT, type TableGroup } from "@erhdb/domain";
import { sql } from "kysely";
import { alias, cellView, type SqlRow } from "./cells.ts";
import { whereClause } from "./conditions.ts";
import type { ResolvedColumn } from "./resolve-columns.ts";
import type { CellContext, Sql, TableContext, TableDeclaration } from "./types.ts";

const COUNT = "__count";
const measureAlias = (index: number) => `m${index}`;

/**
 * The groups of the filtered rows when columns are grouped: one per combination of the grouped
 * columns' values, ordered by the grouped columns (their sort direction, else ascending), with
 * the row count and the table's measures; `limited` when there were more than GROUP_LIMIT (grouping
 * by several columns multiplies their values: office x period x status are 1,425 combinations).
 * Null when nothing is grouped.
 */
export async function loadGroups(
  table: TableDeclaration,
  columns: readonly ResolvedColumn[],
  conditions: readonly (Sql | null)[],
  context: TableContext,
): Promise<{ groups: TableGroup[]; limited: boolean } | null> {
  const grouped = columns.filter((c) => c.grouped && c.declaration.value);
  if (grouped.length === 0) return null;
  const expressions = grouped.map((c) => c.declaration.value ?? sql`NULL`);
  const measures = Object.entries(table.measures ?? {});
  const select = sql.join([
    ...expressions.map((e, i) => sql`${e} AS ${sql.id(alias(i))}`),
    sql`count(*) AS ${sql.id(COUNT)}`,
    ...measures.map(([, m], i) => sql`${m} AS ${sql.id(measureAlias(i))}`),
  ]);
  const positions = sql.join(expressions.map((_, i) => sql.lit(i + 1)));
  const order = sql.join(
    grouped.map((c, i) => sql`${sql.lit(i + 1)} ${c.sort === "desc" ? sql`DESC` : sql`ASC`}`),
  );
  const { rows } = await sql<SqlRow>`
    SELECT ${select} FROM ${table.from} ${whereClause(conditions)}
    GROUP BY ${positions} ORDER BY ${order} LIMIT ${GROUP_LIMIT + 1}
  `.execute(context.db);
  return {
    groups: rows.slice(0, GROUP_LIMIT).map((row) => toGroup(row, grouped, measures, context)),
    limited: rows.length > GROUP_LIMIT,
  };
}

function toGroup(
  row: SqlRow,
  grouped: readonly ResolvedColumn[],
  measures: readonly [string, Sql][],
  context: CellContext,
): TableGroup {
  const values: Record<string, string> = {};
  grouped.forEach((c, i) => {
    values[c.declaration.id] = cellView(c.declaration, row[alias(i)], context);
  });
  const group: TableGroup = { values, count: Number(row[COUNT]) };
  if (measures.length > 0) {
    group.measures = Object.fromEntries(
      measures.map(([name], i) => [name, Number(row[measureAlias(i)] ?? 0)]),
    );
  }
  return group;
}

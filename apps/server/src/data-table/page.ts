import type { TableAnswer } from "@erhdb/domain";
import { sql } from "kysely";
import { type SqlRow, selectList, toTableRow } from "./cells.ts";
import { filterCondition, whereClause } from "./conditions.ts";
import { loadGroups } from "./groups.ts";
import { orderByClause, sortKeys } from "./ordering.ts";
import type { ResolvedQuery } from "./resolve-query.ts";
import type { Sql, TableContext, TableDeclaration } from "./types.ts";

/** Where the caller's rows are: one condition for the queries, its disjoint parts for the counts. */
export interface Visibility {
  condition: Sql | null;
  parts: readonly Sql[] | null;
}

export function visibilityOf(table: TableDeclaration, context: Pick<TableContext, "person">): Visibility {
  const where = table.where(context.person);
  if (where === null) return { condition: null, parts: null };
  if (!isList(where)) return { condition: where, parts: null };
  const parts = where;
  const condition =
    parts.length === 0
      ? sql`false`
      : sql.join(
          parts.map((p) => sql`(${p})`),
          sql` OR `,
        );
  return { condition, parts };
}

function isList(where: Sql | readonly Sql[]): where is readonly Sql[] {
  return Array.isArray(where);
}

/** The caller's visibility and every column's filter, as the conditions of one WHERE. */
export function queryConditions(
  table: TableDeclaration,
  query: Pick<ResolvedQuery, "columns">,
  context: Pick<TableContext, "person">,
): { visibility: Visibility; filters: Sql[] } {
  return {
    visibility: visibilityOf(table, context),
    filters: query.columns.map(filterCondition).filter((c): c is Sql => c !== null),
  };
}

/** Rows the caller may see that pass the filters: exact, one count per part of the visibility. */
export async function countRows(
  table: TableDeclaration,
  visibility: Visibility,
  filters: readonly Sql[],
  context: TableContext,
): Promise<number> {
  const count = async (condition: Sql | null) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM ${table.from} ${whereClause([condition, ...filters])}
    `.execute(context.db);
    return Number(rows[0]?.n ?? 0);
  };
  if (!visibility.parts) return count(visibility.condition);
  const counts = await Promise.all(visibility.parts.map(count));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The SQL of one page's rows (also for EXPLAIN in measurements). */
export function pageSql(table: TableDeclaration, query: ResolvedQuery, context: TableContext) {
  const { visibility, filters } = queryConditions(table, query, context);
  const visible = query.columns.filter((c) => c.visible).map((c) => c.declaration);
  const limit = query.size === null ? sql`` : sql`LIMIT ${query.size} OFFSET ${query.page * query.size}`;
  return sql<SqlRow>`
    SELECT ${selectList(table, visible, context)} FROM ${table.from} ${whereClause([visibility.condition, ...filters])}
    ${orderByClause(sortKeys(table, query.columns))} ${limit}
  `;
}

/**
 * One page of a table (API.md "Table protocol"): the visible columns' cells of the filtered rows in
 * sort order, the exact number of filtered rows (`totalElements`) and of rows the caller may see
 * (`total`), and the groups when columns are grouped. The queries run side by side.
 */
export async function loadTablePage(
  table: TableDeclaration,
  query: ResolvedQuery,
  context: TableContext,
): Promise<TableAnswer> {
  const { visibility, filters } = queryConditions(table, query, context);
  const visible = query.columns.filter((c) => c.visible).map((c) => c.declaration);
  const page = pageSql(table, query, context).execute(context.db);
  const total = countRows(table, visibility, [], context);
  // without filters the filtered count is the total: one scan saved
  const totalElements = filters.length === 0 ? total : countRows(table, visibility, filters, context);
  const groups = loadGroups(table, query.columns, [visibility.condition, ...filters], context);
  const [{ rows }, totalCount, filteredCount, groupList] = await Promise.all([
    page,
    total,
    totalElements,
    groups,
  ]);
  const answer: TableAnswer = {
    total: totalCount,
    records: { totalElements: filteredCount, content: rows.map((r) => toTableRow(r, visible, context)) },
  };
  if (groupList) {
    answer.groups = groupList.groups;
    if (groupList.limited) answer.groupsLimited = true;
  }
  return answer;
}

import type { TableAnswer } from "@erhdb/domain";
import { sql } from "kysely";
import { type SqlRow, selectList, toTableRow } from "./cells.ts";
import { filterCondition, whereClause } from "./conditions.ts";
import { type CountCache, countCacheOf } from "./count-cache.ts";
import { carryCount, SNAPSHOT } from "./count-journal.ts";
import { DATA_VERSION, readDataVersion, VERSION_COLUMN } from "./data-version.ts";
import { loadGroups } from "./groups.ts";
import { orderByClause, sortKeys } from "./ordering.ts";
import type { ResolvedQuery } from "./resolve-query.ts";
import type { CountJournal, FilterDeclaration, Sql, TableContext, TableDeclaration } from "./types.ts";

/** Where the caller's rows are: one condition for the queries, its disjoint parts for the counts. */
export interface Visibility {
  condition: Sql | null;
  parts: readonly Sql[] | null;
}

export function visibilityOf(table: TableDeclaration, context: Pick<TableContext, "person">): Visibility {
  const where = table.where(context.person);
  if (where === null) return { condition: null, parts: null };
  if (!isList(where)) return { condition: where, parts: null };
  return { condition: oneCondition(where), parts: where };
}

/** A table's `where` as one condition: its parts joined with OR (none: false); null where all rows show. */
export function oneCondition(where: Sql | readonly Sql[] | null): Sql | null {
  if (where === null || !isList(where)) return where;
  return where.length === 0
    ? sql`false`
    : sql.join(
        where.map((p) => sql`(${p})`),
        sql` OR `,
      );
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

/** A filter's condition reads only the row: the engine's own, or a declared one that says so. */
const readsRowOnly = (filter: FilterDeclaration) =>
  !("where" in filter && filter.where) || filter.rowOnly === true;

/** The journal that can carry the counts of this query's filters, if the table has one and they read only the row. */
function journalFor(table: TableDeclaration, query: Pick<ResolvedQuery, "columns">): CountJournal | null {
  const rowOnly = query.columns.every(
    (c) => !c.filter || !c.declaration.filter || readsRowOnly(c.declaration.filter),
  );
  return rowOnly ? (table.countJournal ?? null) : null;
}

/** The conditions of the counts: one per part of the visibility, so that each can use its own index. */
function countConditions(visibility: Visibility, filters: readonly Sql[]): Sql[][] {
  const parts = visibility.parts ?? [visibility.condition];
  return parts.map((part) => [part, ...filters].filter((c): c is Sql => c !== null));
}

/**
 * Rows the caller may see that pass the filters, counted in the database every time: exact, one count
 * per part of the visibility. (What the engine did for every page before decision 15; the benchmark
 * compares with it.)
 */
export async function countRows(
  table: TableDeclaration,
  visibility: Visibility,
  filters: readonly Sql[],
  context: TableContext,
): Promise<number> {
  const counts = await Promise.all(
    countConditions(visibility, filters).map(async (conditions) => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*) AS n FROM ${table.from} ${whereClause(conditions)}
      `.execute(context.db);
      return Number(rows[0]?.n ?? 0);
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * One count statement, with the data version and the snapshot it read; its key is its SQL and
 * parameters; `journal` is set where a journal can carry its count (decision 33).
 */
interface CountStatement {
  key: string;
  sql: Sql;
  conditions: Sql[];
  journal: CountJournal | null;
}

function countStatements(
  table: TableDeclaration,
  visibility: Visibility,
  filters: readonly Sql[],
  context: TableContext,
  journal: CountJournal | null,
): CountStatement[] {
  return countConditions(visibility, filters).map((conditions) => {
    const statement = sql`
      SELECT ${DATA_VERSION} AS version, ${SNAPSHOT} AS snapshot, count(*) AS n
      FROM ${table.from} ${whereClause(conditions)}
    `;
    const compiled = statement.compile(context.db);
    const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    return { key, sql: statement, conditions, journal };
  });
}

/** Counts in the database, or, where a journal holds the writes since a remembered count, carries that. */
async function takeCount(statement: CountStatement, context: TableContext, cache: CountCache) {
  const last = statement.journal ? cache.last(statement.key) : undefined;
  const carried =
    statement.journal && last
      ? await carryCount(context.db, statement.journal, statement.conditions, last)
      : null;
  if (carried) {
    cache.set(statement.key, carried);
    cache.carried++;
    return carried;
  }
  const { rows } = await sql<{ version: string; snapshot: string; n: number }>`${statement.sql}`.execute(
    context.db,
  );
  const row = rows[0];
  if (!row) throw new Error("a count returned no row");
  const taken = { version: row.version, snapshot: row.snapshot, count: Number(row.n) };
  cache.set(statement.key, taken);
  cache.taken++;
  return taken;
}

/**
 * The exact counts of a page (decision 15): a remembered count answers when it was taken under the
 * version the page's own statement read. A count not remembered for the latest version seen starts
 * beside the page instead of after it, so that a first answer takes no longer than the slower of the two
 * (such a count is exact for its own snapshot, as the page is for its own).
 */
async function pageCounts(
  statements: readonly CountStatement[],
  pageVersion: Promise<string>,
  context: TableContext,
): Promise<Map<string, number>> {
  const cache = countCacheOf(context.db);
  const beside = new Map(
    statements.filter((s) => !cache.hasLatest(s.key)).map((s) => [s.key, takeCount(s, context, cache)]),
  );
  // awaited below; should the page fail first, a failing count must not go unhandled
  for (const taking of beside.values()) taking.catch(() => undefined);
  const version = await pageVersion;
  const counts = new Map<string, number>();
  for (const s of statements) {
    const taking = beside.get(s.key);
    const count = taking ? await taking : { count: cache.get(s.key, version) };
    counts.set(s.key, count.count ?? (await takeCount(s, context, cache)).count);
  }
  return counts;
}

/**
 * The SQL of one page's rows (also for EXPLAIN in measurements); `withVersion` adds the data version
 * of its snapshot as a column.
 */
export function pageSql(
  table: TableDeclaration,
  query: ResolvedQuery,
  context: TableContext,
  { withVersion = false } = {},
) {
  const { visibility, filters } = queryConditions(table, query, context);
  const visible = query.columns.filter((c) => c.visible).map((c) => c.declaration);
  const limit = query.size === null ? sql`` : sql`LIMIT ${query.size} OFFSET ${query.page * query.size}`;
  const version = withVersion ? sql`${DATA_VERSION} AS ${sql.id(VERSION_COLUMN)}, ` : sql``;
  return sql<SqlRow>`
    SELECT ${version}${selectList(table, visible, context)} FROM ${table.from} ${whereClause([visibility.condition, ...filters])}
    ${orderByClause(sortKeys(table, query.columns))} ${limit}
  `;
}

/**
 * One page of a table (API.md "Table protocol"): the visible columns' cells of the filtered rows in
 * sort order, the exact number of filtered rows (`totalElements`) and of rows the caller may see
 * (`total`), and the groups when columns are grouped. The page's statement also reads the data
 * version, which decides whether remembered counts answer for it (decision 15).
 */
export async function loadTablePage(
  table: TableDeclaration,
  query: ResolvedQuery,
  context: TableContext,
): Promise<TableAnswer> {
  const { visibility, filters } = queryConditions(table, query, context);
  const visible = query.columns.filter((c) => c.visible).map((c) => c.declaration);
  const page = pageSql(table, query, context, { withVersion: true }).execute(context.db);
  const pageVersion = page.then(async ({ rows }) => {
    const version = rows[0]?.[VERSION_COLUMN];
    return typeof version === "string" ? version : readDataVersion(context.db);
  });
  const totalStatements = countStatements(table, visibility, [], context, table.countJournal ?? null);
  // without filters the filtered count is the total
  const filteredStatements =
    filters.length === 0
      ? totalStatements
      : countStatements(table, visibility, filters, context, journalFor(table, query));
  const statements = [
    ...new Map([...totalStatements, ...filteredStatements].map((s) => [s.key, s])).values(),
  ];
  const counts = pageCounts(statements, pageVersion, context);
  const groups = loadGroups(table, query.columns, [visibility.condition, ...filters], context);
  const [{ rows }, countByKey, groupList] = await Promise.all([page, counts, groups]);
  countCacheOf(context.db).seen(await pageVersion);
  const sum = (list: readonly CountStatement[]) => list.reduce((n, s) => n + (countByKey.get(s.key) ?? 0), 0);
  const answer: TableAnswer = {
    total: sum(totalStatements),
    records: {
      totalElements: sum(filteredStatements),
      content: rows.map((r) => toTableRow(r, visible, context)),
    },
  };
  if (groupList) {
    answer.groups = groupList.groups;
    if (groupList.limited) answer.groupsLimited = true;
  }
  return answer;
}

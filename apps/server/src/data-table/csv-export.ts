import { Readable } from "node:stream";
import { sql } from "kysely";
import { translate } from "./catalogue.ts";
import { alias, cellView, type SqlRow, selectList } from "./cells.ts";
import { whereClause } from "./conditions.ts";
import { BOM, csvLine } from "./csv-format.ts";
import { keysetCondition, orderByClause, type SortKey, sortKeys } from "./ordering.ts";
import { queryConditions } from "./page.ts";
import type { ResolvedQuery } from "./resolve-query.ts";
import type { ColumnDeclaration, Sql, TableContext, TableDeclaration } from "./types.ts";

export const CSV_BATCH_SIZE = 5000;
const CHUNK_CHARS = 32_000;

export interface CsvExport {
  /** more rows match than `limit`: the file stops at the limit (header x-result-limited) */
  limited: boolean;
  stream: Readable;
}

export interface CsvOptions {
  /** at most this many rows; null = all */
  limit: number | null;
  batchSize?: number;
}

const keyAlias = (index: number) => `k${index}`;

/**
 * A table as CSV: the query's visible columns (actions aside) in their order, headers in the
 * caller's language, the rows filtered and sorted as on screen. Rows are read in batches by keyset
 * pagination on the sort keys (each batch a short query of its own: no long transaction or cursor,
 * which on PGlite would block every other connection), the next batch is read while the current
 * one is written, and the stream only pulls when the client takes data, so memory stays flat.
 */
export async function exportCsv(
  table: TableDeclaration,
  query: ResolvedQuery,
  context: TableContext,
  options: CsvOptions,
): Promise<CsvExport> {
  const columns = query.columns
    .filter((c) => c.visible && c.declaration.type !== "actions")
    .map((c) => c.declaration);
  const { visibility, filters } = queryConditions(table, query, context);
  const conditions = [visibility.condition, ...filters];
  const limited = options.limit !== null && (await hasMoreThan(table, conditions, options.limit, context));
  const header = csvLine(columns.map((c) => translate(c.name, context.lang)));
  const batches = readBatches(table, columns, conditions, sortKeys(table, query.columns), context, options);
  return { limited, stream: Readable.from(csvChunks(BOM + header, batches), { objectMode: false }) };
}

async function* csvChunks(head: string, batches: AsyncIterable<string>): AsyncGenerator<string> {
  yield head;
  yield* batches;
}

async function hasMoreThan(
  table: TableDeclaration,
  conditions: readonly (Sql | null)[],
  limit: number,
  context: TableContext,
): Promise<boolean> {
  const { rows } = await sql<{ more: boolean }>`
    SELECT EXISTS (SELECT 1 FROM ${table.from} ${whereClause(conditions)} OFFSET ${limit} LIMIT 1) AS more
  `.execute(context.db);
  return rows[0]?.more === true;
}

async function* readBatches(
  table: TableDeclaration,
  columns: readonly ColumnDeclaration[],
  conditions: readonly (Sql | null)[],
  keys: readonly SortKey[],
  context: TableContext,
  options: CsvOptions,
): AsyncGenerator<string> {
  const batchSize = options.batchSize ?? CSV_BATCH_SIZE;
  const select = sql.join([
    selectList(table, columns),
    ...keys.map((k, i) => sql`(${k.expr})::text AS ${sql.id(keyAlias(i))}`),
  ]);
  const order = orderByClause(keys);
  const fetch = async (last: (string | null)[] | null, size: number) => {
    const where = whereClause([...conditions, last ? keysetCondition(keys, last) : null]);
    const { rows } =
      await sql<SqlRow>`SELECT ${select} FROM ${table.from} ${where} ${order} LIMIT ${size}`.execute(
        context.db,
      );
    return rows;
  };
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;
  let requested = Math.min(batchSize, remaining);
  let next = fetch(null, requested);
  while (true) {
    const rows = await next;
    remaining -= rows.length;
    const lastRow = rows.at(-1);
    const more = rows.length === requested && remaining > 0 && lastRow !== undefined;
    if (more) {
      requested = Math.min(batchSize, remaining);
      next = fetch(
        keys.map((_, i) => textOrNull(lastRow[keyAlias(i)])),
        requested,
      );
      // read ahead; should the client leave, a failure of this read must not go unhandled
      next.catch(() => undefined);
    }
    yield* formatRows(rows, columns, context);
    if (!more) return;
  }
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * A batch as CSV text, in chunks of about 32,000 characters: strings that large would go straight to
 * V8's large-object space and live until a full garbage collection, which lets the heap grow.
 */
function* formatRows(
  rows: readonly SqlRow[],
  columns: readonly ColumnDeclaration[],
  context: TableContext,
): Generator<string> {
  let text = "";
  const fields: string[] = new Array(columns.length);
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      fields[i] = column ? cellView(column, row[alias(i)], context) : "";
    }
    text += csvLine(fields);
    if (text.length >= CHUNK_CHARS) {
      yield text;
      text = "";
    }
  }
  if (text !== "") yield text;
}

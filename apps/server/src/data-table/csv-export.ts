import { Readable } from "node:stream";
import { setImmediate } from "node:timers/promises";
import { sql } from "kysely";
import { translate } from "./catalogue.ts";
import { alias, cellView, type SqlRow, selectList } from "./cells.ts";
import { whereClause } from "./conditions.ts";
import { BOM, csvLine } from "./csv-format.ts";
import { keysetCondition, orderByClause, type SortKey, sortKeys } from "./ordering.ts";
import { queryConditions } from "./page.ts";
import type { ResolvedQuery } from "./resolve-query.ts";
import { createTurns } from "./turns.ts";
import type { ColumnDeclaration, Sql, TableContext, TableDeclaration } from "./types.ts";

// Rows per keyset query. Each query costs its planning and a round trip (on PGlite a few ms); the
// driver holds a whole batch as row objects, and one more is read ahead. Measured on a million rows
// (2026-11-23): 2,000 against 5,000 rows cost 5-10 % of the throughput (still 130,000-190,000 rows/s)
// and saved 10-15 MB of the app's peak, which was up to 192 MB of the 200 MB allowed on PostgreSQL.
export const CSV_BATCH_SIZE = 2000;
/**
 * Rows per keyset query of an export cut at a limit (every anonymous one, decision 35): a tenth of the
 * throughput hardly matters for 10,000 rows, and a short query keeps the database's time, on PGlite its
 * one connection, for the list calls beside eight such exports (bench: p95 65 against 147 ms on PGlite).
 */
const CAPPED_CSV_BATCH_SIZE = 500;
const CHUNK_CHARS = 16_000;
/** rows formatted between two looks at the event loop (about a millisecond of work) */
const FORMAT_SLICE_ROWS = 100;

// Every export of this process reads and formats its batches by turns, one batch at a time, and
// formats in slices: eight exports at once otherwise fill the event loop with their batches, and a list
// call waits behind them all (decision 35 has the measurements, `npm run bench -- postgres exports`). One
// export alone reads as fast as before: it never has more than one batch on its way.
const inTurn = createTurns(1);

export interface CsvExport {
  /** more rows match than `limit`: the file stops at the limit (header x-result-limited) */
  limited: boolean;
  stream: Readable;
}

export interface CsvOptions {
  /** at most this many rows; null = all */
  limit: number | null;
  batchSize?: number;
  /**
   * Awaited before the file ends, however it ends (its last row, a failure, the client gone): the export
   * slot's release, so that a client that starts its next export on the last byte finds it free.
   */
  whenDone?: () => Promise<void>;
}

const keyAlias = (index: number) => `k${index}`;

/**
 * A table as CSV: the query's visible columns (actions aside) in their order, headers in the
 * caller's language, the rows filtered and sorted as on screen. Rows are read in batches by keyset
 * pagination on the sort keys (each batch a short query of its own: no long transaction or cursor,
 * which on PGlite would block every other connection), the next batch is read while the current
 * one is written, and the stream only pulls when the client takes data (it holds one chunk), so
 * memory stays flat whatever the row count and however slow the client.
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
  const { limit } = options;
  const limited = limit !== null && (await inTurn(() => hasMoreThan(table, conditions, limit, context)));
  const header = csvLine(columns.map((c) => translate(c.name, context.lang)));
  const batches = readBatches(table, columns, conditions, sortKeys(table, query.columns), context, options);
  const chunks = csvChunks(BOM + header, batches, options.whenDone);
  return { limited, stream: Readable.from(chunks, { objectMode: false }) };
}

async function* csvChunks(
  head: string,
  batches: AsyncIterable<Buffer>,
  whenDone: (() => Promise<void>) | undefined,
): AsyncGenerator<Buffer> {
  try {
    yield Buffer.from(head);
    yield* batches;
  } finally {
    await whenDone?.();
  }
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
): AsyncGenerator<Buffer> {
  const batchSize = options.batchSize ?? (options.limit === null ? CSV_BATCH_SIZE : CAPPED_CSV_BATCH_SIZE);
  const select = sql.join([
    selectList(table, columns, context),
    ...keys.map((k, i) => sql`(${k.expr})::text AS ${sql.id(keyAlias(i))}`),
  ]);
  const order = orderByClause(keys);
  // A batch is formatted the moment it arrives: its row objects are garbage at once, and only its
  // compact bytes (outside the JavaScript heap) wait for the client, however slow.
  const fetch = (last: (string | null)[] | null, size: number): Promise<Batch> =>
    inTurn(async () => {
      const where = whereClause([...conditions, last ? keysetCondition(keys, last) : null]);
      const { rows } =
        await sql<SqlRow>`SELECT ${select} FROM ${table.from} ${where} ${order} LIMIT ${size}`.execute(
          context.db,
        );
      const lastRow = rows.at(-1);
      return {
        count: rows.length,
        last: lastRow ? keys.map((_, i) => textOrNull(lastRow[keyAlias(i)])) : null,
        chunks: await formatRows(rows, columns, context),
      };
    });
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;
  let requested = Math.min(batchSize, remaining);
  let next = fetch(null, requested);
  while (true) {
    const batch = await next;
    remaining -= batch.count;
    const more = batch.count === requested && remaining > 0 && batch.last !== null;
    if (more) {
      requested = Math.min(batchSize, remaining);
      next = fetch(batch.last, requested);
      // read ahead; should the client leave, a failure of this read must not go unhandled
      next.catch(() => undefined);
    }
    yield* batch.chunks;
    if (!more) return;
  }
}

interface Batch {
  count: number;
  /** the sort keys of the batch's last row, where the next batch starts; null for no rows */
  last: (string | null)[] | null;
  chunks: Buffer[];
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * A batch as UTF-8, in chunks of about 16,000 characters: the text of a chunk is short-lived and
 * small enough for V8's young generation (a larger string would go to the large-object space and
 * live until a full garbage collection). Every FORMAT_SLICE_ROWS rows it lets the event loop answer
 * what waits (a list call), so that no batch holds it for long.
 */
async function formatRows(
  rows: readonly SqlRow[],
  columns: readonly ColumnDeclaration[],
  context: TableContext,
): Promise<Buffer[]> {
  const cells = columns.map((column, i) => ({ column, key: alias(i) }));
  const fields: string[] = new Array(cells.length);
  const chunks: Buffer[] = [];
  let text = "";
  for (const [n, row] of rows.entries()) {
    if (n > 0 && n % FORMAT_SLICE_ROWS === 0) await setImmediate();
    cells.forEach(({ column, key }, i) => {
      fields[i] = cellView(column, row[key], context);
    });
    text += csvLine(fields);
    if (text.length >= CHUNK_CHARS) {
      chunks.push(Buffer.from(text));
      text = "";
    }
  }
  if (text !== "") chunks.push(Buffer.from(text));
  return chunks;
}

import { Readable } from "node:stream";
import {
  CSV_BYTE_LIMIT,
  CSV_LIMIT,
  type DbQueryAnswer,
  type DbQuerySettings,
  type DbQueryTable,
  SQL_BYTE_LIMIT,
  SQL_LIMIT,
} from "@erhdb/domain";
import { BOM, csvLine } from "../../data-table/csv-format.ts";
import type { Database } from "../../db/database.ts";
import { type Actor, recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { asReader, pausesOtherRequests } from "./reader-session.ts";
import { type QueryFailure, refusalOf } from "./refusals.ts";
import { readableTables } from "./repository.ts";
import { readStatement, type StatementRows } from "./statement.ts";

export interface DbQueryServiceOptions {
  /** a statement running longer is ended: cancelled on PostgreSQL, by a restart on PGlite (decision 18) */
  timeoutMs: number;
}

export interface QueryCall {
  query: string;
  actor: Actor;
  /** aborted when the caller goes away */
  signal?: AbortSignal | undefined;
}

export interface DbQueryCsv {
  /** the query had more rows than the file holds (header x-result-limited) */
  limited: boolean;
  /** the file stopped at CSV_BYTE_LIMIT bytes (header x-result-bytes-limited) */
  bytesLimited: boolean;
  stream: Readable;
}

type Format = "table" | "csv";
type QueryOutcome = { rows: number; limited: boolean; bytesLimited: boolean } | QueryFailure;

/** How much of an answer each format holds at most (decision 18). */
const LIMITS: Readonly<Record<Format, { rows: number; bytes: number }>> = {
  table: { rows: SQL_LIMIT, bytes: SQL_BYTE_LIMIT },
  csv: { rows: CSV_LIMIT, bytes: CSV_BYTE_LIMIT },
};

/** What the audit says of a failure that is no refusal of the query (the console not set up, a lost connection). */
const failureOf = (error: unknown): QueryFailure => ({
  refused: error instanceof AppError ? error.code : "INTERNAL",
  message: String(error),
});

/** The SQL console (SPEC 2.18, 7 "Db query", decision 18): every query runs as the reader and is audited. */
export function createDbQueryService(db: Database, { timeoutMs }: DbQueryServiceOptions) {
  const record = (actor: Actor, query: string, format: Format, outcome: QueryOutcome) =>
    recordAudit(db, actor, { action: "SQL_QUERY", entity: "dbQuery", after: { query, format, ...outcome } });

  /** Runs the query for at most the format's rows and bytes and audits it, whether it answered or not. */
  async function read({ query, actor, signal }: QueryCall, format: Format): Promise<StatementRows> {
    const limits = LIMITS[format];
    try {
      const result = await asReader(db, { timeoutMs, maxBytes: limits.bytes, signal }, (client, incoming) =>
        readStatement(client, query, limits.rows, incoming, signal),
      );
      const { rows, more, bytesCut } = result;
      await record(actor, query, format, { rows: rows.length, limited: more, bytesLimited: bytesCut });
      return result;
    } catch (error) {
      const refusal = refusalOf(error, { aborted: signal?.aborted === true, timeoutMs });
      await record(actor, query, format, refusal?.failure ?? failureOf(error));
      throw refusal?.error ?? error;
    }
  }

  async function run(call: QueryCall): Promise<DbQueryAnswer> {
    const { columns, rows, more, bytesCut } = await read(call, "table");
    return { columns, rows, limited: more, bytesLimited: bytesCut };
  }

  /**
   * The query's rows as CSV (UTF-8 with BOM, `;`, CRLF, as every CSV of the app), at most CSV_LIMIT rows
   * and CSV_BYTE_LIMIT bytes as the database sent them.
   */
  async function csv(call: QueryCall): Promise<DbQueryCsv> {
    const { columns, rows, more, bytesCut } = await read(call, "csv");
    async function* lines() {
      yield BOM + csvLine(columns);
      for (const row of rows) yield csvLine(row.map((cell) => cell ?? ""));
    }
    return { limited: more, bytesLimited: bytesCut, stream: Readable.from(lines(), { objectMode: false }) };
  }

  function settings(): DbQuerySettings {
    return {
      rowLimit: SQL_LIMIT,
      csvRowLimit: CSV_LIMIT,
      byteLimit: SQL_BYTE_LIMIT,
      csvByteLimit: CSV_BYTE_LIMIT,
      timeoutMs,
      pausesOtherRequests: pausesOtherRequests(db),
    };
  }

  return {
    settings,
    tables: (): Promise<DbQueryTable[]> =>
      asReader(db, { timeoutMs, maxBytes: SQL_BYTE_LIMIT }, (client) => readableTables(client)),
    run,
    csv,
  };
}

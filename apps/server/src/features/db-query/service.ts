import { Readable } from "node:stream";
import {
  CSV_LIMIT,
  type DbQueryAnswer,
  type DbQuerySettings,
  type DbQueryTable,
  SQL_LIMIT,
} from "@erhdb/domain";
import { BOM, csvLine } from "../../data-table/csv-format.ts";
import { type Database, interruptsStatements } from "../../db/database.ts";
import { type Actor, recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { asReader } from "./reader-session.ts";
import { type QueryFailure, refusalOf } from "./refusals.ts";
import { readableTables } from "./repository.ts";
import { readStatement, type StatementRows } from "./statement.ts";

export interface DbQueryServiceOptions {
  /** a statement running longer is cancelled (decision 18) */
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
  stream: Readable;
}

type Format = "table" | "csv";
type QueryOutcome = { rows: number; limited: boolean } | QueryFailure;

/** What the audit says of a failure that is no refusal of the query (the console not set up, a lost connection). */
const failureOf = (error: unknown): QueryFailure => ({
  refused: error instanceof AppError ? error.code : "INTERNAL",
  message: String(error),
});

/** The SQL console (SPEC 2.18, 7 "Db query", decision 18): every query runs as the reader and is audited. */
export function createDbQueryService(db: Database, { timeoutMs }: DbQueryServiceOptions) {
  const record = (actor: Actor, query: string, format: Format, outcome: QueryOutcome) =>
    recordAudit(db, actor, { action: "SQL_QUERY", entity: "dbQuery", after: { query, format, ...outcome } });

  /** Runs the query for at most `limit` rows and audits it, whether it answered or not. */
  async function read(
    { query, actor, signal }: QueryCall,
    format: Format,
    limit: number,
  ): Promise<StatementRows> {
    try {
      const result = await asReader(db, { timeoutMs, signal }, (client) =>
        readStatement(client, query, limit, signal),
      );
      await record(actor, query, format, { rows: result.rows.length, limited: result.more });
      return result;
    } catch (error) {
      const refusal = refusalOf(error, { aborted: signal?.aborted === true, timeoutMs });
      await record(actor, query, format, refusal?.failure ?? failureOf(error));
      throw refusal?.error ?? error;
    }
  }

  async function run(call: QueryCall): Promise<DbQueryAnswer> {
    const { columns, rows, more } = await read(call, "table", SQL_LIMIT);
    return { columns, rows, limited: more };
  }

  /** The query's rows as CSV (UTF-8 with BOM, `;`, CRLF, as every CSV of the app), at most CSV_LIMIT. */
  async function csv(call: QueryCall): Promise<DbQueryCsv> {
    const { columns, rows, more } = await read(call, "csv", CSV_LIMIT);
    async function* lines() {
      yield BOM + csvLine(columns);
      for (const row of rows) yield csvLine(row.map((cell) => cell ?? ""));
    }
    return { limited: more, stream: Readable.from(lines(), { objectMode: false }) };
  }

  return {
    settings: (): DbQuerySettings => ({
      rowLimit: SQL_LIMIT,
      csvRowLimit: CSV_LIMIT,
      timeoutMs: interruptsStatements(db) ? timeoutMs : null,
    }),
    tables: (): Promise<DbQueryTable[]> => asReader(db, { timeoutMs }, readableTables),
    run,
    csv,
  };
}

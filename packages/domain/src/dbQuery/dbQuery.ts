import { z } from "zod";
import { SQL_LIMIT } from "../constants.ts";
import { noNul } from "../surveys/surveyWrite.ts";

/**
 * The SQL console (SPEC 2.18, 5 "SQL tool", 7 "Db query", decision 18). The server runs a query as a
 * database role that may only read an allow-list; these are the shapes both sides share.
 */

/** A query longer than this is refused (a console query is typed, not generated). */
export const SQL_QUERY_MAX_LENGTH = 100_000;

/**
 * The most bytes of an answer the server reads from the database for the screen (decision 18): with
 * SQL_LIMIT rows of ordinary values far more than enough, and small enough for a browser's table. The
 * rows that came before are answered; the row that crossed it and everything after are not read.
 */
export const SQL_BYTE_LIMIT = 5_000_000;

/** As SQL_BYTE_LIMIT, for the CSV download (up to CSV_LIMIT rows). */
export const CSV_BYTE_LIMIT = 20_000_000;

/** SPEC 5: an empty query is not run (the web does not send it; the server refuses it). */
export function isRunnableQuery(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * `POST dbQuery` and `POST dbQuery/csv`: one SQL statement. A NUL character cannot travel in PostgreSQL's
 * protocol, so it is refused here rather than breaking the connection. The messages are keys of the
 * server's catalogue (decision 5), so a refusal says what is wrong in the caller's language.
 */
export const dbQueryRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, "SQL_QUERY_EMPTY")
    .max(SQL_QUERY_MAX_LENGTH, "SQL_QUERY_TOO_LONG")
    .refine(noNul, "SQL_QUERY_NUL"),
});
export type DbQueryRequest = z.infer<typeof dbQueryRequestSchema>;

/**
 * The answer of `POST dbQuery` (API.md): the column names in order and at most SQL_LIMIT rows, each cell
 * as PostgreSQL writes the value as text (null for SQL NULL); `limited` when the query had more rows.
 * `bytesLimited` when the answer stopped at SQL_BYTE_LIMIT bytes before SQL_LIMIT rows (then `limited`
 * too): the rows are those that came before.
 */
export const dbQueryAnswerSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string().nullable())),
  limited: z.boolean(),
  bytesLimited: z.boolean(),
});
export type DbQueryAnswer = z.infer<typeof dbQueryAnswerSchema>;

/**
 * SPEC 5 and 9: the console says 'limited results' at 499 rows or more. A result that fills the limit
 * gets the notice even when the query had exactly that many rows (`limited` false): the screen shows
 * no more than SQL_LIMIT rows in any case, and the CSV download holds the rest.
 */
export function isLimitedResult(answer: DbQueryAnswer): boolean {
  return answer.limited || answer.rows.length >= SQL_LIMIT;
}

/**
 * `GET dbQuery`: the console's limits, for the screen to say them, and whether a query pauses the whole
 * app while it runs (the embedded PGlite, decision 18).
 */
export const dbQuerySettingsSchema = z.object({
  /** SQL_LIMIT: rows in a result */
  rowLimit: z.number().int().positive(),
  /** CSV_LIMIT: rows in a CSV download, as in every CSV */
  csvRowLimit: z.number().int().positive(),
  /** SQL_BYTE_LIMIT: bytes of a result */
  byteLimit: z.number().int().positive(),
  /** CSV_BYTE_LIMIT: bytes of a CSV download */
  csvByteLimit: z.number().int().positive(),
  /** a statement running longer is cancelled */
  timeoutMs: z.number().int().positive(),
  /**
   * the embedded database: while a query runs, every other request waits, and one running longer than
   * `timeoutMs` is ended by restarting the database (the app answers 503 for a few seconds meanwhile)
   */
  pausesOtherRequests: z.boolean(),
});
export type DbQuerySettings = z.infer<typeof dbQuerySettingsSchema>;

/**
 * `GET dbQuery/tables`: the tables and views the console may read, with the columns it may read
 * (SPEC 7 names tableName and tableType; the columns feed the editor's completion).
 */
export const dbQueryTableSchema = z.object({
  tableName: z.string(),
  /** as information_schema.tables says it */
  tableType: z.enum(["BASE TABLE", "VIEW", "FOREIGN", "LOCAL TEMPORARY"]),
  columns: z.array(z.string()),
});
export type DbQueryTable = z.infer<typeof dbQueryTableSchema>;

import { z } from "zod";
import { noNul } from "../surveys/surveyWrite.ts";

/**
 * The SQL console (SPEC 2.18, 5 "SQL tool", 7 "Db query", decision 18). The server runs a query as a
 * database role that may only read an allow-list; these are the shapes both sides share.
 */

/** A query longer than this is refused (a console query is typed, not generated). */
export const SQL_QUERY_MAX_LENGTH = 100_000;

/** SPEC 5: an empty query is not run (the web does not send it; the server refuses it). */
export function isRunnableQuery(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * `POST dbQuery` and `POST dbQuery/csv`: one SQL statement. A NUL character cannot travel in PostgreSQL's
 * protocol, so it is refused here rather than breaking the connection.
 */
export const dbQueryRequestSchema = z.object({
  query: z.string().trim().min(1).max(SQL_QUERY_MAX_LENGTH).refine(noNul),
});
export type DbQueryRequest = z.infer<typeof dbQueryRequestSchema>;

/**
 * The answer of `POST dbQuery` (API.md): the column names in order and at most SQL_LIMIT rows, each cell
 * as PostgreSQL writes the value as text (null for SQL NULL); `limited` when the query had more rows.
 */
export const dbQueryAnswerSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string().nullable())),
  limited: z.boolean(),
});
export type DbQueryAnswer = z.infer<typeof dbQueryAnswerSchema>;

/** `GET dbQuery`: the console's limits, for the screen to say them. */
export const dbQuerySettingsSchema = z.object({
  /** SQL_LIMIT: rows in a result */
  rowLimit: z.number().int().positive(),
  /** CSV_LIMIT: rows in a CSV download, as in every CSV */
  csvRowLimit: z.number().int().positive(),
  /** a statement running longer is cancelled (on PostgreSQL; see decision 18 for PGlite) */
  timeoutMs: z.number().int().positive(),
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

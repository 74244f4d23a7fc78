import pg from "pg";
import { INSUFFICIENT_PRIVILEGE, QUERY_CANCELED } from "../../db/sql-state.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { EndedByRestart } from "./reader-session.ts";
import { NotAQuery } from "./statement.ts";

/** What the audit record says of a query that did not answer. */
export interface QueryFailure {
  refused: string;
  message: string;
}

export interface Refusal {
  error: AppError;
  failure: QueryFailure;
}

/**
 * The answer to a query that failed: a 400 INVALID_QUERY (API.md) with the database's message and
 * SQLSTATE, or with the console's own reason (not a query, too long, cancelled by the caller); null
 * for a failure of anything else (the connection, the server), which stays a 500.
 */
const invalid = (messageKey: MessageKey, params: Record<string, string> = {}, extra = {}) =>
  new AppError(400, "INVALID_QUERY", { messageKey, params, extra });

export function refusalOf(error: unknown, context: { aborted: boolean; timeoutMs: number }): Refusal | null {
  if (context.aborted) {
    return {
      error: invalid("SQL_CANCELLED"),
      failure: { refused: "CANCELLED", message: "cancelled by the caller" },
    };
  }
  if (error instanceof NotAQuery) {
    return {
      error: invalid("SQL_NOT_A_QUERY"),
      failure: { refused: "NOT_A_QUERY", message: "answers no rows" },
    };
  }
  if (error instanceof EndedByRestart) {
    // as PostgreSQL's statement timeout answers (SQLSTATE 57014), which PGlite cannot give
    const sqlState = QUERY_CANCELED;
    return {
      error: invalid("SQL_TIMEOUT", { seconds: String(context.timeoutMs / 1000) }, { sqlState }),
      failure: { refused: sqlState, message: `${error.message} after ${context.timeoutMs} ms` },
    };
  }
  if (!(error instanceof pg.DatabaseError)) return null;
  const sqlState = error.code ?? "";
  const failure = { refused: sqlState, message: error.message };
  if (sqlState === QUERY_CANCELED) {
    const seconds = String(context.timeoutMs / 1000);
    return { error: invalid("SQL_TIMEOUT", { seconds }, { sqlState }), failure };
  }
  const key = sqlState === INSUFFICIENT_PRIVILEGE ? "SQL_PERMISSION_DENIED" : "SQL_INVALID_QUERY";
  return { error: invalid(key, { detail: error.message }, { sqlState }), failure };
}

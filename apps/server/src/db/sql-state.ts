// PostgreSQL's SQLSTATE codes the services answer in their own words (PGlite reports the same codes).

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
/** a statement timeout, or a cancel */
export const QUERY_CANCELED = "57014";
export const INSUFFICIENT_PRIVILEGE = "42501";

/** PostgreSQL's SQLSTATE of a failed statement, if it is one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/**
 * SQLSTATEs of a database that is not there for the moment: class 08 (connection exceptions), an
 * administrator's or a crash's shutdown (57P01, 57P02), a server starting or stopping (57P03), and too
 * many connections (53300). The request may succeed when tried again a little later.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** what the driver (`pg`, `pg-pool`) and Node's sockets say when no server answers or the line broke */
const UNAVAILABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** Whether `error` says the database cannot be reached now (not that a statement was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = sqlState(cause);
    if (code !== undefined && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

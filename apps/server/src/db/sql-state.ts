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

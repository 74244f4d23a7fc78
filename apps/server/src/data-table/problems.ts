import { AppError } from "../lib/errors.ts";

/**
 * Why a table query was refused. Every refusal is a 400 VALIDATION naming the column (or "size",
 * "page", "columns") in `field`, with a message in the caller's language (the catalogue's `query.*`
 * texts); never SQL, never a 500.
 */
export type QueryProblem =
  | "unknownColumn"
  | "duplicateColumn"
  | "notFilterable"
  | "filterShape"
  | "unknownChoice"
  | "patternMismatch"
  | "badDate"
  | "dateOutOfRange"
  | "variantNotOffered"
  | "lastNNotOffered"
  | "badNumber"
  | "notInteger"
  | "numberOutOfRange"
  | "notSortable"
  | "notGroupable"
  | "pageSize"
  | "malformed";

/** At most this much of a caller's text is echoed back as the field. */
const FIELD_MAX = 100;

export function queryProblem(problem: QueryProblem, field: string): AppError {
  const shown = field.slice(0, FIELD_MAX);
  return new AppError(400, "VALIDATION", {
    field: shown,
    messageKey: `query.${problem}`,
    params: { field: shown },
  });
}

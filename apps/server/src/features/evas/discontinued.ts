import { berlinIsoDate } from "@erhdb/domain";
import { type Expression, sql } from "kysely";

/**
 * The domain's `isEvasDiscontinued` (closed from its closing day on, by the Berlin calendar day of
 * the app's clock) as SQL, so the EVAS table, `activeEvas` and the tree filter in the database and
 * agree with the survey rules on the boundary day.
 */
export function evasDiscontinued(closing: Expression<unknown>, now: Date) {
  return sql<boolean>`(${closing} IS NOT NULL AND ${closing} <= ${berlinIsoDate(now)}::date)`;
}

export function evasActive(closing: Expression<unknown>, now: Date) {
  return sql<boolean>`NOT ${evasDiscontinued(closing, now)}`;
}

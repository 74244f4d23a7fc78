import type { AuthPerson } from "@erhdb/domain";
import { seesInternalGenericResources } from "@erhdb/domain";
import { sql } from "kysely";
import type { Sql } from "../data-table/index.ts";

/**
 * seesInternalGenericResources as SQL over `generic_resource AS g`, for the general resources table and
 * the search alike: anonymous callers the public rows, logged-in ones all (null).
 */
export function genericResourceVisibilitySql(person: AuthPerson | null): Sql | null {
  return seesInternalGenericResources(person) ? null : sql`g.access_mode`;
}

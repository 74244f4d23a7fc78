import type { OrganiserQuery } from "@erhdb/domain";
import { type PersonSummaryRow, selectPersonSummaries } from "../../db/person-lists.ts";
import type { Queryable } from "../../db/queryable.ts";

/**
 * The accounts in use holding the organisator flag for a statistic id and state (decision 17), by name,
 * as the persons' short lists select them.
 */
export async function listOrganisers(
  db: Queryable,
  { statisticId, lkz }: OrganiserQuery,
): Promise<PersonSummaryRow[]> {
  return selectPersonSummaries(db)
    .where("p.deleted", "=", false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("person_permission as pp")
          .select("pp.id")
          .whereRef("pp.person_id", "=", "p.id")
          .where("pp.organisator", "=", true)
          .where("pp.statistic_id", "=", statisticId)
          .where("pp.lkz", "=", lkz),
      ),
    )
    .orderBy("p.name")
    .orderBy("p.forename")
    .orderBy("p.id")
    .execute();
}

import type { AccessSubject, OrganiserQuery, PersonSummary } from "@erhdb/domain";
import { personSummaryOf } from "../../db/person-lists.ts";
import type { Queryable } from "../../db/queryable.ts";
import { listOrganisers } from "./repository.ts";

export function createOrganiserService(db: Queryable) {
  return {
    /** Who organises the surveys of a statistic id in a state, as `caller` may see them. */
    async organisers(query: OrganiserQuery, caller: AccessSubject): Promise<PersonSummary[]> {
      return (await listOrganisers(db, query)).map((row) => personSummaryOf(row, caller));
    },
  };
}

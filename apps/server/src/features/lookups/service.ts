import type { AccessSubject, AuthPerson, PersonSummary } from "@erhdb/domain";
import { oneCondition } from "../../data-table/index.ts";
import {
  listPermissions,
  listPersonSummaries,
  permissionAnswerOf,
  personExists,
  personSummaryOf,
} from "../../db/person-lists.ts";
import type { Queryable } from "../../db/queryable.ts";
import { surveyStatisticIds } from "../../db/statistic-ids.ts";
import { surveyVisibilitySql } from "../../db/survey-visibility.ts";
import { notFound } from "../../lib/errors.ts";
import { permissionStatisticIds } from "./repository.ts";

/** The lists the screens choose from (SPEC 7 "Util"): statistic ids, and the persons holding permissions. */
export function createLookupService(db: Queryable) {
  return {
    /** The statistic ids of the surveys `person` sees, by the surveys' own visibility rule (their table's). */
    visibleStatisticIds(person: AuthPerson | null): Promise<string[]> {
      return surveyStatisticIds(db, oneCondition(surveyVisibilitySql(person)));
    },

    allStatisticIds(): Promise<string[]> {
      return surveyStatisticIds(db, null);
    },

    /** The statistic ids of the caller's own permissions, each once, ascending. */
    ownStatisticIds(caller: AuthPerson): string[] {
      const own = caller.personPermissions.map((p) => p.statisticId);
      return [...new Set(own)].sort();
    },

    permissionStatisticIds(): Promise<string[]> {
      return permissionStatisticIds(db);
    },

    async personsOfStatisticId(statisticId: string, caller: AccessSubject): Promise<PersonSummary[]> {
      const rows = await listPersonSummaries(db, { statisticId });
      return rows.map((row) => personSummaryOf(row, caller));
    },

    async permissionsOf(personId: number) {
      if (!(await personExists(db, personId))) throw notFound();
      return (await listPermissions(db, personId)).map(permissionAnswerOf);
    },
  };
}

import type { AuthPerson, SurveyVisibility } from "@erhdb/domain";
import { surveyVisibility } from "@erhdb/domain";
import { sql } from "kysely";
import type { Sql } from "../data-table/index.ts";

const DELETED = 9;

/**
 * The domain's visibility rule (surveyVisibility) as SQL over `survey AS s`. A permission holder's
 * rows come as two parts that exclude each other, the public ones and the other own ones, so that
 * each is counted from its own index (survey_public_idx, the office and statistic index).
 */
export function visibilitySql(visibility: SurveyVisibility): Sql | readonly Sql[] | null {
  switch (visibility.kind) {
    case "all":
      return null;
    case "notDeleted":
      return sql`s.status <> ${DELETED}`;
    case "publicAndOwn": {
      // spelt exactly like the partial index survey_public_idx (migration 0003), so it is used
      const open = sql`s.status = 3 AND s.access_mode`;
      if (visibility.own.length === 0) return open;
      const pairs = sql.join(visibility.own.map((t) => sql`(${t.statisticId}, ${t.lkz})`));
      const ownHidden = sql`(s.statistic_id, s.federal_state_code) IN (${pairs})
        AND s.status <> ${DELETED} AND NOT (s.status = 3 AND s.access_mode)`;
      return [open, ownHidden];
    }
  }
}

export function surveyVisibilitySql(person: AuthPerson | null): Sql | readonly Sql[] | null {
  return visibilitySql(surveyVisibility(person));
}

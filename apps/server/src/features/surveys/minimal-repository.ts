import type { MinimalSurvey } from "@erhdb/domain";
import { sql } from "kysely";
import { containsCondition, prefixCondition, type Sql, whereClause } from "../../data-table/index.ts";
import type { Queryable } from "../../db/queryable.ts";

export interface MinimalSurveyFilter {
  /** the caller's visibility as the surveys table has it; null = every survey */
  visibility: Sql | null;
  /** trimmed, non-empty, or null */
  search: string | null;
  statisticId: string | null;
  size: number;
}

/**
 * The picker list of `POST eid/minimalized`. The search is one parameter per index: the Erhebungsid's
 * beginning and the description's contents both use their trigram indexes; the limit is the database's.
 */
export async function findMinimalSurveys(
  db: Queryable,
  filter: MinimalSurveyFilter,
): Promise<MinimalSurvey[]> {
  const search =
    filter.search === null
      ? null
      : sql`${prefixCondition(sql`s.erhebungsid`, filter.search)} OR ${containsCondition(sql`s.description`, filter.search)}`;
  const statistic = filter.statisticId === null ? null : sql`s.statistic_id = ${filter.statisticId}`;
  const { rows } = await sql<MinimalSurvey>`
    SELECT s.id, s.erhebungsid, s.description, s.status
    FROM survey AS s
    ${whereClause([filter.visibility, search, statistic])}
    ORDER BY s.erhebungsid
    LIMIT ${filter.size}`.execute(db);
  return rows;
}

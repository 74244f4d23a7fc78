import { sql } from "kysely";
import type { Sql } from "../data-table/index.ts";
import type { Queryable } from "./queryable.ts";

/**
 * The distinct statistic ids of the surveys under `condition` (over `survey AS s`), ascending. Without a
 * condition the index on statistic_id is walked from one id to the next (a loose index scan), so the
 * answer costs one probe per id, not a pass over every survey.
 */
export async function surveyStatisticIds(db: Queryable, condition: Sql | null): Promise<string[]> {
  const { rows } =
    condition === null
      ? await sql<{ id: string }>`
          WITH RECURSIVE ids AS (
            SELECT min(statistic_id) AS id FROM survey
            UNION ALL
            SELECT (SELECT min(s.statistic_id) FROM survey AS s WHERE s.statistic_id > ids.id)
            FROM ids WHERE ids.id IS NOT NULL
          )
          SELECT id FROM ids WHERE id IS NOT NULL ORDER BY id
        `.execute(db)
      : await sql<{ id: string }>`
          SELECT DISTINCT s.statistic_id AS id FROM survey AS s WHERE ${condition} ORDER BY id
        `.execute(db);
  return rows.map((r) => r.id);
}

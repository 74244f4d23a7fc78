import type { Queryable } from "../../db/queryable.ts";

/** The statistic ids some account in use holds a permission for, ascending. */
export async function permissionStatisticIds(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectFrom("person_permission as pp")
    .innerJoin("person as p", "p.id", "pp.person_id")
    .select("pp.statistic_id")
    .distinct()
    .where("p.deleted", "=", false)
    .orderBy("pp.statistic_id")
    .execute();
  return rows.map((r) => r.statistic_id);
}

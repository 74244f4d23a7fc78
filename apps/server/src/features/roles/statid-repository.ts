import type { RoleStatidAnswer } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";

const selectRoleStatids = (db: Queryable) =>
  db
    .selectFrom("role_statid")
    .innerJoin("role", "role.id", "role_statid.role_id")
    .select([
      "role_statid.id",
      "role_statid.role_id as roleId",
      "role.name as roleName",
      "role_statid.statistic_id as statisticId",
      "role_statid.updating",
    ]);

const answerOf = (row: Omit<RoleStatidAnswer, "updating"> & { updating: Date }): RoleStatidAnswer => ({
  ...row,
  updating: row.updating.toISOString(),
});

/** Every role-statid, by role name and statistic id. */
export async function listRoleStatids(db: Queryable): Promise<RoleStatidAnswer[]> {
  const rows = await selectRoleStatids(db).orderBy("role.name").orderBy("role_statid.statistic_id").execute();
  return rows.map(answerOf);
}

/** The entry; with `lock`, locked until the transaction ends. */
export async function findRoleStatid(db: Queryable, id: number, lock = false) {
  let query = selectRoleStatids(db).where("role_statid.id", "=", id);
  if (lock) query = query.forUpdate("role_statid");
  const row = await query.executeTakeFirst();
  return row && answerOf(row);
}

export async function statisticIdsOfRole(db: Queryable, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("role_statid")
    .select("statistic_id")
    .where("role_id", "=", roleId)
    .orderBy("statistic_id")
    .execute();
  return rows.map((r) => r.statistic_id);
}

export async function insertRoleStatid(
  db: Queryable,
  roleId: number,
  statisticId: string,
  now: Date,
): Promise<{ id: number; updating: string }> {
  const row = await db
    .insertInto("role_statid")
    .values({ role_id: roleId, statistic_id: statisticId, updating: now })
    .returning(["id", "updating"])
    .executeTakeFirstOrThrow();
  return { id: row.id, updating: row.updating.toISOString() };
}

export async function deleteRoleStatid(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("role_statid").where("id", "=", id).execute();
}

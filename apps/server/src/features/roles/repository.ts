import type { Right, Role } from "@erhdb/domain";
import { RIGHTS } from "@erhdb/domain";
import { type ExpressionBuilder, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Queryable } from "../../db/queryable.ts";
import type { DB } from "../../db/schema.ts";

const aclsOfRole = (eb: ExpressionBuilder<DB, "role">) =>
  jsonArrayFrom(eb.selectFrom("role_acl").select("acl").whereRef("role_acl.role_id", "=", "role.id")).as(
    "acls",
  );

/**
 * Rights in the order of SPEC 6 (RIGHTS), the same on every database: a collation would sort
 * "USER_READ" and "USEREMAILADRESS_READ" one way on PostgreSQL and another on PGlite.
 */
export const inRightsOrder = (acls: readonly string[]): Right[] =>
  RIGHTS.filter((right) => acls.includes(right));

const roleOf = (row: { id: number; name: string; acls: { acl: string }[] }): Role => ({
  id: row.id,
  name: row.name,
  acls: inRightsOrder(row.acls.map((a) => a.acl)),
});

/** Every role with its rights, by name. */
export async function listRoles(db: Queryable): Promise<Role[]> {
  const rows = await db
    .selectFrom("role")
    .select((eb) => ["role.id", "role.name", aclsOfRole(eb)])
    .orderBy("role.name")
    .execute();
  return rows.map(roleOf);
}

/**
 * The roles with these ids and their rights, locked until the transaction ends (in id order, so two
 * writers lock in the same order), so a check and the change it allows see the same rights.
 */
export async function lockRoles(db: Queryable, ids: readonly number[]): Promise<Role[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("role")
    .select((eb) => ["role.id", "role.name", aclsOfRole(eb)])
    .where("role.id", "in", ids)
    .orderBy("role.id")
    .forUpdate()
    .execute();
  return rows.map(roleOf);
}

/** The role of this exact name with its rights; locked, so no person can be given it meanwhile. */
export async function lockRoleByName(db: Queryable, name: string): Promise<Role | undefined> {
  const row = await db
    .selectFrom("role")
    .select((eb) => ["role.id", "role.name", aclsOfRole(eb)])
    .where("role.name", "=", name)
    .forUpdate()
    .executeTakeFirst();
  return row && roleOf(row);
}

/**
 * Serializes the writers of role names until the transaction ends: names are unique in any case, which
 * the table's index (exact case) cannot decide alone between two creators of "Auditor" and "auditor".
 */
export async function lockRoleNames(db: Queryable): Promise<void> {
  await sql`LOCK TABLE role IN SHARE ROW EXCLUSIVE MODE`.execute(db);
}

/** The name of the role called `name` in any case, if there is one. */
export async function roleNameInAnyCase(db: Queryable, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("role")
    .select("name")
    .where(sql<string>`lower(name)`, "=", name.toLowerCase())
    .executeTakeFirst();
  return row?.name;
}

export async function insertRole(db: Queryable, name: string, now: Date): Promise<number> {
  const row = await db
    .insertInto("role")
    .values({ name, updating: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives the role exactly these rights: those it loses are removed, those it gains added. */
export async function setRoleAcls(
  db: Queryable,
  role: Role,
  acls: readonly Right[],
  now: Date,
): Promise<void> {
  const removed = role.acls.filter((acl) => !acls.includes(acl));
  const added = acls.filter((acl) => !role.acls.includes(acl));
  if (removed.length > 0) {
    await db.deleteFrom("role_acl").where("role_id", "=", role.id).where("acl", "in", removed).execute();
  }
  if (added.length > 0) {
    await db
      .insertInto("role_acl")
      .values(added.map((acl) => ({ role_id: role.id, acl })))
      .execute();
  }
  await db.updateTable("role").set({ updating: now }).where("id", "=", role.id).execute();
}

/** How many persons hold the role, those marked deleted too (their rows still point at it). */
export async function countHolders(db: Queryable, roleId: number): Promise<number> {
  const row = await db
    .selectFrom("person")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role_id", "=", roleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the role; its rights and statistic ids go with it (ON DELETE CASCADE). */
export async function deleteRole(db: Queryable, roleId: number): Promise<void> {
  await db.deleteFrom("role").where("id", "=", roleId).execute();
}

/** A person as the protection rules see them, with a name for messages. */
export interface GranteeRow {
  id: number;
  name: string;
  forename: string;
  builtin: boolean;
  roleId: number;
  role: { name: string; acls: Right[] };
}

/** The persons with these ids and their roles, locked until the transaction ends. */
export async function lockGrantees(db: Queryable, ids: readonly number[]): Promise<GranteeRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("person")
    .innerJoin("role", "role.id", "person.role_id")
    .select((eb) => [
      "person.id",
      "person.name",
      "person.forename",
      "person.builtin",
      "person.role_id as roleId",
      "role.name as roleName",
      aclsOfRole(eb),
    ])
    .where("person.id", "in", ids)
    .orderBy("person.id")
    .forUpdate("person")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    forename: r.forename,
    builtin: r.builtin,
    roleId: r.roleId,
    role: { name: r.roleName, acls: r.acls.map((a) => a.acl as Right) },
  }));
}

export async function setPersonsRole(
  db: Queryable,
  ids: readonly number[],
  roleId: number,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("person").set({ role_id: roleId, updating: now }).where("id", "in", ids).execute();
}

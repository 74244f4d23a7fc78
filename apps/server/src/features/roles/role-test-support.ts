import type { Right } from "@erhdb/domain";
import { TEST_PASSWORD } from "../../../test/fixtures.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { hashPassword } from "../../lib/passwords.ts";

/** Test helpers of the role administration's tests: their own roles, persons, and what a write left. */

let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

/** A role of the test's own, straight into the database, with these rights. */
export async function insertRole(t: TestApp, acls: readonly Right[] = [], name = unique("Role")) {
  const role = await t.db
    .insertInto("role")
    .values({ name })
    .returning(["id", "name"])
    .executeTakeFirstOrThrow();
  if (acls.length > 0) {
    await t.db
      .insertInto("role_acl")
      .values(acls.map((acl) => ({ role_id: role.id, acl })))
      .execute();
  }
  return role;
}

/** A person of the test's own holding the role, able to log in with TEST_PASSWORD. */
export async function insertPerson(t: TestApp, roleId: number, options: { deleted?: boolean } = {}) {
  const email = `${unique("person")}@test.example`;
  const person = await t.db
    .insertInto("person")
    .values({
      email,
      name: unique("Name"),
      forename: "Test",
      office: "05",
      password_hash: await hashPassword(TEST_PASSWORD),
      role_id: roleId,
      deleted: options.deleted ?? false,
    })
    .returning(["id", "name", "forename"])
    .executeTakeFirstOrThrow();
  return { ...person, email };
}

/** A logged-in caller whose role (`roleName`, new if missing) holds exactly these rights. */
export async function callerWith(t: TestApp, acls: readonly Right[], roleName?: string) {
  const role = await insertRole(t, acls, roleName);
  const person = await insertPerson(t, role.id);
  return { role, person, token: await t.login(person.email, TEST_PASSWORD) };
}

/**
 * Everything a role write may change: roles, their rights and statistic ids, and who holds which role.
 * Two equal snapshots mean a refused write changed nothing.
 */
export async function roleState(t: TestApp) {
  const [roles, acls, statids, holders] = await Promise.all([
    t.db.selectFrom("role").select(["id", "name", "updating"]).orderBy("id").execute(),
    t.db.selectFrom("role_acl").select(["role_id", "acl"]).orderBy("role_id").orderBy("acl").execute(),
    t.db.selectFrom("role_statid").selectAll().orderBy("id").execute(),
    t.db.selectFrom("person").select(["id", "role_id", "updating"]).orderBy("id").execute(),
  ]);
  return { roles, acls, statids, holders };
}

/** The audit records written after the record `afterId` (0: all), oldest first. */
export async function auditSince(t: TestApp, afterId: number) {
  return t.db
    .selectFrom("audit_log")
    .select(["action", "entity", "entity_id", "actor_id", "before", "after"])
    .where("id", ">", afterId)
    .orderBy("id")
    .execute();
}

export async function lastAuditId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

export async function roleIdOf(t: TestApp, name: string): Promise<number> {
  const row = await t.db.selectFrom("role").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

export async function aclsOf(t: TestApp, roleId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom("role_acl")
    .select("acl")
    .where("role_id", "=", roleId)
    .orderBy("acl")
    .execute();
  return rows.map((r) => r.acl);
}

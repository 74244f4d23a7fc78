import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../../../test/database-template.ts";
import { accountKey, unknownNameHash } from "../../features/auth/login-throttle.ts";
import type { DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await emptyDatabase(inject("databaseTemplate"));
  await migrateTo(handle.db, "0021_survey_office_count_indexes");
});
afterAll(() => handle?.close());

const person = (email: string, deleted: boolean) => sql`
  INSERT INTO person (email, name, forename, office, deleted, role_id)
  VALUES (${email}, 'Name', 'Vorname', '09', ${deleted}, (SELECT id FROM role))`;
const audit = (action: string, actorId: number | null, email: string) => sql`
  INSERT INTO audit_log (actor_id, actor_email, ip, action, entity)
  VALUES (${actorId}, ${email}, '10.0.0.1', ${action}, 'session')`;

describe("migration 0022", () => {
  it("creates the database's key, forgets the attempts, and keeps of the failed logins' names only an account's address", async () => {
    const { db } = handle;
    await sql`INSERT INTO role (name) VALUES ('LoggedUser')`.execute(db);
    await person("Kennt@Test.example", false).execute(db);
    await person("geloescht@test.example", true).execute(db);
    const known = await db
      .selectFrom("person")
      .select("id")
      .where("deleted", "=", false)
      .executeTakeFirstOrThrow();
    const typedPassword = "Geheim-Kennwort-2026@vertippt.example";
    for (const statement of [
      audit("LOGIN_FAILED", null, "kennt@test.example"),
      audit("LOGIN_FAILED", null, typedPassword),
      audit("LOGIN_FAILED", null, "geloescht@test.example"),
      audit("LOGIN_FAILED", null, "niemand@test.example"),
      audit("LOGIN_FAILED", null, typedPassword),
      audit("LOGIN", known.id, "Kennt@Test.example"),
      sql`INSERT INTO login_attempt (address_key, account_key, success) VALUES ('10.0.0.1', ${"a".repeat(64)}, false)`,
    ]) {
      await statement.execute(db);
    }

    await migrateTo(db, "0022_login_name_key");

    const { key } = await db.selectFrom("login_name_key").select("key").executeTakeFirstOrThrow();
    expect(key).toHaveLength(32);
    expect(await db.selectFrom("login_attempt").selectAll().execute()).toEqual([]);
    // the hash a failed login writes today, so that the old records group with the new ones
    const hashOf = (name: string) => ({ unknownName: unknownNameHash(accountKey(name, key)) });
    const records = await db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "after"])
      .orderBy("id")
      .execute();
    expect(records).toEqual([
      { action: "LOGIN_FAILED", actor_email: "kennt@test.example", after: null },
      { action: "LOGIN_FAILED", actor_email: null, after: hashOf(typedPassword) },
      { action: "LOGIN_FAILED", actor_email: "geloescht@test.example", after: null },
      { action: "LOGIN_FAILED", actor_email: null, after: hashOf("niemand@test.example") },
      { action: "LOGIN_FAILED", actor_email: null, after: hashOf(typedPassword) },
      { action: "LOGIN", actor_email: "Kennt@Test.example", after: null },
    ]);
    expect(hashOf(typedPassword)).not.toEqual(hashOf("niemand@test.example"));
  });

  it("leaves the key unreadable for the SQL console's reader", async () => {
    const { rows } = await sql<{ readable: boolean }>`
      SELECT has_table_privilege('erhdb_sql_reader', 'login_name_key', 'SELECT') AS readable`.execute(
      handle.db,
    );
    expect(rows).toEqual([{ readable: false }]);
  });
});

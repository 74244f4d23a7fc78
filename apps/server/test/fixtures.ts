import type { RoleName } from "@erhdb/domain";
import { ROLE_NAMES } from "@erhdb/domain";
import { ensureBuiltins } from "../src/bootstrap.ts";
import type { Database } from "../src/db/database.ts";
import { hashPassword } from "../src/lib/passwords.ts";

export const TEST_PASSWORD = "Test-Passwort-2025";
export const ADMIN = { email: "admin@test.example", password: "Admin-Passwort-2025" };

/** One account per role: `<role>@test.example` (lower case). */
export function userOf(role: RoleName): string {
  return `${role.toLowerCase()}@test.example`;
}

/** The accounts every server test can rely on; tests that change data create their own. */
export async function createFixtures(db: Database): Promise<void> {
  await ensureBuiltins(db, ADMIN, new Date());
  const roles = await db.selectFrom("role").select(["id", "name"]).execute();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (const name of ROLE_NAMES) {
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`role ${name} missing`);
    const person = await db
      .insertInto("person")
      .values({
        email: userOf(name),
        name: name,
        forename: "Test",
        office: "09",
        password_hash: passwordHash,
        role_id: role.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (name === "FachAdmin") {
      await db
        .insertInto("person_permission")
        .values({
          person_id: person.id,
          statistic_id: "2110",
          lkz: "09",
          eid_rights: true,
          mapping_rights: true,
        })
        .execute();
    }
  }
}

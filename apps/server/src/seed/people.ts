import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { DEMO_USER_PASSWORD } from "../lib/published-passwords.ts";

export interface DemoPermission {
  statisticId: string;
  lkz: string;
  rights: readonly ("organisator" | "res_rights" | "it_res_rights" | "eid_rights" | "mapping_rights")[];
}

export interface DemoUser {
  email: string;
  forename: string;
  name: string;
  phone: string;
  office: string;
  role: string;
  permissions: readonly DemoPermission[];
}

/** One account per role; the surveys of their permissions are always part of the demo data. */
export const DEMO_USERS: readonly DemoUser[] = [
  user("superadmin", "Sabine", "Hoffmann", "+49 611 75-2201", "00", "SuperAdmin", []),
  // a state-office clerk of Bayern who edits and maps two statistics of her office
  user("loggeduser", "Franziska", "Huber", "+49 911 98208-6412", "09", "LoggedUser", [
    { statisticId: "1261", lkz: "09", rights: ["eid_rights", "mapping_rights"] },
    { statisticId: "4521", lkz: "09", rights: ["eid_rights", "mapping_rights"] },
  ]),
  user("useradmin", "Claudia", "Wagner", "+49 611 75-3310", "00", "UserAdmin", []),
  user("corebroker", "Thomas", "Schulz", "+49 611 75-4120", "99", "CoreBroker", [
    { statisticId: "4211", lkz: "99", rights: ["res_rights", "it_res_rights"] },
  ]),
  user("statdbadmin", "Andreas", "Fischer", "+49 611 75-2587", "00", "StatDBAdmin", [
    {
      statisticId: "6111",
      lkz: "00",
      rights: ["eid_rights", "res_rights", "it_res_rights", "mapping_rights"],
    },
  ]),
  user("orgadmin", "Katrin", "Neumann", "+49 211 9449-2301", "05", "OrgAdmin", [
    { statisticId: "2111", lkz: "05", rights: ["organisator"] },
    { statisticId: "1261", lkz: "05", rights: ["organisator", "eid_rights"] },
  ]),
  // uploads resources, nothing else
  user("fachadmin", "Michael", "Braun", "+49 711 641-2455", "08", "FachAdmin", [
    { statisticId: "3111", lkz: "08", rights: ["res_rights"] },
    { statisticId: "4541", lkz: "08", rights: ["res_rights"] },
  ]),
];

function user(
  local: string,
  forename: string,
  name: string,
  phone: string,
  office: string,
  role: string,
  permissions: readonly DemoPermission[],
): DemoUser {
  return { email: `${local}@erhebungsdatenbank.de`, forename, name, phone, office, role, permissions };
}

export interface PeopleReport {
  persons: number;
  permissions: number;
}

/** Creates the missing demo accounts with their permissions; existing accounts stay as they are. */
export async function seedDemoUsers(db: Kysely<DB>, now: Date): Promise<PeopleReport> {
  const present = await db
    .selectFrom("person")
    .select(sql<string>`lower(email)`.as("email"))
    .where(
      sql<string>`lower(email)`,
      "in",
      DEMO_USERS.map((u) => u.email),
    )
    .execute();
  const known = new Set(present.map((p) => p.email));
  const missing = DEMO_USERS.filter((u) => !known.has(u.email));
  if (missing.length === 0) return { persons: 0, permissions: 0 };

  // One hash for all: the accounts share the password anyway, and argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
  const roles = await db.selectFrom("role").select(["id", "name"]).execute();
  const roleIds = new Map(roles.map((r) => [r.name, r.id]));
  let persons = 0;
  let permissions = 0;
  for (const u of missing) {
    const person = await db
      .insertInto("person")
      .values({
        email: u.email,
        name: u.name,
        forename: u.forename,
        phone: u.phone,
        office: u.office,
        role_id: roleIds.get(u.role) ?? (await roleIdOf(db, u.role)),
        password_hash: passwordHash,
        updating: now,
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!person) continue;
    persons++;
    if (u.permissions.length === 0) continue;
    await db
      .insertInto("person_permission")
      .values(
        u.permissions.map((p) => ({
          person_id: person.id,
          statistic_id: p.statisticId,
          lkz: p.lkz,
          organisator: p.rights.includes("organisator"),
          res_rights: p.rights.includes("res_rights"),
          it_res_rights: p.rights.includes("it_res_rights"),
          eid_rights: p.rights.includes("eid_rights"),
          mapping_rights: p.rights.includes("mapping_rights"),
          updating: now,
        })),
      )
      .execute();
    permissions += u.permissions.length;
  }
  return { persons, permissions };
}

async function roleIdOf(db: Kysely<DB>, name: string): Promise<number> {
  const role = await db.selectFrom("role").select("id").where("name", "=", name).executeTakeFirst();
  if (!role) throw new Error(`role ${name} is missing`);
  return role.id;
}

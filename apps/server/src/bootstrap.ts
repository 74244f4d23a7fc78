import type { RoleName } from "@erhdb/domain";
import { DEFAULT_ROLE_RIGHTS, ROLE_NAMES, UNDELETABLE_ROLES } from "@erhdb/domain";
import { sql } from "kysely";
import type { Database } from "./db/database.ts";
import { recordAudit, SYSTEM_ACTOR } from "./lib/audit.ts";
import { hashPassword } from "./lib/passwords.ts";
import { ensureEvasRegister } from "./seed/register.ts";

export interface BuiltinAdmin {
  email: string;
  password: string;
}

export interface Installation {
  adminCreated: boolean;
  /** codes of the shipped EVAS register loaded by this call (0 once loaded, or where an office keeps its own) */
  evasLoaded: number;
}

/**
 * What every start does before serving, demo data or not (the demo seed too): the built-in roles and
 * admin, then the shipped EVAS register into a register that has only the placeholders, so that a
 * production installation can create surveys from its first start. Each step adds only what is missing.
 */
export async function bootstrapInstallation(
  db: Database,
  admin: BuiltinAdmin,
  now: Date,
): Promise<Installation> {
  const { adminCreated } = await ensureBuiltins(db, admin, now);
  const evasLoaded = await ensureEvasRegister(db, now);
  return { adminCreated, evasLoaded };
}

/**
 * Creates what every installation needs, demo data or not: the built-in roles with their default
 * rights and the built-in admin account, dated `now` (the demo seed's moment, issue 35). Only missing
 * pieces are added, so rights an administrator changed later stay as they are.
 */
export async function ensureBuiltins(
  db: Database,
  admin: BuiltinAdmin,
  now: Date,
): Promise<{ adminCreated: boolean }> {
  const passwordHash = await hashPassword(admin.password);
  return db.transaction().execute(async (trx) => {
    for (const name of ROLE_NAMES) {
      const created = await trx
        .insertInto("role")
        .values({ name, builtin: UNDELETABLE_ROLES.includes(name), updating: now })
        .onConflict((oc) => oc.column("name").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!created) continue;
      const acls = DEFAULT_ROLE_RIGHTS[name as RoleName];
      if (acls.length > 0) {
        await trx
          .insertInto("role_acl")
          .values(acls.map((acl) => ({ role_id: created.id, acl })))
          .execute();
      }
      await recordAudit(trx, SYSTEM_ACTOR, {
        action: "CREATE",
        entity: "role",
        entityId: created.id,
        after: { name, acls },
        at: now,
      });
    }

    const existing = await trx
      .selectFrom("person")
      .select("id")
      .where("builtin", "=", true)
      .executeTakeFirst();
    if (existing) return { adminCreated: false };
    const superAdmin = await trx
      .selectFrom("role")
      .select("id")
      .where("name", "=", "SuperAdmin")
      .executeTakeFirstOrThrow();
    const person = await trx
      .insertInto("person")
      .values({
        email: admin.email,
        name: "Administrator",
        forename: "System",
        office: "00",
        password_hash: passwordHash,
        role_id: superAdmin.id,
        builtin: true,
        updating: now,
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!person)
      throw new Error(
        `ADMIN_EMAIL ${admin.email} belongs to an existing account that is not the built-in admin`,
      );
    await recordAudit(trx, SYSTEM_ACTOR, {
      action: "CREATE",
      entity: "person",
      entityId: person.id,
      after: { email: admin.email, role: "SuperAdmin", builtin: true },
      at: now,
    });
    return { adminCreated: true };
  });
}

// The signed-in person as every feature sees it: the auth feature answers it for a session, the user
// administration for an account it shows or changes.
import type { AuthPerson, Language, Right, ThemeCode } from "@erhdb/domain";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Queryable } from "./queryable.ts";

/** The person with role, rights and permissions in one statement, to be narrowed by a WHERE. */
export function authPersonQuery(db: Queryable) {
  return db
    .selectFrom("person")
    .innerJoin("role", "role.id", "person.role_id")
    .select((eb) => [
      "person.id",
      "person.email",
      "person.name",
      "person.forename",
      "person.phone",
      "person.office",
      "person.deleted",
      "person.builtin",
      "person.updating",
      "person.theme",
      "person.lang",
      "person.search_shortcut",
      "role.id as role_id",
      "role.name as role_name",
      jsonArrayFrom(
        eb
          .selectFrom("role_acl")
          .select("role_acl.acl")
          .whereRef("role_acl.role_id", "=", "role.id")
          .orderBy("acl"),
      ).as("acls"),
      jsonArrayFrom(
        eb
          .selectFrom("person_permission as pp")
          .select([
            "pp.id",
            "pp.statistic_id",
            "pp.lkz",
            "pp.organisator",
            "pp.res_rights",
            "pp.it_res_rights",
            "pp.eid_rights",
            "pp.mapping_rights",
            "pp.updating",
          ])
          .whereRef("pp.person_id", "=", "person.id")
          .orderBy("pp.statistic_id")
          .orderBy("pp.lkz"),
      ).as("permissions"),
    ]);
}

type AuthPersonRow = Awaited<ReturnType<ReturnType<typeof authPersonQuery>["executeTakeFirstOrThrow"]>>;

export function toAuthPerson(row: AuthPersonRow): AuthPerson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    forename: row.forename,
    phone: row.phone,
    office: row.office,
    deleted: row.deleted,
    builtin: row.builtin,
    updating: new Date(row.updating).toISOString(),
    personSetting: {
      theme: row.theme as ThemeCode,
      lang: row.lang as Language,
      searchShortcut: row.search_shortcut,
    },
    role: { id: row.role_id, name: row.role_name, acls: row.acls.map((a) => a.acl as Right) },
    personPermissions: row.permissions.map((p) => ({
      id: p.id,
      statisticId: p.statistic_id,
      lkz: p.lkz,
      organisator: p.organisator,
      res_rights: p.res_rights,
      it_res_rights: p.it_res_rights,
      eid_rights: p.eid_rights,
      mapping_rights: p.mapping_rights,
      updating: new Date(p.updating).toISOString(),
    })),
  };
}

/**
 * The person with role, rights and permissions, as `GET auth` answers it; a deleted one only with
 * `includeDeleted` (the user administration lists and answers deleted accounts too).
 */
export async function loadAuthPerson(
  db: Queryable,
  personId: number,
  { includeDeleted = false } = {},
): Promise<AuthPerson | null> {
  let query = authPersonQuery(db).where("person.id", "=", personId);
  if (!includeDeleted) query = query.where("person.deleted", "=", false);
  const row = await query.executeTakeFirst();
  return row ? toAuthPerson(row) : null;
}

// The person lists several features answer: the short summaries (the persons list, the util calls,
// a statistic id's organisers) and an account's permissions, as every caller may see them.
import type { AccessSubject, PersonSummary } from "@erhdb/domain";
import { guardedEmail } from "@erhdb/domain";
import type { Queryable } from "./queryable.ts";

export async function personExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.selectFrom("person").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/** The persons with their role as the short lists show them; callers narrow it and order by `p.name`. */
export function selectPersonSummaries(db: Queryable) {
  return db
    .selectFrom("person as p")
    .innerJoin("role as r", "r.id", "p.role_id")
    .select([
      "p.id",
      "p.name",
      "p.forename",
      "p.email",
      "p.phone",
      "p.office",
      "p.deleted",
      "p.updating",
      "r.id as roleId",
      "r.name as roleName",
    ]);
}

/** Persons in name order with their role, as the short lists show them. */
export async function listPersonSummaries(db: Queryable, { statisticId }: { statisticId?: string } = {}) {
  let query = selectPersonSummaries(db);
  if (statisticId !== undefined) {
    // the users of a statistic id (SPEC 2.12): accounts in use that hold a permission for it
    query = query
      .where("p.deleted", "=", false)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("person_permission as pp")
            .select("pp.id")
            .whereRef("pp.person_id", "=", "p.id")
            .where("pp.statistic_id", "=", statisticId),
        ),
      );
  }
  return query.orderBy("p.name").orderBy("p.forename").orderBy("p.id").execute();
}
export type PersonSummaryRow = Awaited<ReturnType<typeof listPersonSummaries>>[number];

export const permissionColumns = [
  "id",
  "person_id",
  "statistic_id",
  "lkz",
  "organisator",
  "res_rights",
  "it_res_rights",
  "eid_rights",
  "mapping_rights",
  "updating",
] as const;

export async function listPermissions(db: Queryable, personId: number) {
  return db
    .selectFrom("person_permission")
    .select(permissionColumns)
    .where("person_id", "=", personId)
    .orderBy("statistic_id")
    .orderBy("lkz")
    .execute();
}
export type PermissionRow = Awaited<ReturnType<typeof listPermissions>>[number];

/** A summary as `caller` may see it: the email only with USEREMAILADRESS_READ (SPEC 6). */
export function personSummaryOf(row: PersonSummaryRow, caller: AccessSubject): PersonSummary {
  return {
    id: row.id,
    name: row.name,
    forename: row.forename,
    email: guardedEmail(caller, row.email),
    phone: row.phone,
    office: row.office,
    deleted: row.deleted,
    updating: new Date(row.updating).toISOString(),
    role: { id: row.roleId, name: row.roleName },
  };
}

export function permissionAnswerOf(row: PermissionRow) {
  return {
    id: row.id,
    statisticId: row.statistic_id,
    lkz: row.lkz,
    organisator: row.organisator,
    res_rights: row.res_rights,
    it_res_rights: row.it_res_rights,
    eid_rights: row.eid_rights,
    mapping_rights: row.mapping_rights,
    updating: new Date(row.updating).toISOString(),
  };
}

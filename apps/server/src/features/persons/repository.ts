import type {
  Language,
  PermissionFlag,
  PersonPermissionWrite,
  PersonUpdate,
  PersonWrite,
} from "@erhdb/domain";
import { sql } from "kysely";
import { type PermissionRow, permissionColumns } from "../../db/person-lists.ts";
import type { Queryable } from "../../db/queryable.ts";

/** Whether another account has this email address, in any case (deleted accounts keep theirs). */
export async function emailTaken(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom("person").select("id").where(sql<string>`lower(email)`, "=", email.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

// an update without email keeps the stored one (personUpdateSchema)
const personValues = (write: PersonUpdate, now: Date) => ({
  ...(write.email === undefined ? {} : { email: write.email }),
  name: write.name,
  forename: write.forename,
  phone: write.phone,
  office: write.office,
  role_id: write.role.id,
  updating: now,
});

/**
 * A new account without a password: its owner sets one by the invitation link (decision 16). Its
 * language is German unless given (an applicant's, decision 17).
 */
export async function insertPerson(
  trx: Queryable,
  write: PersonWrite,
  now: Date,
  lang?: Language,
): Promise<number> {
  const row = await trx
    .insertInto("person")
    .values({
      ...personValues(write, now),
      email: write.email,
      password_hash: null,
      ...(lang ? { lang } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePerson(trx: Queryable, id: number, write: PersonUpdate, now: Date) {
  await trx.updateTable("person").set(personValues(write, now)).where("id", "=", id).execute();
}

export async function markPersonDeleted(trx: Queryable, id: number, now: Date) {
  await trx.updateTable("person").set({ deleted: true, updating: now }).where("id", "=", id).execute();
}

/** Sets or (null) clears the password hash; nothing logs in without one. */
export async function setPasswordHash(trx: Queryable, id: number, hash: string | null) {
  await trx.updateTable("person").set({ password_hash: hash }).where("id", "=", id).execute();
}

export async function findPasswordHash(db: Queryable, id: number): Promise<string | null> {
  const row = await db.selectFrom("person").select("password_hash").where("id", "=", id).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function insertPermission(
  trx: Queryable,
  personId: number,
  write: PersonPermissionWrite,
  now: Date,
): Promise<PermissionRow> {
  return trx
    .insertInto("person_permission")
    .values({
      person_id: personId,
      statistic_id: write.statisticId,
      lkz: write.lkz,
      organisator: write.organisator,
      res_rights: write.res_rights,
      it_res_rights: write.it_res_rights,
      eid_rights: write.eid_rights,
      mapping_rights: write.mapping_rights,
      updating: now,
    })
    .returning(permissionColumns)
    .executeTakeFirstOrThrow();
}

export async function lockPermission(trx: Queryable, id: number): Promise<PermissionRow | null> {
  const row = await trx
    .selectFrom("person_permission")
    .select(permissionColumns)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function deletePermission(trx: Queryable, id: number) {
  await trx.deleteFrom("person_permission").where("id", "=", id).execute();
}

/** The account's permission for this statistic id and state code, locked until the transaction ends. */
export async function findPermission(
  trx: Queryable,
  personId: number,
  statisticId: string,
  lkz: string,
): Promise<PermissionRow | null> {
  const row = await trx
    .selectFrom("person_permission")
    .select(permissionColumns)
    .where("person_id", "=", personId)
    .where("statistic_id", "=", statisticId)
    .where("lkz", "=", lkz)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Sets these rights of a permission (the others stay as they are). */
export async function addPermissionFlags(
  trx: Queryable,
  id: number,
  flags: readonly PermissionFlag[],
  now: Date,
): Promise<PermissionRow> {
  const set = Object.fromEntries(flags.map((flag) => [flag, true]));
  return trx
    .updateTable("person_permission")
    .set({ ...set, updating: now })
    .where("id", "=", id)
    .returning(permissionColumns)
    .executeTakeFirstOrThrow();
}

/** Whether the account holds a permission for this statistic id and state code already. */
export async function permissionExists(db: Queryable, personId: number, statisticId: string, lkz: string) {
  const row = await db
    .selectFrom("person_permission")
    .select("id")
    .where("person_id", "=", personId)
    .where("statistic_id", "=", statisticId)
    .where("lkz", "=", lkz)
    .executeTakeFirst();
  return row !== undefined;
}

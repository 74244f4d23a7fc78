// The accounts acted on as the protection rules see them (issue 24): the user administration's writes
// and an accepted request's account, each locked while it changes, with its role's rights.
import type { Language, ProtectionSubject, Right, Role } from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "./queryable.ts";

/** An account as the protection rules and the mails need it. */
export interface PersonSubjectRow {
  id: number;
  email: string;
  name: string;
  forename: string;
  lang: Language;
  builtin: boolean;
  deleted: boolean;
  roleName: string;
  /** the rights of the account's role: nobody acts on an account whose role holds more than theirs */
  roleAcls: Right[];
}

/** The rights of the role the query calls `r`. */
const ACLS_OF_ROLE_R = sql<string[]>`ARRAY(SELECT ra.acl FROM role_acl AS ra WHERE ra.role_id = r.id)`;
/** The rights as the domain names them: the column's CHECK constraint holds only those. */
const asRights = (acls: readonly string[]) => acls.map((acl) => acl as Right);

function subjectQuery(db: Queryable) {
  return db
    .selectFrom("person as p")
    .innerJoin("role as r", "r.id", "p.role_id")
    .select([
      "p.id",
      "p.email",
      "p.name",
      "p.forename",
      "p.lang",
      "p.builtin",
      "p.deleted",
      "r.name as roleName",
      ACLS_OF_ROLE_R.as("roleAcls"),
    ]);
}

type SubjectRow = Awaited<ReturnType<ReturnType<typeof subjectQuery>["executeTakeFirstOrThrow"]>>;
const toSubject = (row: SubjectRow): PersonSubjectRow => ({
  ...row,
  lang: row.lang as Language,
  roleAcls: asRights(row.roleAcls),
});

/** The account acted on, locked until the transaction ends, so two writes on it take turns. */
export async function lockPersonSubject(trx: Queryable, id: number): Promise<PersonSubjectRow | null> {
  const row = await subjectQuery(trx).where("p.id", "=", id).forUpdate("p").executeTakeFirst();
  return row ? toSubject(row) : null;
}

/** The account of an email address, in any case, deleted or not. */
export async function findPersonByEmail(db: Queryable, email: string): Promise<PersonSubjectRow | null> {
  const row = await subjectQuery(db)
    .where(sql<string>`lower(p.email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return row ? toSubject(row) : null;
}

function roleQuery(db: Queryable) {
  return db.selectFrom("role as r").select(["r.id", "r.name", ACLS_OF_ROLE_R.as("acls")]);
}

/** A role with its rights: giving it is allowed only to whoever holds them all. */
export async function findRole(db: Queryable, id: number): Promise<Role | undefined> {
  const row = await roleQuery(db).where("r.id", "=", id).executeTakeFirst();
  return row && { ...row, acls: asRights(row.acls) };
}

/** A role by its name, with its rights (the role an accepted request gives a new account). */
export async function findRoleByName(db: Queryable, name: string): Promise<Role | undefined> {
  const row = await roleQuery(db).where("r.name", "=", name).executeTakeFirst();
  return row && { ...row, acls: asRights(row.acls) };
}

export const subjectOf = (row: PersonSubjectRow): ProtectionSubject => ({
  id: row.id,
  builtin: row.builtin,
  role: { name: row.roleName, acls: row.roleAcls },
});

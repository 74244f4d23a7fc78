import type { AuthPerson, Language, Right, ThemeCode } from "@erhdb/domain";
import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Queryable } from "../../db/queryable.ts";

export async function findLoginCandidate(db: Queryable, email: string) {
  return db
    .selectFrom("person")
    .select(["id", "email", "password_hash"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("deleted", "=", false)
    .executeTakeFirst();
}

/** The person with role, rights and permissions in one statement, to be narrowed by a WHERE. */
function authPersonQuery(db: Queryable) {
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

function toAuthPerson(row: AuthPersonRow): AuthPerson {
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
    personSetting: { theme: row.theme as ThemeCode, lang: row.lang as Language },
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

/**
 * The session of a token hash with its person as `GET auth` answers it: what every authenticated
 * request needs, read in one statement (the person must not be deleted).
 */
export async function findSessionPerson(
  db: Queryable,
  tokenHash: string,
): Promise<{ lastSeenAt: Date; person: AuthPerson } | null> {
  const row = await authPersonQuery(db)
    .innerJoin("session", "session.person_id", "person.id")
    .select("session.last_seen_at")
    .where("session.token_hash", "=", tokenHash)
    .where("person.deleted", "=", false)
    .executeTakeFirst();
  return row ? { lastSeenAt: new Date(row.last_seen_at), person: toAuthPerson(row) } : null;
}

export async function insertSession(
  db: Queryable,
  tokenHash: string,
  personId: number,
  ip: string,
  at: Date,
) {
  await db
    .insertInto("session")
    .values({ token_hash: tokenHash, person_id: personId, ip, created_at: at, last_seen_at: at })
    .execute();
}

export async function touchSession(db: Queryable, tokenHash: string, at: Date) {
  await db.updateTable("session").set({ last_seen_at: at }).where("token_hash", "=", tokenHash).execute();
}

export async function deleteSession(db: Queryable, tokenHash: string) {
  return db
    .deleteFrom("session")
    .where("token_hash", "=", tokenHash)
    .returning("person_id")
    .executeTakeFirst();
}

/**
 * Ends every session of a person at once (deleted account, password set or reset), or every other one
 * than `except` (a password changed while logged in keeps the session that changed it).
 */
export async function deletePersonSessions(db: Queryable, personId: number, except?: string) {
  let query = db.deleteFrom("session").where("person_id", "=", personId);
  if (except !== undefined) query = query.where("token_hash", "<>", except);
  await query.execute();
}

export async function deleteIdleSessions(db: Queryable, idleSince: Date) {
  await db.deleteFrom("session").where("last_seen_at", "<", idleSince).execute();
}

/** The keys an attempt is counted by (login-throttle.ts). */
export interface AttemptKeys {
  address: string;
  account: string;
}

/**
 * Serializes the admission of attempts from one address until the end of the transaction, so that
 * simultaneous attempts each see those admitted before them.
 */
export async function lockAttemptsOf(db: Queryable, addressKey: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login-attempt\n${addressKey}`}, 0))`.execute(db);
}

/**
 * The newest `limit` failed (or still unproven) attempts since `since`, newest first: of an address, or
 * of one account from it.
 */
export async function recentFailures(
  db: Queryable,
  keys: { address: string; account?: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  let query = db
    .selectFrom("login_attempt")
    .select("attempted_at")
    .where("address_key", "=", keys.address)
    .where("success", "=", false)
    .where("attempted_at", ">=", since);
  if (keys.account !== undefined) query = query.where("account_key", "=", keys.account);
  const rows = await query.orderBy("attempted_at", "desc").limit(limit).execute();
  return rows.map((r) => new Date(r.attempted_at));
}

/** How many failed (or still unproven) attempts an account has had since `since`, from every address. */
export async function countAccountFailures(db: Queryable, accountKey: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("login_attempt")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("account_key", "=", accountKey)
    .where("success", "=", false)
    .where("attempted_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records an admitted attempt as failed until its password proves right; returns its id. */
export async function insertLoginAttempt(db: Queryable, keys: AttemptKeys, at: Date): Promise<number> {
  const row = await db
    .insertInto("login_attempt")
    .values({ address_key: keys.address, account_key: keys.account, success: false, attempted_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markLoginSucceeded(db: Queryable, attemptId: number) {
  await db.updateTable("login_attempt").set({ success: true }).where("id", "=", attemptId).execute();
}

export async function deleteLoginAttemptsBefore(db: Queryable, before: Date) {
  await db.deleteFrom("login_attempt").where("attempted_at", "<", before).execute();
}

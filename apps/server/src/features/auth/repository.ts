import type { AuthPerson } from "@erhdb/domain";
import { sql } from "kysely";
import { authPersonQuery, toAuthPerson } from "../../db/auth-person.ts";
import type { Queryable } from "../../db/queryable.ts";

/**
 * The account whose address a login names, in any case, deleted or not: the login checks the password of
 * one that is not deleted, and a failed login's audit record keeps the address of either.
 */
export async function findAccountByName(db: Queryable, username: string) {
  return db
    .selectFrom("person")
    .select(["id", "email", "password_hash", "deleted"])
    .where(sql<string>`lower(email)`, "=", username.toLowerCase())
    .executeTakeFirst();
}

/** The key the names tried at the login are hashed with (migration 0022). */
export async function loginNameKey(db: Queryable): Promise<Buffer> {
  const row = await db.selectFrom("login_name_key").select("key").executeTakeFirst();
  if (!row) throw new Error("login_name_key holds no key (migration 0022 creates it)");
  return row.key;
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

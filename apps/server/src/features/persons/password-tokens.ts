import type { PasswordLinkState } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";

export type PasswordTokenPurpose = "RESET" | "INVITE";

export async function insertPasswordToken(
  trx: Queryable,
  token: { hash: string; personId: number; purpose: PasswordTokenPurpose; createdAt: Date; expiresAt: Date },
) {
  await trx
    .insertInto("password_token")
    .values({
      token_hash: token.hash,
      person_id: token.personId,
      purpose: token.purpose,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * What the page of a link says (decision 39): "valid" while it works; "replaced" while a newer link of its
 * account stopped it and it would not have expired yet; "not-valid" otherwise (wrong, used, expired, or
 * its account deleted).
 */
export async function linkStateOf(db: Queryable, hash: string, now: Date): Promise<PasswordLinkState> {
  const row = await db
    .selectFrom("password_token as t")
    .innerJoin("person as p", "p.id", "t.person_id")
    .select(["t.used_at", "t.replaced_at"])
    .where("t.token_hash", "=", hash)
    .where("t.expires_at", ">", now)
    .where("p.deleted", "=", false)
    .executeTakeFirst();
  if (!row) return "not-valid";
  if (row.used_at === null) return "valid";
  return row.replaced_at === null ? "not-valid" : "replaced";
}

/** The account of a token that still works: unused, unexpired, its account not deleted. */
export async function findUsableToken(db: Queryable, hash: string, now: Date) {
  return db
    .selectFrom("password_token as t")
    .innerJoin("person as p", "p.id", "t.person_id")
    .select(["t.person_id as personId", "p.email"])
    .where("t.token_hash", "=", hash)
    .where("t.used_at", "is", null)
    .where("t.expires_at", ">", now)
    .where("p.deleted", "=", false)
    .executeTakeFirst();
}

/**
 * Spends a token that still works, in one statement, so that two uses at once cannot both succeed.
 * Returns its account, or undefined when it did not work (any more).
 */
export async function spendToken(trx: Queryable, hash: string, now: Date): Promise<number | undefined> {
  const row = await trx
    .updateTable("password_token")
    .set({ used_at: now })
    .where("token_hash", "=", hash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("person")
          .select("person.id")
          .whereRef("person.id", "=", "password_token.person_id")
          .where("person.deleted", "=", false),
      ),
    )
    .returning("person_id")
    .executeTakeFirst();
  return row?.person_id;
}

/** Every token of the account still open stops working, replaced by the newer link being mailed. */
export async function replaceTokensOf(trx: Queryable, personId: number, now: Date) {
  await trx
    .updateTable("password_token")
    .set({ used_at: now, replaced_at: now })
    .where("person_id", "=", personId)
    .where("used_at", "is", null)
    .execute();
}

/** Every token of the account still open stops working (a password was set, reset or the account deleted). */
export async function spendTokensOf(trx: Queryable, personId: number, now: Date) {
  await trx
    .updateTable("password_token")
    .set({ used_at: now })
    .where("person_id", "=", personId)
    .where("used_at", "is", null)
    .execute();
}

/** Housekeeping: tokens past their expiry work no more and are forgotten. */
export async function deleteExpiredTokens(db: Queryable, before: Date) {
  await db.deleteFrom("password_token").where("expires_at", "<", before).execute();
}

import type { NewsletterTopic } from "@erhdb/domain";
import { PASSWORD_TOKEN_PATTERN } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import type { NewsletterTokenPurpose } from "../../db/tables/newsletter.ts";
import { hashToken, newSessionToken } from "../../lib/tokens.ts";

const DAY_MS = 24 * 3_600_000;

/**
 * How long a token works (decision 17). A MANAGE token is the one-click unsubscribe of a mail's
 * List-Unsubscribe header: each newsletter mail gets a new one, and an older mail's keeps working for
 * as long, so unsubscribing from any recent mail works.
 */
export const NEWSLETTER_TOKEN_TTL_MS: Readonly<Record<NewsletterTokenPurpose, number>> = {
  VERIFY_SUBSCRIBE: 7 * DAY_MS,
  VERIFY_UNSUBSCRIBE: DAY_MS,
  EDIT: DAY_MS,
  MANAGE: 180 * DAY_MS,
};

/** A token as it is mailed, and its hash as it is stored. */
export interface IssuedToken {
  token: string;
  hash: string;
  expiresAt: Date;
}

/**
 * A new token of the address for `purpose` (32 random bytes, base64url, like the password links);
 * only its SHA-256 is stored.
 */
export function issueToken(
  trx: Queryable,
  mail: string,
  purpose: Exclude<NewsletterTokenPurpose, "VERIFY_SUBSCRIBE">,
  now: Date,
): Promise<IssuedToken> {
  return insertToken(trx, mail, purpose, null, now);
}

/** A new subscription link of the address: it confirms exactly `topics`, its mail's list (decision 39). */
export function issueSubscribeToken(
  trx: Queryable,
  mail: string,
  topics: readonly NewsletterTopic[],
  now: Date,
): Promise<IssuedToken> {
  return insertToken(trx, mail, "VERIFY_SUBSCRIBE", topics, now);
}

async function insertToken(
  trx: Queryable,
  mail: string,
  purpose: NewsletterTokenPurpose,
  topics: readonly NewsletterTopic[] | null,
  now: Date,
): Promise<IssuedToken> {
  const token = newSessionToken();
  const hash = hashToken(token);
  const expiresAt = new Date(now.getTime() + NEWSLETTER_TOKEN_TTL_MS[purpose]);
  await trx
    .insertInto("newsletter_token")
    .values({
      token_hash: hash,
      mail,
      purpose,
      created_at: now,
      expires_at: expiresAt,
      topics: topics && JSON.stringify(topics),
    })
    .execute();
  return { token, hash, expiresAt };
}

/**
 * The topics of the address's subscription links mailed since `since` that still work: what a subscribe
 * form of the last minutes asked for and nobody has confirmed yet by its link.
 */
export async function recentlyMailedTopics(
  db: Queryable,
  mail: string,
  since: Date,
  now: Date,
): Promise<NewsletterTopic[]> {
  const rows = await db
    .selectFrom("newsletter_token")
    .select("topics")
    .where("mail", "=", mail)
    .where("purpose", "=", "VERIFY_SUBSCRIBE")
    .where("used_at", "is", null)
    .where("created_at", ">", since)
    .where("expires_at", ">", now)
    .orderBy("created_at")
    .execute();
  return rows.flatMap((row) => row.topics ?? []);
}

/** The hash of a token that has the shape of one; null for anything else (it cannot be one of ours). */
export function tokenHashOf(token: string): string | null {
  return PASSWORD_TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

/** The address of a token that still works for `purpose`: unused, unexpired. */
export async function findTokenMail(
  db: Queryable,
  hash: string,
  purpose: NewsletterTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("newsletter_token")
    .select("mail")
    .where("token_hash", "=", hash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.mail;
}

/**
 * Spends a one-time token that still works, in one statement, so that of two uses at once (a mail
 * scanner and the subscriber) only one succeeds. Returns its address and, for a subscription link, the
 * topics it confirms; undefined when it did not work (any more).
 */
export async function spendToken(
  trx: Queryable,
  hash: string,
  purpose: NewsletterTokenPurpose,
  now: Date,
): Promise<{ mail: string; topics: NewsletterTopic[] | null } | undefined> {
  return trx
    .updateTable("newsletter_token")
    .set({ used_at: now })
    .where("token_hash", "=", hash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["mail", "topics"])
    .executeTakeFirst();
}

/** Housekeeping: tokens past their expiry work no more and are forgotten. */
export async function deleteExpiredNewsletterTokens(db: Queryable, now: Date): Promise<number> {
  const result = await db.deleteFrom("newsletter_token").where("expires_at", "<", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

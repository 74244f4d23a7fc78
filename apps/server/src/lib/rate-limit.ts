import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Queryable } from "../db/queryable.ts";
import { clientAddressKey } from "./client-address.ts";

export interface RateLimit {
  /** what is limited, e.g. "password-reset-ip" */
  bucket: string;
  /**
   * whose hits count together, e.g. an email address or a client's IP address; an IP address is counted
   * by its `clientAddressKey` (an IPv6 client by its /64), so no caller can forget to
   */
  key: string;
  /** hits allowed within the window */
  max: number;
  windowMs: number;
  now: Date;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** 0 when allowed; else how long until the next hit would be allowed */
  retryAfterMs: number;
  /**
   * the latest hit of the bucket and key before this one, in or before the window (hits are kept
   * RATE_LIMIT_RETENTION_MS); null when there was none: whether the same key asked before, and when
   */
  previousHitAt: Date | null;
}

/** Hits are kept this long; no window may be longer (housekeeping purges older hits). */
export const RATE_LIMIT_RETENTION_MS = 24 * 3_600_000;
// the column's limit; a longer key (a caller's made-up address) is counted by its hash
const MAX_KEY_LENGTH = 300;

/**
 * Counts a hit of `key` in `bucket` against a sliding window of `windowMs`, shared by every app
 * instance through the database. Only allowed hits are recorded: a refused caller hammering on cannot
 * grow the table beyond `max` rows per key and window, and its retry time stays fixed by the hits that
 * were let through. Hits of one bucket and key are serialized by an advisory lock held to the end of
 * the transaction, so concurrent requests never let more than `max` through. Inside a caller's
 * transaction the hit is undone with it.
 */
export async function hitRateLimit(db: Queryable, limit: RateLimit): Promise<RateLimitVerdict> {
  if (limit.max < 1 || limit.windowMs <= 0 || limit.windowMs > RATE_LIMIT_RETENTION_MS) {
    throw new Error(
      `rate limit ${limit.bucket}: max >= 1 and a window of up to ${RATE_LIMIT_RETENTION_MS} ms`,
    );
  }
  if (db.isTransaction) return hit(db, limit);
  return db.transaction().execute((trx) => hit(trx, limit));
}

async function hit(db: Queryable, { bucket, key, max, windowMs, now }: RateLimit): Promise<RateLimitVerdict> {
  const counted = clientAddressKey(key);
  const storedKey =
    counted.length > MAX_KEY_LENGTH
      ? `sha256:${createHash("sha256").update(counted).digest("hex")}`
      : counted;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${bucket}\n${storedKey}`}, 0))`.execute(db);
  // the latest hits, those of the window first: the newest outside it only tells when the key asked last
  const latest = await db
    .selectFrom("rate_limit_hit")
    .select("at")
    .where("bucket", "=", bucket)
    .where("key", "=", storedKey)
    .orderBy("at", "desc")
    .limit(max)
    .execute();
  const previousHitAt = latest[0]?.at ?? null;
  const oldestCounted = latest.filter((h) => h.at.getTime() > now.getTime() - windowMs)[max - 1];
  if (oldestCounted) {
    return {
      allowed: false,
      retryAfterMs: Math.max(1, oldestCounted.at.getTime() + windowMs - now.getTime()),
      previousHitAt,
    };
  }
  await db.insertInto("rate_limit_hit").values({ bucket, key: storedKey, at: now }).execute();
  return { allowed: true, retryAfterMs: 0, previousHitAt };
}

/** Housekeeping: drops hits older than any window; returns how many. */
export async function purgeRateLimitHits(db: Queryable, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_hit")
    .where("at", "<", new Date(now.getTime() - RATE_LIMIT_RETENTION_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

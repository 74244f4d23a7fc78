import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";
import type { WebhookError } from "../../db/tables/webhooks.ts";

/** A delivery claimed for one try, with what signing and sending it needs. */
export interface ClaimedDelivery {
  id: number;
  targetId: number;
  url: string;
  messageId: string;
  body: string;
  /** tries so far, this one included */
  attempts: number;
  firstAttemptAt: Date;
  /** the keys that sign: the current one, and the previous one while it still does */
  keys: Buffer[];
}

export interface NewDelivery {
  targetId: number;
  eventId: number | null;
  kind: string;
  messageId: string;
  body: string;
}

export async function insertDeliveries(
  db: Queryable,
  deliveries: readonly NewDelivery[],
  now: Date,
): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto("webhook_delivery")
    .values(
      deliveries.map((d) => ({
        target_id: d.targetId,
        event_id: d.eventId,
        kind: d.kind,
        message_id: d.messageId,
        body: d.body,
        created_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
}

/**
 * Claims the oldest pending delivery of each target that is neither paused nor failing, where that one
 * is due and no one holds it: at most one in flight per target, in event order (a later one waits while
 * the oldest waits for its retry). The targets are locked while their heads are chosen, SKIP LOCKED, so
 * two instances choose for different targets; the claim's own conditions are rechecked on the row
 * (READ COMMITTED rechecks an updated row), so a head another instance claimed a moment ago is not taken.
 */
export async function claimDueDeliveries(
  db: Queryable,
  { now, claimMs, limit }: { now: Date; claimMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const claimedUntil = new Date(now.getTime() + claimMs);
  const { rows } = await sql<
    Omit<ClaimedDelivery, "keys"> & {
      secret: Buffer;
      previousSecret: Buffer | null;
      previousSecretUntil: Date | null;
    }
  >`
    WITH heads AS (
      SELECT h.id
      FROM webhook_target t
      CROSS JOIN LATERAL (
        SELECT d.id, d.next_attempt_at, d.claimed_until FROM webhook_delivery d
        WHERE d.target_id = t.id AND d.delivered_at IS NULL AND d.failed_at IS NULL
        ORDER BY d.id LIMIT 1
      ) h
      WHERE NOT t.paused AND t.failing_since IS NULL
        AND h.next_attempt_at <= ${now} AND (h.claimed_until IS NULL OR h.claimed_until <= ${now})
      ORDER BY h.id
      LIMIT ${limit}
      FOR UPDATE OF t SKIP LOCKED
    )
    UPDATE webhook_delivery d
    SET claimed_until = ${claimedUntil}, attempts = d.attempts + 1,
        first_attempt_at = COALESCE(d.first_attempt_at, ${now}), last_attempt_at = ${now}
    FROM heads, webhook_target t
    WHERE d.id = heads.id AND t.id = d.target_id
      AND d.delivered_at IS NULL AND d.failed_at IS NULL
      AND (d.claimed_until IS NULL OR d.claimed_until <= ${now})
    RETURNING d.id, d.target_id AS "targetId", t.url, d.message_id AS "messageId", d.body, d.attempts,
      d.first_attempt_at AS "firstAttemptAt", t.secret, t.previous_secret AS "previousSecret",
      t.previous_secret_until AS "previousSecretUntil"
  `.execute(db);
  return rows
    .map(({ secret, previousSecret, previousSecretUntil, ...row }) => ({
      ...row,
      id: Number(row.id),
      keys:
        previousSecret && previousSecretUntil && previousSecretUntil > now
          ? [secret, previousSecret]
          : [secret],
    }))
    .sort((a, b) => a.id - b.id);
}

export interface TryOutcome {
  statusCode: number | null;
  durationMs: number;
  error: WebhookError | null;
}

/** Only the holder of the claim records its try: a claim that lapsed and was taken again is the other's. */
function claimed(db: Queryable, delivery: Pick<ClaimedDelivery, "id" | "attempts">) {
  return db
    .updateTable("webhook_delivery")
    .where("id", "=", delivery.id)
    .where("attempts", "=", delivery.attempts)
    .where("delivered_at", "is", null)
    .where("failed_at", "is", null);
}

const outcomeColumns = (outcome: TryOutcome) => ({
  status_code: outcome.statusCode,
  duration_ms: outcome.durationMs,
  error: outcome.error === null ? null : JSON.stringify(outcome.error),
  claimed_until: null,
});

export async function markDelivered(
  db: Queryable,
  delivery: ClaimedDelivery,
  outcome: TryOutcome,
  now: Date,
) {
  await claimed(db, delivery)
    .set({ ...outcomeColumns(outcome), delivered_at: now })
    .execute();
}

export async function markRetry(
  db: Queryable,
  delivery: ClaimedDelivery,
  outcome: TryOutcome,
  retryAt: Date,
) {
  await claimed(db, delivery)
    .set({ ...outcomeColumns(outcome), next_attempt_at: retryAt })
    .execute();
}

/** Gives a delivery up after 24 hours of tries, and marks its target failing with the last reason. */
export async function markGivenUp(db: Queryable, delivery: ClaimedDelivery, outcome: TryOutcome, now: Date) {
  const given = await claimed(db, delivery)
    .set({ ...outcomeColumns(outcome), failed_at: now })
    .executeTakeFirst();
  if (Number(given.numUpdatedRows) === 0) return;
  await db
    .updateTable("webhook_target")
    .set({
      failing_since: now,
      failing_reason: JSON.stringify(outcome.error ?? { code: "UNKNOWN" }),
    })
    .where("id", "=", delivery.targetId)
    .execute();
}

/** Housekeeping: deliveries done (delivered or given up) before `before` are forgotten. */
export async function purgeDeliveries(db: Queryable, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("webhook_delivery")
    .where("created_at", "<", before)
    .where((eb) => eb.or([eb("delivered_at", "is not", null), eb("failed_at", "is not", null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

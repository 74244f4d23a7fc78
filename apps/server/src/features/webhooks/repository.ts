import {
  type PublicEventKind,
  WEBHOOK_RECENT_DELIVERIES,
  type WebhookDeliveryState,
  type WebhookTargetWrite,
} from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";
import type { WebhookError } from "../../db/tables/webhooks.ts";

/** A target as its admins see it; never its keys. */
export interface TargetRow {
  id: number;
  url: string;
  statisticId: string | null;
  kinds: PublicEventKind[];
  paused: boolean;
  failingSince: Date | null;
  failingReason: WebhookError | null;
  createdAt: Date;
  secretRotatedAt: Date;
  pending: number;
}

export interface DeliveryRow {
  id: number;
  eventId: number | null;
  messageId: string;
  kind: string;
  state: WebhookDeliveryState;
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  statusCode: number | null;
  durationMs: number | null;
  error: WebhookError | null;
}

const PENDING = sql<boolean>`d.delivered_at IS NULL AND d.failed_at IS NULL`;

function targets(db: Queryable) {
  return db
    .selectFrom("webhook_target as t")
    .select((eb) => [
      "t.id",
      "t.url",
      "t.statistic_id as statisticId",
      "t.kinds",
      "t.paused",
      "t.failing_since as failingSince",
      "t.failing_reason as failingReason",
      "t.created_at as createdAt",
      "t.secret_rotated_at as secretRotatedAt",
      eb
        .selectFrom("webhook_delivery as d")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("d.target_id", "=", "t.id")
        .where(PENDING)
        .as("pending"),
    ]);
}

const withPending = <T extends { pending: number | null }>(row: T) => ({ ...row, pending: row.pending ?? 0 });

export async function listTargets(db: Queryable): Promise<TargetRow[]> {
  return (await targets(db).orderBy("t.id").execute()).map(withPending);
}

export async function findTarget(db: Queryable, id: number): Promise<TargetRow | undefined> {
  const row = await targets(db).where("t.id", "=", id).executeTakeFirst();
  return row && withPending(row);
}

/** Locks the target's row until the transaction ends (a write and the worker's fan-out take turns). */
export async function lockTarget(db: Queryable, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("webhook_target")
    .select("id")
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTarget(
  db: Queryable,
  target: WebhookTargetWrite,
  key: Buffer,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("webhook_target")
    .values({
      url: target.url,
      statistic_id: target.statisticId,
      kinds: target.kinds,
      secret: key,
      secret_rotated_at: now,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPaused(db: Queryable, id: number, paused: boolean): Promise<void> {
  await db.updateTable("webhook_target").set({ paused }).where("id", "=", id).execute();
}

/**
 * A failing target delivers again: its given-up deliveries wait once more, first in line, and get a new
 * day of tries.
 */
export async function resumeFailing(db: Queryable, id: number, now: Date): Promise<void> {
  await db
    .updateTable("webhook_delivery")
    .set({ failed_at: null, first_attempt_at: null, next_attempt_at: now, claimed_until: null })
    .where("target_id", "=", id)
    .where("failed_at", "is not", null)
    .execute();
  await db
    .updateTable("webhook_target")
    .set({ failing_since: null, failing_reason: null })
    .where("id", "=", id)
    .execute();
}

/** A new key signs from now on; the old one signs beside it until `previousUntil`. */
export async function rotateKey(
  db: Queryable,
  id: number,
  key: Buffer,
  now: Date,
  previousUntil: Date,
): Promise<void> {
  await db
    .updateTable("webhook_target")
    .set({
      previous_secret: sql<Buffer>`secret`,
      previous_secret_until: previousUntil,
      secret: key,
      secret_rotated_at: now,
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteTarget(db: Queryable, id: number, consumer: string): Promise<void> {
  await db.deleteFrom("webhook_target").where("id", "=", id).execute();
  await db.deleteFrom("public_event_consumer").where("name", "=", consumer).execute();
}

/** A target's deliveries as its admins see them, a query for the callers below to narrow. */
function deliveriesOf(db: Queryable, targetId: number) {
  return db
    .selectFrom("webhook_delivery as d")
    .select([
      "d.id",
      "d.event_id as eventId",
      "d.message_id as messageId",
      "d.kind",
      "d.attempts",
      "d.created_at as createdAt",
      "d.last_attempt_at as lastAttemptAt",
      "d.next_attempt_at as nextAttemptAt",
      "d.status_code as statusCode",
      "d.duration_ms as durationMs",
      "d.error",
      "d.delivered_at as deliveredAt",
      "d.failed_at as failedAt",
    ])
    .where("d.target_id", "=", targetId);
}

type StoredDelivery = Awaited<ReturnType<ReturnType<typeof deliveriesOf>["executeTakeFirstOrThrow"]>>;

function deliveryRow({ deliveredAt, failedAt, nextAttemptAt, ...row }: StoredDelivery): DeliveryRow {
  const state: WebhookDeliveryState = deliveredAt ? "delivered" : failedAt ? "failed" : "pending";
  return { ...row, id: Number(row.id), state, nextAttemptAt: state === "pending" ? nextAttemptAt : null };
}

/** A target's latest deliveries, newest first. */
export async function recentDeliveries(db: Queryable, targetId: number): Promise<DeliveryRow[]> {
  const rows = await deliveriesOf(db, targetId)
    .orderBy("d.id", "desc")
    .limit(WEBHOOK_RECENT_DELIVERIES)
    .execute();
  return rows.map(deliveryRow);
}

/** The target's delivery of one message (its webhook-id), or undefined. */
export async function deliveryOfMessage(
  db: Queryable,
  targetId: number,
  messageId: string,
): Promise<DeliveryRow | undefined> {
  const row = await deliveriesOf(db, targetId).where("d.message_id", "=", messageId).executeTakeFirst();
  return row && deliveryRow(row);
}

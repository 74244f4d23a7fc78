import { randomBytes } from "node:crypto";
import { PUBLIC_EVENT_KINDS } from "@erhdb/domain";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../db/schema.ts";

/** A name that never resolves (RFC 2606 reserves .invalid): the demo's target points at nothing. */
export const DEMO_WEBHOOK_URL = "https://hooks.erhebungsdatenbank.invalid/ereignisse";
/** The demo events the demo target is told of, so that its screen shows deliveries and why they fail. */
const TOLD_EVENTS = 3;

/**
 * The demo's webhook target (issue 38): every kind of event, every statistic id, at an address that
 * cannot be resolved, so that the webhook screen shows retried deliveries and their reason. Its cursor
 * stands before the last few demo events. Its key was never shown to anyone; rotating it shows one.
 */
export async function seedWebhookTarget(db: Kysely<DB>, now: Date): Promise<number> {
  const target = await db
    .insertInto("webhook_target")
    .values({
      url: DEMO_WEBHOOK_URL,
      statistic_id: null,
      kinds: [...PUBLIC_EVENT_KINDS],
      secret: randomBytes(32),
      secret_rotated_at: now,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("public_event_consumer")
    .values({
      name: `webhook:${target.id}`,
      position: sql<number>`(SELECT greatest(coalesce(max(id), 0) - ${TOLD_EVENTS}, 0) FROM public_event)`,
      updated_at: now,
    })
    .execute();
  return 1;
}

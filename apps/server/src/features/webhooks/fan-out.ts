import type { Database } from "../../db/database.ts";
import { objectKey, publicObjectsOf } from "../../db/public-event-objects.ts";
import { advanceConsumer, claimConsumer, eventsAfter, type PublicEvent } from "../../db/public-events.ts";
import type { Queryable } from "../../db/queryable.ts";
import { insertDeliveries } from "./delivery-repository.ts";
import { eventMessageBody } from "./messages.ts";
import { newMessageId } from "./signing.ts";

/** Events read per transaction. */
const BATCH = 500;

/** The name of a target's cursor in the stream (decision 43: each consumer keeps its own). */
export function webhookConsumerName(targetId: number): string {
  return `webhook:${targetId}`;
}

interface FanOutTarget {
  id: number;
  statisticId: string | null;
  kinds: readonly string[];
}

const follows = (target: FanOutTarget, event: PublicEvent) =>
  target.kinds.includes(event.kind) &&
  (target.statisticId === null || event.statisticId === target.statisticId);

/**
 * One batch of a target's events after its cursor, made messages, in one transaction with the cursor's
 * move: an event becomes a delivery exactly once. Null while another instance holds the cursor, or when
 * the target is gone.
 */
async function fanOutBatch(
  trx: Queryable,
  target: FanOutTarget,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<{ events: number; deliveries: number } | null> {
  // held to the commit: a target deleted meanwhile takes no deliveries and leaves no cursor behind
  const alive = await trx
    .selectFrom("webhook_target")
    .select("id")
    .where("id", "=", target.id)
    .forShare()
    .executeTakeFirst();
  if (!alive) return null;
  const name = webhookConsumerName(target.id);
  const position = await claimConsumer(trx, name, now);
  if (position === null) return null;
  const events = await eventsAfter(trx, position, BATCH);
  const last = events.at(-1);
  if (!last) return { events: 0, deliveries: 0 };
  const wanted = events.filter((event) => follows(target, event));
  const objects = await publicObjectsOf(trx, wanted);
  await insertDeliveries(
    trx,
    wanted.map((event) => ({
      targetId: target.id,
      eventId: event.id,
      kind: event.kind,
      messageId: newMessageId(),
      body: eventMessageBody(event, objects.get(objectKey(event)), publicUrl),
    })),
    now,
  );
  await advanceConsumer(trx, name, last.id, now);
  return { events: events.length, deliveries: wanted.length };
}

/**
 * Makes the new public events deliveries of every target that follows them (paused and failing targets
 * too: their deliveries wait). Returns how many were made.
 */
export async function fanOutEvents(db: Database, options: { now: Date; publicUrl: string }): Promise<number> {
  const targets = await db
    .selectFrom("webhook_target")
    .select(["id", "statistic_id as statisticId", "kinds"])
    .orderBy("id")
    .execute();
  let made = 0;
  for (const target of targets) {
    for (;;) {
      const batch = await db.transaction().execute((trx) => fanOutBatch(trx, target, options));
      made += batch?.deliveries ?? 0;
      if (!batch || batch.events < BATCH) break;
    }
  }
  return made;
}

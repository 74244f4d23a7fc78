// The stream of public events (decision 43): written by every feature whose change a visitor can see, in
// that change's transaction; read by position by the feeds and by each consumer from its own cursor.
import {
  type GenericResourceEventState,
  genericResourceEventKind,
  type PublicEventKind,
  resourceEventKind,
  surveyEventKind,
  type VisibleResource,
  type VisibleSurvey,
} from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "./queryable.ts";

export interface PublicEvent {
  /** the position in the stream */
  id: number;
  kind: PublicEventKind;
  objectId: number;
  statisticId: string | null;
  occurredAt: Date;
}

export const PUBLIC_EVENT_COLUMNS = [
  "id",
  "kind",
  "object_id as objectId",
  "statistic_id as statisticId",
  "occurred_at as occurredAt",
] as const;

/**
 * Appends an event in the caller's transaction: it exists exactly when the change commits. Writers take
 * the table's lock in turn (held to their commit), so that positions follow the order of the commits: a
 * reader that has seen an event has seen every event before it, and a cursor never passes one that a
 * slower transaction commits later. The lock is taken last in the writing transactions, after their row
 * locks, and blocks no reader.
 */
export async function recordPublicEvent(trx: Queryable, event: Omit<PublicEvent, "id">): Promise<void> {
  await sql`LOCK TABLE public_event IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
  await trx
    .insertInto("public_event")
    .values({
      kind: event.kind,
      object_id: event.objectId,
      statistic_id: event.statisticId,
      occurred_at: event.occurredAt,
    })
    .execute();
}

/** A survey as its events need it: who sees it, and what names it. */
export type SurveyEventState = VisibleSurvey & { id: number };

/** A survey's change (null: created, or gone for good): an event if a visitor saw it appear or go. */
export async function noteSurveyChange(
  trx: Queryable,
  before: SurveyEventState | null,
  after: SurveyEventState | null,
  at: Date,
): Promise<void> {
  const kind = surveyEventKind(before, after);
  const survey = kind === "SURVEY_PUBLISHED" ? after : before;
  if (!kind || !survey) return;
  await recordPublicEvent(trx, {
    kind,
    objectId: survey.id,
    statisticId: survey.statisticId,
    occurredAt: at,
  });
}

/** A resource's change (null: gone for good), with its survey's statistic id. */
export async function noteResourceChange(
  trx: Queryable,
  resource: { id: number; statisticId: string },
  before: VisibleResource | null,
  after: VisibleResource | null,
  at: Date,
): Promise<void> {
  const kind = resourceEventKind(before, after);
  if (!kind) return;
  await recordPublicEvent(trx, {
    kind,
    objectId: resource.id,
    statisticId: resource.statisticId,
    occurredAt: at,
  });
}

/** A general resource's change (null: created, or deleted); it belongs to no statistic id. */
export async function noteGenericResourceChange(
  trx: Queryable,
  id: number,
  before: GenericResourceEventState | null,
  after: GenericResourceEventState | null,
  at: Date,
): Promise<void> {
  const kind = genericResourceEventKind(before, after);
  if (!kind) return;
  await recordPublicEvent(trx, { kind, objectId: id, statisticId: null, occurredAt: at });
}

/**
 * A consumer's cursor, its row locked until the transaction ends; null while another transaction (another
 * instance's run) holds it, which then takes the events itself. A consumer new to the stream starts at its
 * end: it is told what happens from then on.
 */
export async function claimConsumer(trx: Queryable, name: string, now: Date): Promise<number | null> {
  await trx
    .insertInto("public_event_consumer")
    .values({
      name,
      position: sql<number>`(SELECT coalesce(max(id), 0) FROM public_event)`,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await trx
    .selectFrom("public_event_consumer")
    .select("position")
    .where("name", "=", name)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ? Number(row.position) : null;
}

/** The events after a position, oldest first. */
export async function eventsAfter(db: Queryable, position: number, limit: number): Promise<PublicEvent[]> {
  return db
    .selectFrom("public_event")
    .select(PUBLIC_EVENT_COLUMNS)
    .where("id", ">", position)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Moves a claimed consumer's cursor past the events it has taken. */
export async function advanceConsumer(
  trx: Queryable,
  name: string,
  position: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable("public_event_consumer")
    .set({ position, updated_at: now })
    .where("name", "=", name)
    .execute();
}

/** Housekeeping: events older than the retention (EVENT_RETENTION_DAYS) are forgotten. */
export async function purgePublicEvents(db: Queryable, before: Date): Promise<number> {
  const result = await db.deleteFrom("public_event").where("occurred_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

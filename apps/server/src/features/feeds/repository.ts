import { sql } from "kysely";
import { PUBLIC_EVENT_COLUMNS, type PublicEvent } from "../../db/public-events.ts";
import type { Queryable } from "../../db/queryable.ts";

/** Which events a feed shows: every one, or those of one statistic id. */
export interface FeedScope {
  statisticId: string | null;
}

function scoped(db: Queryable, scope: FeedScope) {
  const query = db.selectFrom("public_event").select(PUBLIC_EVENT_COLUMNS);
  return scope.statisticId === null ? query : query.where("statistic_id", "=", scope.statisticId);
}

/** The newest events of the scope below a position (all without one), newest first. */
export async function eventsBefore(
  db: Queryable,
  scope: FeedScope,
  before: number | null,
  limit: number,
): Promise<PublicEvent[]> {
  const query = scoped(db, scope);
  return (before === null ? query : query.where("id", "<", before))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The positions of the scope's events from a position on, oldest first. */
export async function positionsFrom(db: Queryable, scope: FeedScope, from: number, limit: number) {
  const rows = await scoped(db, scope).where("id", ">=", from).orderBy("id").limit(limit).execute();
  return rows.map((r) => r.id);
}

/** When the stream last grew: every change of what a visitor sees comes with an event. */
export async function lastEventAt(db: Queryable): Promise<Date | null> {
  const row = await db
    .selectFrom("public_event")
    .select(sql<Date | null>`max(occurred_at)`.as("at"))
    .executeTakeFirst();
  return row?.at ?? null;
}

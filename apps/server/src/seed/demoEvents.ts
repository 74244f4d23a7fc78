import {
  type GenericResourceEventState,
  genericResourceEventKind,
  type PublicEventKind,
  resourceEventKind,
  surveyEventKind,
  type VisibleSurvey,
} from "@erhdb/domain";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../db/schema.ts";

const DAY = 86_400_000;
/** How far back the demo's events go: within the default retention (400 days), so none is purged at once. */
const HISTORY_DAYS = 365;

interface DemoEvent {
  kind: PublicEventKind;
  object_id: number;
  statistic_id: string | null;
  occurred_at: Date;
}

/** A survey snapshot of the demo history (an audit record's before or after), as the events read it. */
function surveyState(snapshot: unknown): VisibleSurvey | null {
  if (typeof snapshot !== "object" || snapshot === null) return null;
  const s = snapshot as Partial<VisibleSurvey>;
  if (s.status === undefined || s.accessMode === undefined || !s.statisticId || !s.federalStateCode)
    return null;
  return {
    status: s.status,
    accessMode: s.accessMode,
    statisticId: s.statisticId,
    federalStateCode: s.federalStateCode,
  };
}

/**
 * The public events of the demo's last year (issue 38), by the rules the services record them with: each
 * status change of the surveys' history that made one public or took it back, each public usable resource
 * at its last change, each public general resource; in time order, dated at or before `now`. Every
 * consumer's cursor is then put at the end: the history is past, and the newsletter announces none of it.
 */
export async function seedPublicEvents(db: Kysely<DB>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY);
  const events: DemoEvent[] = [];

  const changes = await db
    .selectFrom("audit_log")
    .select(["entity_id", "at", "before", "after"])
    .where("entity", "=", "survey")
    .where("at", ">=", since)
    .where("at", "<=", now)
    .execute();
  for (const change of changes) {
    const after = surveyState(change.after);
    const kind = surveyEventKind(surveyState(change.before), after);
    if (kind && after) {
      events.push({
        kind,
        object_id: Number(change.entity_id),
        statistic_id: after.statisticId,
        occurred_at: change.at,
      });
    }
  }

  const resources = await db
    .selectFrom("resource as r")
    .innerJoin("survey as s", "s.id", "r.survey_id")
    .select(["r.id", "r.status", "r.access_mode", "r.resource_type", "r.updating", "s.statistic_id"])
    .where("r.updating", ">=", since)
    .where("r.updating", "<=", now)
    .execute();
  for (const r of resources) {
    const kind = resourceEventKind(null, {
      status: r.status,
      accessMode: r.access_mode,
      resourcetype: r.resource_type,
    });
    if (kind) events.push({ kind, object_id: r.id, statistic_id: r.statistic_id, occurred_at: r.updating });
  }

  const generic = await db
    .selectFrom("generic_resource")
    .select(["id", "access_mode", "blob_id", "version", "updating"])
    .where("updating", ">=", since)
    .where("updating", "<=", now)
    .execute();
  for (const g of generic) {
    const state: GenericResourceEventState = {
      accessMode: g.access_mode,
      blobId: g.blob_id,
      version: g.version,
    };
    const kind = genericResourceEventKind(null, state);
    if (kind) events.push({ kind, object_id: g.id, statistic_id: null, occurred_at: g.updating });
  }

  events.sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || a.object_id - b.object_id);
  for (let i = 0; i < events.length; i += 500) {
    await db
      .insertInto("public_event")
      .values(events.slice(i, i + 500))
      .execute();
  }
  await db
    .updateTable("public_event_consumer")
    .set({ position: sql<number>`(SELECT coalesce(max(id), 0) FROM public_event)`, updated_at: now })
    .execute();
  return events.length;
}

import { SNAPSHOT_SHAPE } from "@erhdb/domain";
import type { Queryable } from "../db/queryable.ts";

export interface Actor {
  id: number | null;
  email: string | null;
  ip: string | null;
  /** the actor's role and office at the time (a history names them as they were); none for the server */
  role?: string | null;
  office?: string | null;
}

/** The server itself, for what it does at its start (built-in roles, the admin, the EVAS register). */
export const SYSTEM_ACTOR: Actor = { id: null, email: "system", ip: null };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** the comment written with a survey's change (survey_commentary), which the history shows with it */
  commentId?: number | undefined;
  /** when it happened, where the caller dates its writes itself (the demo seed's moment); else the database's now */
  at?: Date;
}

/**
 * Every change of data writes one record, in the same transaction as the change itself. Its snapshots
 * are in the current shape (the domain's history readers read each shape).
 */
export async function recordAudit(db: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      ip: actor.ip,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      at: entry.at,
      shape: SNAPSHOT_SHAPE,
      actor_role: actor.role ?? null,
      actor_office: actor.office ?? null,
      comment_id: entry.commentId ?? null,
    })
    .execute();
}

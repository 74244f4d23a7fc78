import { AUDIT_MAX_MS, type AuditRange } from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";

/** One audit record as the download writes it: who, what, when, and the data before and after. */
export interface AuditRecord {
  id: number;
  /** ISO time */
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** Where the next batch starts: the last record's time, as the database's exact text, and id. */
export interface AuditKey {
  at: string;
  id: number;
}

/**
 * The next `limit` audit records of the range (both ends inclusive, to the millisecond), in the order
 * they were written (time, then id), after `from`. Keyset paging on the time index: every batch is a
 * short query of its own, however many records the range holds. The key's time is the database's own
 * text of it, which keeps the microseconds that a JavaScript date would round away.
 */
export async function auditBatch(
  db: Queryable,
  range: AuditRange,
  from: AuditKey | null,
  limit: number,
): Promise<{ records: AuditRecord[]; last: AuditKey | null }> {
  let query = db
    .selectFrom("audit_log")
    .select([
      "id",
      "at",
      "actor_id",
      "actor_email",
      "ip",
      "action",
      "entity",
      "entity_id",
      "before",
      "after",
      sql<string>`at::text`.as("at_key"),
    ])
    .where("at", ">=", new Date(range.fromDate))
    // below the next millisecond: a record at 12:00:00.999500 is within a range that ends at 12:00:00.999
    .where("at", "<", new Date(Math.min(range.toDate + 1, AUDIT_MAX_MS)));
  if (from) query = query.where(sql<boolean>`(at, id) > (${from.at}::timestamptz, ${from.id})`);
  const rows = await query.orderBy("at").orderBy("id").limit(limit).execute();
  const lastRow = rows.at(-1);
  return {
    records: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      ip: row.ip,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    })),
    last: lastRow ? { at: lastRow.at_key, id: lastRow.id } : null,
  };
}

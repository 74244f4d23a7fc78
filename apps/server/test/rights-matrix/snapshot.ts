import { sql } from "kysely";
import type { Database } from "../../src/db/database.ts";

/**
 * Every table but the audit log (checked record by record), as row count and checksum: a refused call
 * must leave all of them as they were (decision 27). A session's `last_seen_at` is left out: an accepted
 * call of the same caller may refresh it at any time (once a minute).
 */
const LEFT_OUT: Readonly<Record<string, readonly string[]>> = { session: ["last_seen_at"] };
const AUDIT_LOG = "audit_log";

export type DatabaseState = Record<string, { rows: number; checksum: string }>;

/** Builds the one statement that reads the state of every table. */
export async function databaseState(db: Database): Promise<() => Promise<DatabaseState>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> ${AUDIT_LOG}
    ORDER BY table_name`.execute(db);
  const parts = tables.rows.map(({ name }) => {
    const row = (LEFT_OUT[name] ?? []).reduce((json, column) => `(${json} - '${column}')`, "to_jsonb(x)");
    return `SELECT '${name}' AS name, count(*)::int AS rows,
      md5(coalesce(string_agg(${row}::text, '|' ORDER BY ${row}::text), '')) AS checksum
      FROM "${name}" x`;
  });
  const statement = sql.raw<{ name: string; rows: number; checksum: string }>(parts.join(" UNION ALL "));
  return async () => {
    const result = await statement.execute(db);
    return Object.fromEntries(
      result.rows.map((r) => [r.name, { rows: Number(r.rows), checksum: r.checksum }]),
    );
  };
}

/** The tables whose rows changed between two states. */
export function changedTables(before: DatabaseState, after: DatabaseState): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum,
  );
}

/** The audit records written after the record `afterId`. */
export async function auditSince(db: Database, afterId: number) {
  return db
    .selectFrom(AUDIT_LOG)
    .select(["id", "actor_id", "ip", "action", "entity_id"])
    .where("id", ">", afterId)
    .orderBy("id")
    .execute();
}

export async function lastAuditId(db: Database): Promise<number> {
  const row = await db
    .selectFrom(AUDIT_LOG)
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

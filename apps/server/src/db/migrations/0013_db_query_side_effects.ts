import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. The SQL console's reader (decision 18), tightened: a console statement runs in a
// READ ONLY transaction that is rolled back, which undoes what these functions do; with their EXECUTE
// revoked from PUBLIC they fail outright, as every other write does, instead of running to no effect.

/**
 * Functions PUBLIC may call that write although the transaction is read-only: large objects (created,
 * written, truncated, deleted; PostgreSQL 15 allows them in a read-only transaction) and notifications.
 * The app uses none of them; its own user is a superuser (migration 0011) and keeps them.
 */
const REVOKED_FUNCTIONS = [
  "pg_notify(text, text)",
  "lo_creat(integer)",
  "lo_create(oid)",
  "lo_from_bytea(oid, bytea)",
  "lo_put(oid, bigint, bytea)",
  "lo_truncate(integer, integer)",
  "lo_truncate64(integer, bigint)",
  "lo_unlink(oid)",
  "lowrite(integer, bytea)",
  "lo_open(oid, integer)",
];

/** The documents of migration 0012 hold no secret: the console may read them as any other content. */
const DOCUMENT_COLUMNS =
  "id, name, kind, visibility, title_de, title_en, media_type, encoding, blob_id, sort_order, created_at, updated_at";

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ superuser: boolean }>`
    SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`.execute(db);
  // as migration 0011: without a superuser there is no reader, and the console refuses every query
  if (!rows[0]?.superuser) return;
  const functions = REVOKED_FUNCTIONS.map((f) => `pg_catalog.${f}`).join(", ");
  await sql.raw(`REVOKE EXECUTE ON FUNCTION ${functions} FROM PUBLIC`).execute(db);
  await sql.raw(`GRANT SELECT (${DOCUMENT_COLUMNS}) ON public.document TO erhdb_sql_reader`).execute(db);
}

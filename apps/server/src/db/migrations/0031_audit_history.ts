import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. Issue 36, the history of an object: a record says in which shape its snapshots
 * were written (older records are shape 1, read as they were written), who its actor was at the time
 * (role and office, which change later), and, for a survey edit, the comment written with it (until now
 * only beside the survey, in survey_commentary, without a link).
 *
 * The history pages an object's records newest first: (entity, entity_id, id) answers that from the index
 * alone; the id, not the time, orders them, since the demo seed dates records in the past.
 *
 * The SQL console reads audit_log's columns (0011 granted them by name): the new ones are no secret.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log
      ADD COLUMN shape integer NOT NULL DEFAULT 1,
      ADD COLUMN actor_role text,
      ADD COLUMN actor_office text,
      ADD COLUMN comment_id bigint REFERENCES survey_commentary(id) ON DELETE SET NULL
  `.execute(db);
  await sql`CREATE INDEX audit_log_history_idx ON audit_log (entity, entity_id, id)`.execute(db);
  await sql`
    DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'erhdb_sql_reader') THEN
        GRANT SELECT (shape, actor_role, actor_office, comment_id) ON audit_log TO erhdb_sql_reader;
      END IF;
    END $$
  `.execute(db);
}

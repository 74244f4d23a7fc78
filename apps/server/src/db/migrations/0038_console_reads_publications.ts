import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. The SQL console's reader (migration 0011 grants per table) may read
// survey_publication (migration 0034): when each survey's public record last changed and whether it is
// public now, what OAI-PMH harvesters are told anyway, and what an administrator asks when a catalogue
// misses a change. Nothing in it is secret; 0034 only did not name it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'erhdb_sql_reader') THEN
        GRANT SELECT ON survey_publication TO erhdb_sql_reader;
      END IF;
    END $$
  `.execute(db);
}

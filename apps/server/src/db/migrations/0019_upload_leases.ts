import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. An upload in progress holds its staging blob by a lease that it renews while it
 * streams (files/blob-store.ts); the sweep of unfinished uploads skips a blob whose lease has not lapsed,
 * however short its configured age, so that it never removes another instance's upload in progress. Both
 * the lease and the sweep read the database's clock, so the instances' clocks do not matter. Blobs of
 * before have no lease: they are swept by age alone, as before.
 *
 * The SQL console reads file_blob's columns (0011 granted them by name, so a new column is not
 * readable by itself): the lease is no secret, its reader gets it too where the role exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE file_blob ADD COLUMN lease_until timestamptz`.execute(db);
  await sql`
    DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'erhdb_sql_reader') THEN
        GRANT SELECT (lease_until) ON file_blob TO erhdb_sql_reader;
      END IF;
    END $$
  `.execute(db);
}

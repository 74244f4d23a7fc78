import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. An upload in progress holds its staging blob by a lease that it renews while it
 * streams (files/blob-store.ts); the sweep of unfinished uploads skips a blob whose lease has not lapsed,
 * however short its configured age, so that it never removes another instance's upload in progress. Both
 * the lease and the sweep read the database's clock, so the instances' clocks do not matter. Blobs of
 * before have no lease: they are swept by age alone, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE file_blob ADD COLUMN lease_until timestamptz`.execute(db);
}

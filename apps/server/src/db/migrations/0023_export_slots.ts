import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. The running CSV exports (decision 35): one row per session or client address
// that has an export running, held by a lease that its export renews (data-table/export-slots.ts), so
// that every app instance on the database sees it and a crashed instance's slot frees itself when the
// lease lapses. The key is a SHA-256 (no token hash or address is kept in plain); the lease is on the
// database's clock, as the upload leases are. Not readable by the SQL console's reader (migration 0011
// grants it nothing) and read by no list (no data-version trigger).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE export_slot (
      key         char(64) PRIMARY KEY CHECK (key ~ '^[0-9a-f]{64}$'),
      holder      uuid NOT NULL,
      lease_until timestamptz NOT NULL
    )
  `.execute(db);
}

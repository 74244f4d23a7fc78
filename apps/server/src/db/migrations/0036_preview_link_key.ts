import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. Issue 38: the links of the XML previews (decision 45). A preview opens in an
// iframe and in a tab of its own, which send no Authorization header; a logged-in caller's link carries a
// token instead, signed under this key, naming the resource, the caller's session and when it ends. One
// random key, created here once, shared by every instance and kept across restarts and backups; the SQL
// console's reader is granted nothing on it (migration 0011 grants per table).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE preview_link_key (
      only_one boolean PRIMARY KEY DEFAULT true CHECK (only_one),
      key      bytea NOT NULL CHECK (length(key) = 32)
    )
  `.execute(db);
  await sql`INSERT INTO preview_link_key (key) VALUES (${randomBytes(32)})`.execute(db);
}

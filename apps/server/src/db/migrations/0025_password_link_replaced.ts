import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. Issue 35: a new password link stops the older ones, and the page of an older link
// said only "invalid", though its holder had just asked for a newer one. When a newer link replaced it, a
// token says so now (decision 39), and the page tells its holder to use the newest mail. Links replaced
// before are not told apart: they answer as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE password_token ADD COLUMN replaced_at timestamptz`.execute(db);
}

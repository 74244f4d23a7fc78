import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. Readiness (GET health/ready) reports the outbox's backlog and the age of its
// oldest mail awaiting delivery on every probe of a load balancer: this index serves both, "unsent,
// oldest first", without reading the sent mails. The sender's index (0001's mail_outbox_pending_idx,
// by next attempt) cannot answer "oldest by creation" and includes the mails printed on the console.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at)
      WHERE sent_at IS NULL AND logged_at IS NULL
  `.execute(db);
}

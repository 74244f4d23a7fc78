import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The newsletter (issue 15, decision 17):
 * - tokens mailed to an address, stored only as SHA-256: confirming a subscription or an unsubscription,
 *   editing the topics, and the one-click unsubscribe of RFC 8058 (MANAGE) that every newsletter mail
 *   carries in its List-Unsubscribe header;
 * - the events a digest announces: a resource became usable, written in the transaction that made it so
 *   and marked done by the digest that took it;
 * - a subscription's language (the subscribe form's), so that its mails speak it;
 * - one verification token confirms every topic of one subscribe form, so its hash is no longer unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE newsletter_token (
      token_hash char(64) PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      mail       text NOT NULL CHECK (mail = lower(mail) AND length(mail) <= 254),
      purpose    text NOT NULL CHECK (purpose IN ('VERIFY_SUBSCRIBE', 'VERIFY_UNSUBSCRIBE', 'EDIT', 'MANAGE')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at    timestamptz
    );
    CREATE INDEX newsletter_token_expires_idx ON newsletter_token (expires_at);

    CREATE TABLE newsletter_event (
      id          bigserial PRIMARY KEY,
      resource_id integer NOT NULL REFERENCES resource(id) ON DELETE CASCADE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      done_at     timestamptz
    );
    -- the digest reads the pending events oldest first; done ones are only purged
    CREATE INDEX newsletter_event_pending_idx ON newsletter_event (id) WHERE done_at IS NULL;
    CREATE INDEX newsletter_event_resource_idx ON newsletter_event (resource_id);
    CREATE INDEX newsletter_event_done_idx ON newsletter_event (done_at) WHERE done_at IS NOT NULL;

    ALTER TABLE newsletter_subscription
      ADD COLUMN lang char(2) NOT NULL DEFAULT 'de' CHECK (lang IN ('de', 'en')),
      DROP CONSTRAINT newsletter_subscription_verify_token_hash_key;
    CREATE INDEX newsletter_subscription_verify_idx
      ON newsletter_subscription (verify_token_hash) WHERE verify_token_hash IS NOT NULL;
  `.execute(db);
}

import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Users, password flows, role-statids and mail (issue 14, decision 16):
 * - the outbox keeps each mail as plain text and HTML with its headers, and a claim, so that several
 *   app instances never send one mail twice (the sender claims rows with FOR UPDATE SKIP LOCKED and
 *   sends outside the transaction); `logged_at` marks a mail written to the log while no SMTP server
 *   is configured;
 * - one-time password tokens (reset and first password of a new account), stored only as hashes;
 * - hits of rate-limited public calls per bucket and key (an IP, an email), kept in the database so
 *   that several instances share them;
 * - the statistic ids a role's members administer (role-statids).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox
      ADD COLUMN html          text,
      ADD COLUMN headers       jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN kind          text NOT NULL DEFAULT 'other' CHECK (kind ~ '^[a-z][a-z0-9-]{0,49}$'),
      ADD COLUMN claimed_until timestamptz,
      ADD COLUMN logged_at     timestamptz;

    CREATE TABLE password_token (
      token_hash char(64) PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      person_id  integer NOT NULL REFERENCES person(id) ON DELETE CASCADE,
      purpose    text NOT NULL CHECK (purpose IN ('RESET', 'INVITE')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at    timestamptz
    );
    CREATE INDEX password_token_person_idx ON password_token (person_id);
    CREATE INDEX password_token_expires_idx ON password_token (expires_at);

    CREATE TABLE rate_limit_hit (
      id     bigserial PRIMARY KEY,
      bucket text NOT NULL CHECK (length(bucket) BETWEEN 1 AND 50),
      key    text NOT NULL CHECK (length(key) BETWEEN 1 AND 300),
      at     timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX rate_limit_hit_key_idx ON rate_limit_hit (bucket, key, at DESC);
    CREATE INDEX rate_limit_hit_at_idx ON rate_limit_hit (at);

    CREATE TABLE role_statid (
      id           serial PRIMARY KEY,
      role_id      integer NOT NULL REFERENCES role(id) ON DELETE CASCADE,
      statistic_id char(4) NOT NULL CHECK (statistic_id ~ '^[0-9]{4}$'),
      updating     timestamptz NOT NULL DEFAULT now(),
      UNIQUE (role_id, statistic_id)
    );
    CREATE INDEX role_statid_statistic_idx ON role_statid (statistic_id);

    -- a list may come to read the role-statids: its writes advance the data version (decision 15)
    CREATE TRIGGER role_statid_notes_data_change
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_statid
      FOR EACH STATEMENT EXECUTE FUNCTION note_data_change();
  `.execute(db);
}

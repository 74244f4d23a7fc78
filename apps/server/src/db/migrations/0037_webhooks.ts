import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. Issue 38 points 5-9, decision 48: signed webhooks.
 *
 * - The right WEBHOOK_ADMIN joins role_acl's list and is given to SuperAdmin (a database set up before
 *   this migration has the role already; a new one gets it from the bootstrap's defaults).
 * - webhook_target: a receiver's URL, the statistic id it follows (null: all) and the kinds of events;
 *   its signing secret (32 random bytes) and, for a day after a rotation, the one before, with which every
 *   message is signed too, so that a receiver can switch without losing one. Whether it is paused, and
 *   since when and why it fails (a delivery given up after 24 hours).
 * - webhook_delivery: one message for one target, the exact body signed at each try; its `message_id` is
 *   the `webhook-id`, the same in every try. Claimed as the mail outbox's rows are; the pending ones of a
 *   target are read oldest first (one in flight per target, in event order).
 * - Each target reads the stream from its own cursor, a public_event_consumer row named `webhook:<id>`.
 *
 * The SQL console's reader is granted nothing on the new tables (0011 grants per table): the secrets are
 * there, and the URLs may carry a receiver's path tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE role_acl DROP CONSTRAINT role_acl_acl_check;
    ALTER TABLE role_acl ADD CONSTRAINT role_acl_acl_check CHECK (acl IN (
      'ERHEBUNGSID_CREATE','ERHEBUNGSID_EDIT','ERHEBUNGSID_DELETE','ERHEBUNGSID_READ_ADMIN',
      'COMMENTARY_READ','RESOURCE_CREATE','RESOURCE_EDIT','EVAS_CREATE','EVAS_EDIT','EVAS_DELETE',
      'GENERICRESOURCE_CREATE','GENERICRESOURCE_EDIT','GENERICRESOURCE_DELETE','USER_CREATE',
      'USER_READ','USEREMAILADRESS_READ','ROLE_READ','ROLE_EDIT','REQUEST_READ',
      'RESTYPENCODING_READ','MONITORING_ACCESS','SQLEDITOR_ACCESS','WEBHOOK_ADMIN'));
    INSERT INTO role_acl (role_id, acl) SELECT id, 'WEBHOOK_ADMIN' FROM role WHERE name = 'SuperAdmin'
      ON CONFLICT DO NOTHING;

    CREATE TABLE webhook_target (
      id                    serial PRIMARY KEY,
      url                   text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
      statistic_id          char(4) CHECK (statistic_id ~ '^[0-9]{4}$'),
      kinds                 text[] NOT NULL CHECK (cardinality(kinds) > 0 AND kinds <@ ARRAY[
                              'SURVEY_PUBLISHED', 'SURVEY_WITHDRAWN', 'RESOURCE_PUBLISHED', 'RESOURCE_WITHDRAWN',
                              'GENERIC_RESOURCE_PUBLISHED', 'GENERIC_RESOURCE_WITHDRAWN']),
      secret                bytea NOT NULL CHECK (length(secret) = 32),
      previous_secret       bytea CHECK (length(previous_secret) = 32),
      previous_secret_until timestamptz,
      secret_rotated_at     timestamptz NOT NULL,
      paused                boolean NOT NULL DEFAULT false,
      failing_since         timestamptz,
      failing_reason        jsonb,
      created_at            timestamptz NOT NULL,
      CHECK ((previous_secret IS NULL) = (previous_secret_until IS NULL)),
      CHECK ((failing_since IS NULL) = (failing_reason IS NULL))
    );

    CREATE TABLE webhook_delivery (
      id               bigserial PRIMARY KEY,
      target_id        integer NOT NULL REFERENCES webhook_target(id) ON DELETE CASCADE,
      -- the event's position; null for a test message. No foreign key: events are purged by age
      event_id         bigint,
      kind             text NOT NULL,
      message_id       text NOT NULL UNIQUE,
      body             text NOT NULL,
      created_at       timestamptz NOT NULL,
      next_attempt_at  timestamptz NOT NULL,
      claimed_until    timestamptz,
      attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      first_attempt_at timestamptz,
      last_attempt_at  timestamptz,
      status_code      integer,
      duration_ms      integer,
      error            jsonb,
      delivered_at     timestamptz,
      failed_at        timestamptz,
      CHECK (delivered_at IS NULL OR failed_at IS NULL)
    );
    -- each target's queue, oldest first
    CREATE INDEX webhook_delivery_pending_idx ON webhook_delivery (target_id, id)
      WHERE delivered_at IS NULL AND failed_at IS NULL;
    -- each target's recent deliveries, newest first; the housekeeping's purge by age
    CREATE INDEX webhook_delivery_recent_idx ON webhook_delivery (target_id, id DESC);
    CREATE INDEX webhook_delivery_created_idx ON webhook_delivery (created_at);
  `.execute(db);
}

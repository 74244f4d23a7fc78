import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. Issue 38, decision 43: one stream of public events, the source of every way
 * out (the Atom feeds, the newsletter digest, later the webhooks), in place of the newsletter's own.
 *
 * - public_event: one row per event, written in the transaction of the change; its id is its position
 *   in the stream (writers serialise on the table, so ids follow commit order). The object is named by
 *   its row id without a foreign key: an event outlives the object it tells of. Nothing else of the
 *   object is kept; what a reader sees of it is looked up when the event is read.
 * - public_event_consumer: where each consumer of the stream has read up to (its cursor), keyed by the
 *   consumer's name, so that no consumer marks events done for another.
 * - The newsletter's pending news become events (only those whose resource a visitor may see by its own
 *   state; the others would have announced nothing), and the digest's cursor stands before them.
 * - newsletter_event goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE public_event (
      id           bigserial PRIMARY KEY,
      kind         text NOT NULL CHECK (kind IN (
                     'SURVEY_PUBLISHED', 'SURVEY_WITHDRAWN', 'RESOURCE_PUBLISHED', 'RESOURCE_WITHDRAWN',
                     'GENERIC_RESOURCE_PUBLISHED', 'GENERIC_RESOURCE_WITHDRAWN')),
      object_id    integer NOT NULL,
      statistic_id char(4) CHECK (statistic_id ~ '^[0-9]{4}$'),
      occurred_at  timestamptz NOT NULL,
      -- a general resource belongs to no statistic id; a survey's and a resource's events name theirs
      CHECK ((statistic_id IS NULL) = (kind LIKE 'GENERIC_RESOURCE_%'))
    );
    -- the feed of one statistic id, newest first; the housekeeping's purge by age
    CREATE INDEX public_event_statistic_idx ON public_event (statistic_id, id) WHERE statistic_id IS NOT NULL;
    CREATE INDEX public_event_occurred_idx ON public_event (occurred_at);

    CREATE TABLE public_event_consumer (
      name       text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 200),
      position   bigint NOT NULL CHECK (position >= 0),
      updated_at timestamptz NOT NULL
    );

    INSERT INTO public_event (kind, object_id, statistic_id, occurred_at)
      SELECT 'RESOURCE_PUBLISHED', r.id, s.statistic_id, e.created_at
      FROM newsletter_event e
      JOIN resource r ON r.id = e.resource_id
      JOIN survey s ON s.id = r.survey_id
      WHERE e.done_at IS NULL AND r.access_mode AND r.status IN (3, 8)
      ORDER BY e.id;
    INSERT INTO public_event_consumer (name, position, updated_at) VALUES ('newsletter-digest', 0, now());

    DROP TABLE newsletter_event;

    DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'erhdb_sql_reader') THEN
        GRANT SELECT ON public_event, public_event_consumer TO erhdb_sql_reader;
      END IF;
    END $$;
  `.execute(db);
}

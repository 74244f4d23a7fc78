import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. Issue 35: a subscription's confirmation link confirmed the pending topics bound to
// its token in newsletter_subscription.verify_token_hash; a second subscribe form of the address moved them
// to its own new token, so the first link, the one a person opens first, confirmed a subscription with no
// topics. From now on a link carries the topics its mail lists (newsletter_token.topics, decision 39): it
// confirms exactly those, whatever later forms ask, and a subscribe link without topics cannot be stored.
//
// The open links get the topics bound to them; a link bound to none (used, or robbed by a later form)
// confirmed nothing, and now answers as an invalid one, which it had in effect become.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE newsletter_token ADD COLUMN topics jsonb;
    UPDATE newsletter_token t SET topics = coalesce((
        SELECT jsonb_agg(jsonb_build_object(
                 'statisticId', coalesce(s.statistic_id, 'allID'), 'resourceType', s.resource_type)
               ORDER BY s.id)
        FROM newsletter_subscription s WHERE s.verify_token_hash = t.token_hash
      ), '[]'::jsonb)
    WHERE t.purpose = 'VERIFY_SUBSCRIBE';
    DELETE FROM newsletter_token WHERE purpose = 'VERIFY_SUBSCRIBE' AND jsonb_array_length(topics) = 0;
    ALTER TABLE newsletter_token ADD CONSTRAINT newsletter_token_topics_check CHECK (
      CASE WHEN purpose <> 'VERIFY_SUBSCRIBE' THEN topics IS NULL
           WHEN jsonb_typeof(topics) = 'array' THEN jsonb_array_length(topics) >= 1
           ELSE false END
    );
    -- a subscribe form looks up the address's open links of the last minutes
    CREATE INDEX newsletter_token_open_subscribe_idx ON newsletter_token (mail, created_at)
      WHERE purpose = 'VERIFY_SUBSCRIBE' AND used_at IS NULL;
    DROP INDEX newsletter_subscription_verify_idx;
    ALTER TABLE newsletter_subscription DROP COLUMN verify_token_hash;
  `.execute(db);
}

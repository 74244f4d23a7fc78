import type { Language, NewsletterTopic } from "@erhdb/domain";
import { ALL_STATISTIC_IDS } from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";

// The subscriptions of an address (decision 17). Addresses are stored in lower case; every lookup is by
// lower(mail), which leads the unique index newsletter_subscription_key.

/** The conflict target of that unique index: one row per address, statistic id (or allID) and type. */
const TOPIC_KEY = sql`lower(mail), coalesce(statistic_id, '*'), resource_type`;

/** allID is stored as NULL (migration 0002). */
const statisticIdColumn = (topic: NewsletterTopic) =>
  topic.statisticId === ALL_STATISTIC_IDS ? null : topic.statisticId;

export const topicOf = (row: { statistic_id: string | null; resource_type: string }): NewsletterTopic => ({
  statisticId: row.statistic_id ?? ALL_STATISTIC_IDS,
  resourceType: row.resource_type,
});

/**
 * The topics of a subscribe form, unverified and bound to its verification token. A topic the address
 * has verified already stays as it is; one still pending moves to the new token and language.
 */
export async function addPendingTopics(
  trx: Queryable,
  mail: string,
  topics: readonly NewsletterTopic[],
  pending: { tokenHash: string; lang: Language; now: Date },
): Promise<void> {
  await trx
    .insertInto("newsletter_subscription")
    .values(
      topics.map((topic) => ({
        mail,
        statistic_id: statisticIdColumn(topic),
        resource_type: topic.resourceType,
        verified: false,
        verify_token_hash: pending.tokenHash,
        lang: pending.lang,
        created_at: pending.now,
        updating: pending.now,
      })),
    )
    .onConflict((oc) =>
      oc
        .expression(TOPIC_KEY)
        .doUpdateSet((eb) => ({
          verify_token_hash: eb.ref("excluded.verify_token_hash"),
          lang: eb.ref("excluded.lang"),
          updating: eb.ref("excluded.updating"),
        }))
        .where("newsletter_subscription.verified", "=", false),
    )
    .execute();
}

/** Verifies the topics bound to a verification token; returns how many. */
export async function confirmTopics(trx: Queryable, tokenHash: string, now: Date): Promise<number> {
  const result = await trx
    .updateTable("newsletter_subscription")
    .set({ verified: true, verify_token_hash: null, updating: now })
    .where("verify_token_hash", "=", tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The verified topics of an address: allID first, then by statistic id, each by type from 99 down. */
export async function verifiedTopics(db: Queryable, mail: string): Promise<NewsletterTopic[]> {
  const rows = await db
    .selectFrom("newsletter_subscription")
    .select(["statistic_id", "resource_type"])
    .where(sql<string>`lower(mail)`, "=", mail)
    .where("verified", "=", true)
    .orderBy(sql`statistic_id NULLS FIRST`)
    .orderBy("resource_type", "desc")
    .execute();
  return rows.map(topicOf);
}

/** Whether the address has any topic, verified or not. */
export async function hasTopics(db: Queryable, mail: string): Promise<boolean> {
  const row = await db
    .selectFrom("newsletter_subscription")
    .select("id")
    .where(sql<string>`lower(mail)`, "=", mail)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every topic of the address, verified or not; returns how many. */
export async function deleteTopics(trx: Queryable, mail: string): Promise<number> {
  const result = await trx
    .deleteFrom("newsletter_subscription")
    .where(sql<string>`lower(mail)`, "=", mail)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The address's topics become exactly `topics`, all verified (the edit token proves the address), in
 * the language of the one who edited them; a topic kept keeps its row.
 */
export async function replaceTopics(
  trx: Queryable,
  mail: string,
  topics: readonly NewsletterTopic[],
  edit: { lang: Language; now: Date },
): Promise<void> {
  const kept = topics.map((topic) => `${statisticIdColumn(topic) ?? "*"}/${topic.resourceType}`);
  let removal = trx.deleteFrom("newsletter_subscription").where(sql<string>`lower(mail)`, "=", mail);
  if (kept.length > 0) {
    removal = removal.where(sql<string>`coalesce(statistic_id, '*') || '/' || resource_type`, "not in", kept);
  }
  await removal.execute();
  if (topics.length === 0) return;
  await trx
    .insertInto("newsletter_subscription")
    .values(
      topics.map((topic) => ({
        mail,
        statistic_id: statisticIdColumn(topic),
        resource_type: topic.resourceType,
        verified: true,
        verify_token_hash: null,
        lang: edit.lang,
        created_at: edit.now,
        updating: edit.now,
      })),
    )
    .onConflict((oc) =>
      oc.expression(TOPIC_KEY).doUpdateSet({
        verified: true,
        verify_token_hash: null,
        lang: edit.lang,
        updating: edit.now,
      }),
    )
    .execute();
}

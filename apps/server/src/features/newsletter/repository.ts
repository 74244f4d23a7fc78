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

/** The rows of an address's topics, verified or pending, in the language of its mails. */
const topicRows = (
  mail: string,
  topics: readonly NewsletterTopic[],
  row: { verified: boolean; lang: Language; now: Date },
) =>
  topics.map((topic) => ({
    mail,
    statistic_id: statisticIdColumn(topic),
    resource_type: topic.resourceType,
    verified: row.verified,
    lang: row.lang,
    created_at: row.now,
    updating: row.now,
  }));

/**
 * The topics of a subscribe form, pending until a link that lists them is confirmed. A topic the address
 * has verified already stays as it is; one still pending takes the newer form's language.
 */
export async function addPendingTopics(
  trx: Queryable,
  mail: string,
  topics: readonly NewsletterTopic[],
  pending: { lang: Language; now: Date },
): Promise<void> {
  await trx
    .insertInto("newsletter_subscription")
    .values(topicRows(mail, topics, { ...pending, verified: false }))
    .onConflict((oc) =>
      oc
        .expression(TOPIC_KEY)
        .doUpdateSet((eb) => ({ lang: eb.ref("excluded.lang"), updating: eb.ref("excluded.updating") }))
        .where("newsletter_subscription.verified", "=", false),
    )
    .execute();
}

/**
 * Verifies the topics a confirmed link lists (decision 39): exactly those, pending or not; one the address
 * dropped since (unsubscribed, edited away) comes back in the language of the page that confirmed it, since
 * confirming is asking for it once more.
 */
export async function confirmTopics(
  trx: Queryable,
  mail: string,
  topics: readonly NewsletterTopic[],
  confirm: { lang: Language; now: Date },
): Promise<void> {
  await trx
    .insertInto("newsletter_subscription")
    .values(topicRows(mail, topics, { ...confirm, verified: true }))
    .onConflict((oc) => oc.expression(TOPIC_KEY).doUpdateSet({ verified: true, updating: confirm.now }))
    .execute();
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
    .values(topicRows(mail, topics, { ...edit, verified: true }))
    .onConflict((oc) =>
      oc.expression(TOPIC_KEY).doUpdateSet({ verified: true, lang: edit.lang, updating: edit.now }),
    )
    .execute();
}

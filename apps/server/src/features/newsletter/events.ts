import type { NewsletterResourceState } from "@erhdb/domain";
import { isNewsletterNews } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";

/**
 * Called in the transaction that changes a resource: when the change is news for the subscribers (the
 * domain's isNewsletterNews), an event for the next digest. It exists exactly when the change commits.
 */
export async function noteNewsletterNews(
  trx: Queryable,
  resourceId: number,
  before: NewsletterResourceState,
  after: NewsletterResourceState,
  now: Date,
): Promise<void> {
  if (!isNewsletterNews(before, after)) return;
  await trx.insertInto("newsletter_event").values({ resource_id: resourceId, created_at: now }).execute();
}

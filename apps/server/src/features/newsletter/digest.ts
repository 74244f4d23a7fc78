import type { AccessSubject } from "@erhdb/domain";
import { canSeeResource, topicCovers } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { owningSurveyOf } from "../../db/owning-survey.ts";
import { advanceConsumer, claimConsumer, eventsAfter } from "../../db/public-events.ts";
import type { Queryable } from "../../db/queryable.ts";
import { recordAudit } from "../../lib/audit.ts";
import { type DigestResource, newsletterDigestMail, publicLink } from "../../mail/templates/index.ts";
import { eventResources, subscribersOf } from "./digest-repository.ts";
import { enqueueNewsletterMail, NEWSLETTER_PAGES } from "./mails.ts";

export interface DigestOptions {
  now: Date;
  /** the app's public address (Config.publicUrl) */
  publicUrl: string;
  /** events per batch (one transaction, one mail per subscriber) */
  batchSize?: number;
}

export interface DigestRun {
  /** events of the stream taken (the digest's cursor moved past them) */
  events: number;
  /** resources announced (a public visitor may see them) */
  announced: number;
  /** mails put into the outbox */
  mails: number;
}

/** What the newsletter announces is what a public visitor may see: no session, no permissions. */
const PUBLIC_VISITOR: AccessSubject = null;
const DIGEST_BATCH_SIZE = 500;
/** The digest's cursor in the stream of public events (migration 0033 placed it). */
const DIGEST_CONSUMER = "newsletter-digest";
const SYSTEM = { id: null, email: null, ip: null };

type EventResource = Awaited<ReturnType<typeof eventResources>>[number];

/** The domain's visibility rules for a public visitor, applied to the resource and its survey as they are now. */
function isPublic(r: EventResource): boolean {
  const resource = { status: r.status, accessMode: r.accessMode, resourcetype: r.resourceType };
  return canSeeResource(PUBLIC_VISITOR, resource, owningSurveyOf(r));
}

/**
 * One batch in one transaction (decisions 17, 43): the public events after the digest's cursor, the
 * resources they made public that a public visitor may see now, one mail per verified subscriber listing
 * every one of their topics, the cursor moved past the batch. A crash before the commit leaves the batch
 * to the next run, whole; the mails exist only with the commit. Another instance's run holding the cursor
 * takes the events itself, so this one takes none.
 */
async function digestBatch(db: Database, options: Required<DigestOptions>): Promise<DigestRun> {
  const { now, publicUrl, batchSize } = options;
  return db.transaction().execute(async (trx) => {
    const position = await claimConsumer(trx, DIGEST_CONSUMER, now);
    const events = position === null ? [] : await eventsAfter(trx, position, batchSize);
    const last = events.at(-1);
    if (!last) return { events: 0, announced: 0, mails: 0 };
    const resourceIds = [
      ...new Set(events.filter((e) => e.kind === "RESOURCE_PUBLISHED").map((e) => e.objectId)),
    ];
    const resources = resourceIds.length === 0 ? [] : await eventResources(trx, resourceIds);
    const announced = resources.filter(isPublic);
    const mails = announced.length === 0 ? 0 : await mailSubscribers(trx, announced, { now, publicUrl });
    await advanceConsumer(trx, DIGEST_CONSUMER, last.id, now);
    await recordAudit(trx, SYSTEM, {
      action: "NEWSLETTER_DIGEST",
      entity: "newsletter",
      after: { events: events.length, announced: announced.map((r) => r.id), mails },
    });
    return { events: events.length, announced: announced.length, mails };
  });
}

/** One digest mail per subscriber with a topic covering any of the resources; returns how many. */
async function mailSubscribers(
  trx: Queryable,
  resources: readonly EventResource[],
  context: { now: Date; publicUrl: string },
): Promise<number> {
  const page = (path: string, query: Record<string, string> = {}) =>
    publicLink(context.publicUrl, path, query);
  const subscribers = await subscribersOf(trx, {
    resourceTypes: [...new Set(resources.map((r) => r.resourceType))],
    statisticIds: [...new Set(resources.map((r) => r.statisticId))],
  });
  let mails = 0;
  for (const subscriber of subscribers) {
    const theirs = resources.filter((r) => subscriber.topics.some((topic) => topicCovers(topic, r)));
    if (theirs.length === 0) continue;
    const listed: DigestResource[] = theirs.map((r) => ({
      description: r.description,
      erhebungsid: r.erhebungsid,
      resourceType: r.resourceType,
      version: r.version,
      link: page("/Show.html", { eid: r.erhebungsid, resid: r.resourceType }),
    }));
    const mail = newsletterDigestMail(subscriber.lang, {
      resources: listed,
      unsubscribePage: page(NEWSLETTER_PAGES.unsubscribe),
      newsletterPage: page(NEWSLETTER_PAGES.overview),
    });
    await enqueueNewsletterMail(trx, { ...mail, to: subscriber.mail, kind: "newsletter-digest" }, context);
    mails++;
  }
  return mails;
}

/**
 * The digest job (decision 17), run every few minutes by main.ts and on demand in tests: batch after
 * batch until the cursor is at the stream's end. Two instances running it at once never take one event twice.
 */
export async function runNewsletterDigest(db: Database, options: DigestOptions): Promise<DigestRun> {
  const settings = { batchSize: DIGEST_BATCH_SIZE, ...options };
  const total: DigestRun = { events: 0, announced: 0, mails: 0 };
  for (;;) {
    const run = await digestBatch(db, settings);
    total.events += run.events;
    total.announced += run.announced;
    total.mails += run.mails;
    if (run.events < settings.batchSize) return total;
  }
}

import { type NewsletterTopic, uniqueTopics } from "./newsletter.ts";

/**
 * How long a subscribe form counts as a repeat of an earlier one of the same address (decision 39): a
 * double click, a second tab, a reload or a slow network's retry send within seconds; a person who asks
 * again because no mail came waits a few minutes first, and then gets a new one.
 */
export const NEWSLETTER_REPEAT_WINDOW_MS = 10 * 60_000;

/** What a subscribe form does: nothing new (its topics await a link mailed moments ago) or mail a link. */
export type SubscribeStep = { kind: "repeat" } | { kind: "mail"; topics: NewsletterTopic[] };

const key = (topic: NewsletterTopic) => `${topic.statisticId}/${topic.resourceType}`;

/**
 * The step of a subscribe form for `requested` (at least one topic, the form's schema says so), given the
 * address's verified topics and the topics of its links mailed within NEWSLETTER_REPEAT_WINDOW_MS and not
 * yet used (decision 39):
 * - every requested topic is verified or awaits one of those links: a repeat, no second mail;
 * - else one new link for the recent links' topics and the requested ones: it confirms all of them, and
 *   every earlier link still confirms what its own mail listed. Topics are merged, never lost, and a link
 *   never confirms none.
 */
export function subscribeStep(
  requested: readonly NewsletterTopic[],
  verified: readonly NewsletterTopic[],
  recentlyMailed: readonly NewsletterTopic[],
): SubscribeStep {
  const covered = new Set([...verified, ...recentlyMailed].map(key));
  if (recentlyMailed.length > 0 && requested.every((topic) => covered.has(key(topic)))) {
    return { kind: "repeat" };
  }
  const confirmed = new Set(verified.map(key));
  const stillOpen = recentlyMailed.filter((topic) => !confirmed.has(key(topic)));
  return { kind: "mail", topics: uniqueTopics([...stillOpen, ...requested]) };
}

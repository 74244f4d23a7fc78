import type { PublicEventKind } from "../events/publicEvents.ts";

/**
 * How webhooks are delivered (issue 38 points 6-8, decision 48): the rules the server's delivery worker
 * and the screen share.
 */

/** A message's `type` (Standard Webhooks: dot-separated, lower case) for each kind of public event. */
export const WEBHOOK_EVENT_TYPES: Readonly<Record<PublicEventKind, string>> = {
  SURVEY_PUBLISHED: "survey.published",
  SURVEY_WITHDRAWN: "survey.withdrawn",
  RESOURCE_PUBLISHED: "resource.published",
  RESOURCE_WITHDRAWN: "resource.withdrawn",
  GENERIC_RESOURCE_PUBLISHED: "generic_resource.published",
  GENERIC_RESOURCE_WITHDRAWN: "generic_resource.withdrawn",
};

/** The kind and type of the message "send a test event" sends. */
export const WEBHOOK_TEST_KIND = "TEST";
export const WEBHOOK_TEST_TYPE = "webhook.test";

/** How long a receiver may take to answer one delivery. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** How much of an answer is read back (the rest is cut off; it is only shown to the target's admins). */
export const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;
/** How long a delivery is retried before it is given up and its target marked failing. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The pause before each retry (the first try is at once), as Standard Webhooks' guide suggests: soon at
 * first, then wider apart; the last pause repeats until the window ends.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  5 * 60 * 60_000,
  10 * 60 * 60_000,
];

/**
 * When a delivery that failed its `attempts`-th try (1 for the first) is tried next: after the pause, but
 * no later than 24 hours after its first try, where one last try is made; null once that has failed too:
 * then it is given up.
 */
export function webhookRetryAt(firstTriedAt: Date, attempts: number, now: Date): Date | null {
  const windowEnd = firstTriedAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= windowEnd) return null;
  const delays = WEBHOOK_RETRY_DELAYS_MS;
  const delay = delays[Math.min(Math.max(attempts, 1), delays.length) - 1] ?? 0;
  return new Date(Math.min(now.getTime() + delay, windowEnd));
}

/** Whether a receiver's status code means delivered: any 2xx (a redirect is not followed: a failure). */
export function isWebhookDelivered(statusCode: number): boolean {
  return statusCode >= 200 && statusCode < 300;
}

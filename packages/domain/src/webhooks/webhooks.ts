import { z } from "zod";
import { PUBLIC_EVENT_KINDS } from "../events/publicEvents.ts";
import { STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";

/**
 * Signed webhooks (issue 38 points 5-9, decision 48): targets that the holders of WEBHOOK_ADMIN register,
 * each told the public events of one statistic id (or all) and of the kinds it chose. Messages are i18n
 * keys of the webhooks screen.
 */
export const WEBHOOK_MESSAGE_KEYS = {
  url: "webhooks.validation.url",
  urlScheme: "webhooks.validation.urlScheme",
  urlCredentials: "webhooks.validation.urlCredentials",
  statisticId: "webhooks.validation.statisticId",
  kinds: "webhooks.validation.kinds",
} as const;

/** The longest target URL a target may have. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** Why a URL is no target, as one of WEBHOOK_MESSAGE_KEYS' keys, or null for a fine one. */
export function webhookUrlProblem(value: string): keyof typeof WEBHOOK_MESSAGE_KEYS | null {
  if (!URL.canParse(value) || value.length > WEBHOOK_URL_MAX_LENGTH) return "url";
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") return "urlScheme";
  // credentials in a URL end up in logs and screens; a receiver authenticates the signature instead
  if (url.username !== "" || url.password !== "") return "urlCredentials";
  if (url.hostname === "") return "url";
  return null;
}

const targetUrl = z
  .string({ error: WEBHOOK_MESSAGE_KEYS.url })
  .trim()
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: WEBHOOK_MESSAGE_KEYS[problem] });
  })
  // a fragment never reaches the receiver; kept, it would only make two spellings of one target
  .transform((value) => {
    const url = new URL(value);
    url.hash = "";
    return url.href;
  });

/** `POST webhook`: a new target. A statistic id of null: the events of every statistic id and none. */
export const webhookTargetWriteSchema = z.object({
  url: targetUrl,
  statisticId: z.string().regex(STATISTIC_ID_PATTERN, WEBHOOK_MESSAGE_KEYS.statisticId).nullable(),
  kinds: z
    .array(z.enum(PUBLIC_EVENT_KINDS), { error: WEBHOOK_MESSAGE_KEYS.kinds })
    .min(1, WEBHOOK_MESSAGE_KEYS.kinds)
    .transform((kinds) => PUBLIC_EVENT_KINDS.filter((kind) => kinds.includes(kind))),
});
export type WebhookTargetWriteInput = z.input<typeof webhookTargetWriteSchema>;
export type WebhookTargetWrite = z.output<typeof webhookTargetWriteSchema>;

/** `POST webhook/{id}/pause`: paused targets keep their events and deliver them when resumed. */
export const webhookPauseSchema = z.object({ paused: z.boolean() });

/** How a delivery stands. */
export const WEBHOOK_DELIVERY_STATES = [
  /** waiting for its turn or its next try */
  "pending",
  /** the receiver answered 2xx */
  "delivered",
  /** tried for 24 hours without success: the target is failing */
  "failed",
] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookDeliveryAnswer = z.object({
  id: z.number(),
  /** the event's position in the stream; null for a test event */
  eventId: z.number().nullable(),
  /** the message's `webhook-id`, the same in every try */
  messageId: z.string(),
  /** the event's kind, or `TEST` */
  kind: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** the receiver's status code of the last try, null where none came */
  statusCode: z.number().nullable(),
  durationMs: z.number().nullable(),
  /** why the last try failed, in the caller's language */
  error: z.string().nullable(),
});
export type WebhookDeliveryAnswer = z.infer<typeof webhookDeliveryAnswer>;

export const webhookTargetAnswer = z.object({
  id: z.number(),
  url: z.string(),
  statisticId: z.string().nullable(),
  kinds: z.array(z.enum(PUBLIC_EVENT_KINDS)),
  paused: z.boolean(),
  /** since when the target fails (a delivery was given up after 24 hours), null while it works */
  failingSince: z.string().nullable(),
  /** why, in the caller's language */
  failingReason: z.string().nullable(),
  /** deliveries waiting */
  pending: z.number(),
  createdAt: z.string(),
  secretRotatedAt: z.string(),
});
export type WebhookTargetAnswer = z.infer<typeof webhookTargetAnswer>;
export const webhookTargetListAnswer = z.array(webhookTargetAnswer);

/** The answer of a creation and of a rotation: the only time the secret is shown. */
export const webhookSecretAnswer = z.object({
  target: webhookTargetAnswer,
  /** `whsec_` and the key in base64, as Standard Webhooks' libraries take it */
  secret: z.string(),
});
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswer>;

/** The most recent deliveries a target's detail lists. */
export const WEBHOOK_RECENT_DELIVERIES = 50;
export const webhookDeliveryListAnswer = z.array(webhookDeliveryAnswer);

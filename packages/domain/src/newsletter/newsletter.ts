import { z } from "zod";
import { NEWSLETTER_RESOURCE_TYPES } from "../codes/resourceTypes.ts";
import { STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";
import { personEmailSchema } from "../persons/personWrite.ts";

/** Every current and future statistic id (SPEC 2.22). */
export const ALL_STATISTIC_IDS = "allID";

export const NEWSLETTER_MESSAGE_KEYS = {
  statisticId: "newsletter.validation.statisticId",
  resourceType: "newsletter.validation.resourceType",
  noTopic: "newsletter.validation.noTopic",
} as const;

const K = NEWSLETTER_MESSAGE_KEYS;

/** One of the resource types a subscription may name (NEWSLETTER_RESOURCE_TYPES, SPEC 2.22). */
export const newsletterResourceTypeSchema = z
  .string({ error: K.resourceType })
  .refine((type) => (NEWSLETTER_RESOURCE_TYPES as readonly string[]).includes(type), K.resourceType);

/** A statistic id or allID. */
export const newsletterStatisticIdSchema = z.union([
  z.literal(ALL_STATISTIC_IDS),
  z.string().regex(STATISTIC_ID_PATTERN, K.statisticId),
]);

/** One topic of a subscription: a statistic id (or allID) and a resource type. */
export const newsletterTopicSchema = z.object({
  statisticId: newsletterStatisticIdSchema,
  resourceType: newsletterResourceTypeSchema,
});
export type NewsletterTopic = z.infer<typeof newsletterTopicSchema>;

/**
 * `POST newsletter/subscribev2` (API.md: `{ mail, statisticId, resourceType }`); `resourceType` may also be
 * a list, so the form subscribes several types at once. Double opt-in: nothing counts before the mailed
 * link is confirmed.
 */
export const newsletterSubscribeSchema = z.object({
  mail: personEmailSchema,
  statisticId: newsletterStatisticIdSchema,
  // the union's own error: neither a type nor a list of types names the field, not zod's 'Invalid input'
  resourceType: z.union(
    [
      z.enum(NEWSLETTER_RESOURCE_TYPES, { error: K.resourceType }),
      z
        .array(z.enum(NEWSLETTER_RESOURCE_TYPES, { error: K.resourceType }))
        .min(1, K.noTopic)
        .max(12),
    ],
    { error: K.resourceType },
  ),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** `POST newsletter/update`: the whole set of topics of the token's address (empty = unsubscribe all). */
export const newsletterUpdateSchema = z.object({
  token: z.string().max(200),
  topics: z.array(newsletterTopicSchema).max(500),
});
export type NewsletterUpdate = z.infer<typeof newsletterUpdateSchema>;

/** `GET newsletter/userdata?token=`: the address and its verified topics. */
export const newsletterUserdataAnswer = z.object({
  mail: z.string(),
  topics: z.array(newsletterTopicSchema),
});
export type NewsletterUserdata = z.infer<typeof newsletterUserdataAnswer>;

/** The topics of a subscribe form: its statistic id with each of its resource types, each once. */
export function subscribedTopics(input: NewsletterSubscribe): NewsletterTopic[] {
  const types = typeof input.resourceType === "string" ? [input.resourceType] : input.resourceType;
  return uniqueTopics(types.map((resourceType) => ({ statisticId: input.statisticId, resourceType })));
}

/** Each topic once, in the order first named. */
export function uniqueTopics(topics: readonly NewsletterTopic[]): NewsletterTopic[] {
  const seen = new Map<string, NewsletterTopic>();
  for (const topic of topics) seen.set(`${topic.statisticId}/${topic.resourceType}`, topic);
  return [...seen.values()];
}

/** Whether a topic covers a resource of this statistic id and type: allID covers every statistic id. */
export function topicCovers(
  topic: NewsletterTopic,
  resource: { statisticId: string; resourceType: string },
): boolean {
  return (
    topic.resourceType === resource.resourceType &&
    (topic.statisticId === ALL_STATISTIC_IDS || topic.statisticId === resource.statisticId)
  );
}

/** Whether an address may be used for a newsletter step: well-formed (`checkuserv2` and its siblings). */
export function isNewsletterMail(mail: string): boolean {
  return personEmailSchema.safeParse(mail).success;
}

/**
 * `checkuserv2`, `checkMailSubscribe`, `checkMailEdit`: only whether the address may be used, never
 * whether it is subscribed (decision 17).
 */
export const newsletterMailCheckAnswer = z.object({ valid: z.boolean() });
export type NewsletterMailCheck = z.infer<typeof newsletterMailCheckAnswer>;

/** `tokenForUser`: an EDIT token for the caller's own address, for `userdata` and `update`. */
export const newsletterTokenAnswer = z.object({ token: z.string() });

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
  resourceType: z.union([
    z.enum(NEWSLETTER_RESOURCE_TYPES, { error: K.resourceType }),
    z
      .array(z.enum(NEWSLETTER_RESOURCE_TYPES, { error: K.resourceType }))
      .min(1, K.noTopic)
      .max(12),
  ]),
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

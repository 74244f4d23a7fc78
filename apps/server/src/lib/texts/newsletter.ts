import { NEWSLETTER_MESSAGE_KEYS } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/**
 * The newsletter (SPEC 2.22, decision 17): the input messages keyed like the domain's schemas, and the
 * names of the fields they are about (`newsletter.field.*`, filling `{field}` of the address messages).
 * A wrong token and too many requests share the password flows' INVALID_TOKEN and RATE_LIMITED.
 */
export const NEWSLETTER_TEXTS = {
  [NEWSLETTER_MESSAGE_KEYS.statisticId]: {
    de: "Bitte wählen Sie eine vierstellige StatistikID oder alle StatistikIDs.",
    en: "Please choose a four-digit statistic id or all statistic ids.",
  },
  [NEWSLETTER_MESSAGE_KEYS.resourceType]: {
    de: "Bitte wählen Sie Ressourcentypen aus 99, 98, 97, 95, 94, 93, 92, 91, 90, 89, 88 und 87.",
    en: "Please choose resource types among 99, 98, 97, 95, 94, 93, 92, 91, 90, 89, 88 and 87.",
  },
  [NEWSLETTER_MESSAGE_KEYS.noTopic]: {
    de: "Bitte wählen Sie mindestens einen Ressourcentyp.",
    en: "Please choose at least one resource type.",
  },
  "newsletter.field.mail": { de: "E-Mail", en: "Email" },
  "newsletter.field.statisticId": { de: "StatistikID", en: "Statistic id" },
  "newsletter.field.resourceType": { de: "Ressourcentyp", en: "Resource type" },
  "newsletter.field.topics": { de: "Themen", en: "Topics" },
  "newsletter.field.token": { de: "Link", en: "Link" },
} as const satisfies TextTable;

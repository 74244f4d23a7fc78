import {
  ALL_STATISTIC_IDS,
  fieldErrors,
  type NewsletterSubscribe,
  type NewsletterTopic,
  newsletterSubscribeSchema,
  personEmailSchema,
  resourceTypeLabel,
} from "@erhdb/domain";
import type { TFunction } from "i18next";
import { isApiError } from "../../api/client.ts";
import type { ErrorAction } from "../../api/error-message.ts";
import { errorMessage, serverMessage } from "../../api/error-message.ts";

/**
 * What a field of a newsletter form says is wrong: an i18n key of the domain's schemas (checked before
 * sending), or the server's message of a refusal naming the field (already in the shown language).
 */
export type FieldProblem = { key: string } | { text: string };

export function problemText(problem: FieldProblem | undefined, t: TFunction): string | undefined {
  if (!problem) return undefined;
  return "key" in problem ? t(problem.key) : problem.text;
}

/** The i18n key of what is wrong with an address (the domain's personEmailSchema), if anything. */
export function mailProblem(mail: string): FieldProblem | undefined {
  const result = personEmailSchema.safeParse(mail);
  return result.success ? undefined : { key: result.error.issues[0]?.message ?? "" };
}

/** The subscribe form as typed: no statistic id chosen is ''. */
export interface SubscribeForm {
  mail: string;
  statisticId: string;
  resourceTypes: readonly string[];
}

export type SubscribeField = "mail" | "statisticId" | "resourceType";
export type SubscribeProblems = Partial<Record<SubscribeField, FieldProblem>>;

/** The body of `subscribev2`, checked with the domain's schema, or the problem of each field at fault. */
export function toSubscription(
  form: SubscribeForm,
): { value: NewsletterSubscribe } | { problems: SubscribeProblems } {
  const result = newsletterSubscribeSchema.safeParse({
    mail: form.mail,
    statisticId: form.statisticId,
    resourceType: form.resourceTypes,
  });
  if (result.success) return { value: result.data };
  const problems: SubscribeProblems = {};
  for (const [path, key] of Object.entries(fieldErrors(result.error))) {
    // a wrong entry of the type list (resourceType.2) is about the type field
    const field = path.split(".")[0] as SubscribeField;
    problems[field] ??= { key };
  }
  return { problems };
}

/**
 * A refusal of the server that names one of `fields` (400 VALIDATION with `field`): the field and its
 * message; undefined for any other failure.
 */
export function refusedField<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; problem: FieldProblem } | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const field = fields.find((name) => name === error.field?.split(".")[0]);
  const text = serverMessage(error.body);
  return field && text ? { field, problem: { text } } : undefined;
}

/** A resource type as the forms list it: '97 – Elektronischer Fragebogen'. */
export function typeLabel(code: string, language: string): string {
  return resourceTypeLabel(code, language);
}

/** A statistic id as the forms show it; allID in words. */
export function statisticIdLabel(statisticId: string, t: TFunction): string {
  return statisticId === ALL_STATISTIC_IDS ? t("newsletter.allStatisticIds") : statisticId;
}

/** A topic in words, e.g. 'Statistik-ID 1261: 97 – Elektronischer Fragebogen'. */
export function topicLabel(topic: NewsletterTopic, t: TFunction, language: string): string {
  const type = typeLabel(topic.resourceType, language);
  return topic.statisticId === ALL_STATISTIC_IDS
    ? t("newsletter.topicAll", { type })
    : t("newsletter.topic", { statisticId: topic.statisticId, type });
}

/**
 * The message of a failed newsletter call that names no field: too many requests say so in the server's
 * words (when to try again); anything else as SPEC 8's action message.
 */
export function failureText(error: unknown, t: TFunction, action: ErrorAction): string {
  if (isApiError(error) && error.status === 429) {
    const text = serverMessage(error.body);
    if (text) return text;
  }
  return errorMessage(error, t, { action, object: "NEWSLETTER" });
}

import {
  PUBLIC_EVENT_KINDS,
  type PublicEventKind,
  type WebhookTargetWrite,
  webhookTargetWriteSchema,
} from "@erhdb/domain";

/** The register dialog's fields, as the domain schema and the server's refusals name them. */
export const REGISTER_FIELDS = ["url", "statisticId", "kinds"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterDraft {
  url: string;
  statisticId: string;
  kinds: PublicEventKind[];
}

/** A new target's form: every kind chosen, as most receivers want to hear of each. */
export const EMPTY_DRAFT: RegisterDraft = { url: "", statisticId: "", kinds: [...PUBLIC_EVENT_KINDS] };

export type FieldMessages = Partial<Record<RegisterField, string>>;

/**
 * The draft checked with the domain's schema: the target to send, or per field the message key
 * (WEBHOOK_MESSAGE_KEYS) of its first problem. An empty statistic id is every statistic id (null).
 */
export function checkDraft(
  draft: RegisterDraft,
): { target: WebhookTargetWrite } | { problems: FieldMessages } {
  const statisticId = draft.statisticId === "" ? null : draft.statisticId;
  const parsed = webhookTargetWriteSchema.safeParse({ ...draft, statisticId });
  if (parsed.success) return { target: parsed.data };
  const problems: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = registerField(issue.path[0]);
    if (field) problems[field] ??= issue.message;
  }
  return { problems };
}

/** The field a path names (the server's `field` may go deeper: `kinds.0`), if it is one of the form's. */
export function registerField(path: unknown): RegisterField | undefined {
  const head = String(path ?? "").split(".")[0];
  return REGISTER_FIELDS.find((field) => field === head);
}

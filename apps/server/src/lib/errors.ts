import type { Lang, MessageKey } from "./messages.ts";
import { translate } from "./messages.ts";

/**
 * An expected failure with its HTTP status and stable code. Its message is a key of the server's message
 * catalogue, so the error handler renders `{ code, message, field? }` in the caller's language; anything
 * else becomes a 500 without detail.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: MessageKey;
  readonly params: Readonly<Record<string, string>>;
  readonly field: string | undefined;
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    options: {
      messageKey: MessageKey;
      params?: Record<string, string>;
      field?: string;
      extra?: Record<string, unknown>;
    },
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.messageKey = options.messageKey;
    this.params = options.params ?? {};
    this.field = options.field;
    this.extra = options.extra ?? {};
  }

  /** The message in the caller's language. */
  text(lang: Lang): string {
    return translate(this.messageKey, lang, this.params);
  }
}

export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", { messageKey: "UNAUTHENTICATED" });
export const forbidden = () => new AppError(403, "FORBIDDEN", { messageKey: "FORBIDDEN" });
export const notFound = () => new AppError(404, "NOT_FOUND", { messageKey: "NOT_FOUND" });
export const badRequest = (field: string) =>
  new AppError(400, "VALIDATION", { field, messageKey: "VALIDATION", params: { field } });

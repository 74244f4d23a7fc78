import type { MessageKey } from "./messages.ts";

/**
 * An expected failure with its HTTP status and stable code. The error handler renders it as
 * `{ code, message, field? }` in the caller's language; anything else becomes a 500 without detail.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: MessageKey | null;
  readonly params: Record<string, string>;
  readonly field: string | undefined;
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    options: {
      messageKey?: MessageKey;
      message?: string;
      params?: Record<string, string>;
      field?: string;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(options.message ?? code);
    this.status = status;
    this.code = code;
    this.messageKey = options.messageKey ?? null;
    this.params = options.params ?? {};
    this.field = options.field;
    this.extra = options.extra ?? {};
  }
}

export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", { messageKey: "UNAUTHENTICATED" });
export const forbidden = () => new AppError(403, "FORBIDDEN", { messageKey: "FORBIDDEN" });
export const notFound = () => new AppError(404, "NOT_FOUND", { messageKey: "NOT_FOUND" });
export const badRequest = (field: string, message?: string) =>
  new AppError(400, "VALIDATION", {
    field,
    ...(message ? { message } : { messageKey: "VALIDATION" as const, params: { field } }),
  });

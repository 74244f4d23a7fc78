import { z } from "zod";

/** Every error answer of the API (API.md, "Errors"). */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** the input field at fault, for 400 answers */
  field?: string;
  /** ISO time until which the caller's IP is locked, for IP_LOCKED */
  lockedUntil?: string;
}

export const ERROR_CODES = {
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  IP_LOCKED: "IP_LOCKED",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  VALIDATION: "VALIDATION",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  INTERNAL: "INTERNAL",
  COMMON_PASSWORD: "COMMON_PASSWORD",
  SAME_TEMPLATE_NAME: "SAME_TEMPLATE_NAME",
  TEMPLATE_LIMIT_REACHED: "TEMPLATE_LIMIT_REACHED",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status each code is answered with (API.md). */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  INVALID_CREDENTIALS: 401,
  IP_LOCKED: 423,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 400,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  // A refused new password is bad input.
  COMMON_PASSWORD: 400,
  // Both template refusals are conflicts with templates already stored.
  SAME_TEMPLATE_NAME: 409,
  TEMPLATE_LIMIT_REACHED: 409,
};

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}

export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  lockedUntil: z.string().optional(),
});

/** Whether an answer body is an error body (the client reads unknown JSON). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorBodySchema.safeParse(value).success;
}

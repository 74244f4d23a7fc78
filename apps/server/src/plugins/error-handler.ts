import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/sql-state.ts";
import { AppError } from "../lib/errors.ts";
import type { MessageKey } from "../lib/messages.ts";
import { langOf, translate } from "../lib/messages.ts";

// Fastify's own client errors, mapped to our codes; their texts never reach the client.
const FASTIFY_CODES: Record<string, { status: number; code: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "MALFORMED_JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "MALFORMED_JSON" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "BAD_REQUEST" },
};

/**
 * Seconds a client should wait before trying again while the database is away (a restart, a failover):
 * the pool opens a new connection on the next request, so the app recovers by itself within that time.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface ErrorBody {
  code: string;
  message: string;
  field?: string;
  [extra: string]: unknown;
}

function toErrorBody(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  const lang = langOf(request);
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        ...error.extra,
        code: error.code,
        message: error.text(lang),
        ...(error.field ? { field: error.field } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const where = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") ?? "";
    const field = where || error.validationContext || "body";
    return {
      status: 400,
      body: { code: "VALIDATION", message: translate("VALIDATION", lang, { field }), field },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { code: "DATABASE_UNAVAILABLE", message: translate("DATABASE_UNAVAILABLE", lang) },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known)
    return { status: known.status, body: { code: known.code, message: translate(known.code, lang) } };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { code: "BAD_REQUEST", message: translate("BAD_REQUEST", lang) } };
  }
  return { status: 500, body: { code: "INTERNAL", message: translate("INTERNAL", lang) } };
}

/** One place turns every failure into `{ code, message, field? }`; a 500 is logged, never explained. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorBody(error, request);
    if (body.code === "DATABASE_UNAVAILABLE") {
      // the server's own condition, not the request's fault: one warning line, no stack
      request.log.warn({ code: body.code, status, reason: errorText(error) }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, status }, "request refused");
    return reply.status(status).type("application/json; charset=utf-8").send(body);
  });
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

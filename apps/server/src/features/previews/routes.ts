import { PUBLIC, resourcePreviewLinkAnswer } from "@erhdb/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { serialIdParams } from "../../lib/params.ts";
import { bytesAnswer } from "../../lib/route-schemas.ts";
import { createPreviewLinks, type PreviewSessions } from "./links.ts";
import {
  createPreviewService,
  isPreviewBusy,
  PREVIEW_RETRY_AFTER_SECONDS,
  type PreviewLimits,
} from "./service.ts";
import { createTransform, type Transform } from "./transform.ts";

/** What makes the previews: the sandbox's transformation and the limits around it (tests hold one). */
export interface PreviewEngine {
  transform?: Transform;
  limits?: PreviewLimits;
}

export interface PreviewRoutesOptions extends PreviewEngine {
  db: Database;
  /** the sessions a preview link's token names (the auth service) */
  sessions: PreviewSessions;
  now?: (() => Date) | undefined;
}

/**
 * The preview's own headers (issue 38, decision 45): nothing but inline styles and data: images may load,
 * no script runs, forms and plugins are off, and the page is an origin of its own (`sandbox`), whether in
 * the app's iframe or in a tab of its own. Only the app itself may frame it; every other answer keeps
 * frame-ancestors 'none' (plugins/security.ts).
 */
const PREVIEW_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["data:"],
      sandbox: [],
      frameAncestors: ["'self'"],
    },
  },
  frameguard: { action: "sameorigin" },
} as const;

const previewQuery = z.object({
  token: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "a logged-in caller's link token, from preview/link (an iframe sends no header)" }),
});

/** Retry-After beside a busy refusal, which the error handler then answers. */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isPreviewBusy(error)) reply.header("retry-after", String(PREVIEW_RETRY_AFTER_SECONDS));
    throw error;
  }
}

/** The HTML, kept by no cache: a preview of an internal resource is its caller's alone. */
function sendHtml(reply: FastifyReply, html: Buffer): FastifyReply {
  return reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(html);
}

/**
 * `GET resource/{id}/preview` (the HTML) and `GET resource/{id}/preview/link` (where it is, made now):
 * public as the downloads are, and like them answering a resource the caller may not see as an unknown one.
 */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const links = createPreviewLinks(options.db, { now });
  const previews = createPreviewService(options.db, {
    transform: options.transform ?? createTransform(),
    links,
    apiPrefix: app.prefix,
    now,
    ...(options.limits ? { limits: options.limits } : {}),
  });

  app.get(
    "/resource/:id/preview",
    {
      config: { access: PUBLIC },
      helmet: PREVIEW_HELMET,
      schema: {
        params: serialIdParams,
        querystring: previewQuery,
        response: {
          200: bytesAnswer("the resource's XML as HTML, made by the current stylesheet of its kind", [
            "text/html",
          ]),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { token } = request.query;
      const person = request.person ?? (token ? await links.personOf(token, id, options.sessions) : null);
      return sendHtml(reply, await withRetryAfter(reply, previews.page(id, person)));
    },
  );

  app.get(
    "/resource/:id/preview/link",
    {
      config: { access: PUBLIC },
      schema: { params: serialIdParams, response: { 200: resourcePreviewLinkAnswer } },
    },
    async (request, reply) =>
      withRetryAfter(reply, previews.link(request.params.id, request.person, request.sessionTokenHash)),
  );
};

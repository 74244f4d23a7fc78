import { EVENTS_FEED_PATH, FEED_MEDIA_TYPE, FEEDS_PATH, PUBLIC, STATISTIC_ID_PATTERN } from "@erhdb/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { notModified } from "../../lib/conditional-request.ts";
import { langOf } from "../../lib/messages.ts";
import { bytesAnswer } from "../../lib/route-schemas.ts";
import { compressionPlugin } from "../../plugins/compression.ts";
import type { FeedScope } from "./repository.ts";
import { createFeedService, type FeedDocument, type FeedServiceOptions } from "./service.ts";

const feedQuerystring = z.object({
  before: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe("an archive page (RFC 5005): the 50 events below this position, as the feed's links give it"),
});
const statisticParams = z.object({ statisticId: z.string().regex(STATISTIC_ID_PATTERN) });
const feedAnswer = bytesAnswer(
  "an Atom 1.0 feed document (RFC 4287), newest first, 50 entries a page; older pages by RFC 5005's links",
  [`${FEED_MEDIA_TYPE}; charset=utf-8`],
);
// no body: the copy that If-None-Match or If-Modified-Since names is current
const notModifiedAnswer = z.undefined();

/**
 * The Atom feeds of the public events (decision 43), public, beside the API under the base path like the
 * SDMX queries: `feeds/events.atom` (every event) and `feeds/statistic/{statisticId}.atom`, in the
 * language of Accept-Language (German by default), with ETag and Last-Modified for 304.
 */
export const feedRoutes: FastifyPluginAsyncZod<FeedServiceOptions & { db: Database }> = async (
  app,
  { db, ...options },
) => {
  // compressed like the API's answers; the plugin applies to this scope only
  await app.register(compressionPlugin);
  const feeds = createFeedService(db, options);

  async function send(request: FastifyRequest, reply: FastifyReply, scope: FeedScope, before?: number) {
    const lang = langOf(request);
    const document: FeedDocument = await feeds.page({ scope, before: before ?? null, lang });
    reply.header("vary", "Accept-Language");
    reply.header("etag", document.etag).header("last-modified", document.lastModified.toUTCString());
    reply.header("cache-control", "no-cache");
    if (notModified(request, document.etag, document.lastModified)) return reply.status(304).send();
    return reply.type(`${FEED_MEDIA_TYPE}; charset=utf-8`).send(Buffer.from(document.xml));
  }

  app.get(
    EVENTS_FEED_PATH,
    {
      config: { access: PUBLIC },
      schema: { querystring: feedQuerystring, response: { 200: feedAnswer, 304: notModifiedAnswer } },
    },
    (request, reply) => send(request, reply, { statisticId: null }, request.query.before),
  );

  app.get(
    `${FEEDS_PATH}/statistic/:statisticId.atom`,
    {
      config: { access: PUBLIC },
      schema: {
        params: statisticParams,
        querystring: feedQuerystring,
        response: { 200: feedAnswer, 304: notModifiedAnswer },
      },
    },
    (request, reply) =>
      send(request, reply, { statisticId: request.params.statisticId }, request.query.before),
  );
};

import { PUBLIC } from "@erhdb/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { entityTag, notModified } from "../../lib/conditional-request.ts";
import { type Lang, langOf, translate } from "../../lib/messages.ts";
import { bytesAnswer } from "../../lib/route-schemas.ts";
import { compressionPlugin } from "../../plugins/compression.ts";
import type { ErrorMessage } from "./message.ts";
import { type Format, negotiateFormat, OFFERED_MEDIA_TYPES } from "./negotiation.ts";
import { isRefusal, parseStructureQuery } from "./query.ts";
import { errorJson, SDMX_JSON_MEDIA_TYPE, structureJson } from "./sdmx-json.ts";
import { errorXml, SDMX_ML_MEDIA_TYPE, structureXml } from "./sdmx-ml.ts";
import { createSdmxService, type SdmxServiceOptions, type StructureResult } from "./service.ts";

/** Where the structure queries live under the base path (the SDMX REST API's major version). */
export const SDMX_PATH = "/sdmx/v2";

// The standard's path parts are ids, version keywords and comma lists of them; anything longer is no query.
const part = z.string().min(1).max(1000);
const structureParams = z.object({
  artefactType: part,
  agencyID: part,
  resourceID: part,
  version: part,
  itemID: part,
});
/** The path's parts in order; a query may leave out any number at the end (the standard's defaults). */
const PATH_PARAMS = [
  structureParams.pick({ artefactType: true }),
  structureParams.pick({ artefactType: true, agencyID: true }),
  structureParams.pick({ artefactType: true, agencyID: true, resourceID: true }),
  structureParams.pick({ artefactType: true, agencyID: true, resourceID: true, version: true }),
  structureParams,
];
const structureQuerystring = z.object({ detail: part.optional(), references: part.optional() });
const structureAnswer = bytesAnswer(
  "an SDMX structure message: SDMX-JSON 2.0.0 (the default) or SDMX-ML 3.0.0, as Accept asks",
  OFFERED_MEDIA_TYPES,
);

const RENDER = {
  json: { type: SDMX_JSON_MEDIA_TYPE, structure: structureJson, error: errorJson },
  xml: { type: SDMX_ML_MEDIA_TYPE, structure: structureXml, error: errorXml },
} as const;

/** How many rendered answers are kept (the largest, the full CL_EVAS in SDMX-ML, is about 300 KB). */
const RENDERED_KEPT = 32;

/** The SDMX web service guidelines' error codes of the answers we give. */
const ERROR_CODES = { 400: 140, 404: 100, 406: 1000, 501: 501 } as const;
const ERROR_KEYS = {
  400: "sdmx.syntax",
  404: "sdmx.noResults",
  406: "sdmx.notAcceptable",
  501: "sdmx.notImplemented",
} as const;

/**
 * The SDMX REST API 2.0.0's structure queries, public, beside the API under the base path (decision 42):
 * `structure/{artefactType}[/{agencyID}[/{resourceID}[/{version}[/{itemID}]]]]` with detail and references.
 */
export const sdmxRoutes: FastifyPluginAsyncZod<SdmxServiceOptions & { db: Database }> = async (
  app,
  { db, ...options },
) => {
  // compressed like the API's answers; the plugin applies to this scope only
  await app.register(compressionPlugin);
  const sdmx = createSdmxService(db, options);
  /**
   * Answers rendered before, by their ETag (the same contents asked the same way): the full CL_EVAS is
   * rendered once per register version (decision 44), not per request. A message repeats its header (id,
   * time prepared) as long as it is kept; the oldest goes first.
   */
  const rendered = new Map<string, Buffer>();

  for (const params of PATH_PARAMS) {
    app.get(
      `${SDMX_PATH}/structure/${Object.keys(params.shape)
        .map((p) => `:${p}`)
        .join("/")}`,
      {
        config: { access: PUBLIC },
        schema: {
          params,
          querystring: structureQuerystring,
          response: { 200: structureAnswer },
        },
      },
      async (request, reply) => {
        reply.header("vary", "Accept, Accept-Language");
        const language = langOf(request);
        const format = negotiateFormat(request.headers.accept);
        if (format === null) {
          const what = request.headers.accept ?? "";
          return sendError(reply, "json", 406, language, { what, offered: OFFERED_MEDIA_TYPES.join(", ") });
        }
        const query = parseStructureQuery({ ...request.params, ...request.query });
        if (isRefusal(query)) return sendError(reply, format, query.status, language, { what: query.what });
        const result = await sdmx.structures(query);
        if (result.entries.length === 0)
          return sendError(reply, format, 404, language, { what: request.url });
        return sendStructure(reply, request, format, result, () =>
          RENDER[format].structure(sdmx.message(result, query, language)),
        );
      },
    );
  }

  /** The answer with its validators, or 304 where the caller's copy is current (RFC 9110 13.2.2). */
  function sendStructure(
    reply: FastifyReply,
    request: FastifyRequest,
    format: Format,
    result: StructureResult,
    render: () => string,
  ) {
    // the same contents asked the same way (format, language, query) answer alike
    const etag = entityTag(`${result.tag} ${format} ${langOf(request)} ${request.url}`);
    reply.header("etag", etag).header("last-modified", result.lastModified.toUTCString());
    reply.header("cache-control", "no-cache");
    if (notModified(request, etag, result.lastModified)) return reply.status(304).send();
    let body = rendered.get(etag);
    if (body === undefined) {
      body = Buffer.from(render());
      if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value ?? "");
      rendered.set(etag, body);
    }
    return reply.type(RENDER[format].type).send(body);
  }

  function sendError(
    reply: FastifyReply,
    format: Format,
    status: keyof typeof ERROR_CODES,
    language: Lang,
    params: Record<string, string>,
  ) {
    const key = ERROR_KEYS[status];
    const both = (k: string) => ({ de: translate(k, "de", params), en: translate(k, "en", params) });
    const message: ErrorMessage = sdmx.error(ERROR_CODES[status], both(key), both(`${key}.detail`), language);
    return reply
      .status(status)
      .type(RENDER[format].type)
      .send(Buffer.from(RENDER[format].error(message)));
  }
};

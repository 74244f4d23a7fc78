import { PUBLIC } from "@erhdb/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { notModified } from "../../lib/conditional-request.ts";
import { notFound } from "../../lib/errors.ts";
import { langOf } from "../../lib/messages.ts";
import { bytesAnswer, uncheckedBody } from "../../lib/route-schemas.ts";
import { compressionPlugin } from "../../plugins/compression.ts";
import { OAI_MEDIA_TYPE } from "./oai-xml.ts";
import { createStudyMetadataService, type StudyDocument, type StudyMetadataOptions } from "./service.ts";

/** Where OAI-PMH answers under the base path (its baseURL) and where the DDI studies are. */
export const OAI_PATH = "/oai";
export const DDI_STUDY_PATH = "/ddi/study";
const DDI_MEDIA_TYPE = "application/xml";

const argument = (description: string) => z.string().optional().meta({ description });
/** OAI-PMH's arguments, for the document: the protocol's own checks read them (oai-request.ts). */
const oaiArguments = z.object({
  verb: argument("Identify, ListMetadataFormats, ListSets, ListIdentifiers, ListRecords or GetRecord"),
  identifier: argument("a record's identifier, oai:<DDI_AGENCY>:<Erhebungsid>"),
  metadataPrefix: argument("oai_dc or oai_ddi33 (DDI-Lifecycle 3.3)"),
  from: argument("the earliest datestamp, YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ (UTC)"),
  until: argument("the latest datestamp, in the granularity of from"),
  set: argument("a statistic id (four digits): its surveys only"),
  resumptionToken: argument("the token of the page before; no other argument beside it"),
});
const oaiAnswer = bytesAnswer(
  "an OAI-PMH 2.0 answer (OAI-PMH.xsd), the protocol's error conditions included (status 200 as the protocol says)",
  ["text/xml"],
);

/**
 * The surveys for catalogues (decision 44), beside the API under the base path, public and compressed:
 * `GET ddi/study/{erhebungsid}` (a public approved survey as a DDI-Lifecycle 3.3 StudyUnit; any other
 * answers 404 alike) and OAI-PMH 2.0 at `oai` (GET with a query, POST with a form, as the protocol says).
 */
export const studyMetadataRoutes: FastifyPluginAsyncZod<StudyMetadataOptions & { db: Database }> = async (
  app,
  { db, ...options },
) => {
  await app.register(compressionPlugin);
  // OAI-PMH's POST sends its arguments as a form; they are read in order, repeats kept (a repeat is an error)
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, body, done) =>
    done(null, body),
  );
  const service = createStudyMetadataService(db, options);

  app.get(
    `${DDI_STUDY_PATH}/:erhebungsid`,
    {
      config: { access: PUBLIC },
      schema: {
        params: z.object({ erhebungsid: z.string() }),
        response: {
          200: bytesAnswer("a DDI-Lifecycle 3.3 FragmentInstance with the StudyUnit", [DDI_MEDIA_TYPE]),
        },
      },
    },
    async (request, reply) => {
      const study = await service.study(request.params.erhebungsid);
      if (study === null) throw notFound();
      return sendStudy(request, reply, study);
    },
  );

  /** The study with its validators, or 304 where the caller's copy is current. */
  function sendStudy(request: FastifyRequest, reply: FastifyReply, study: StudyDocument) {
    reply.header("etag", study.etag).header("last-modified", study.lastModified.toUTCString());
    reply.header("cache-control", "no-cache");
    if (notModified(request, study.etag, study.lastModified)) return reply.status(304).send();
    return reply.type(DDI_MEDIA_TYPE).send(Buffer.from(study.xml));
  }

  const send = (reply: FastifyReply, xml: string) =>
    reply
      .header("vary", "Accept-Language")
      .header("cache-control", "no-cache")
      .type(OAI_MEDIA_TYPE)
      .send(xml);

  app.get(
    OAI_PATH,
    {
      config: { access: PUBLIC },
      // a repeated or unknown argument is the protocol's badArgument, not a 400: the raw query is read
      attachValidation: true,
      schema: { querystring: oaiArguments, response: { 200: oaiAnswer } },
    },
    async (request, reply) => {
      const query = request.url.split("?").slice(1).join("?");
      return send(reply, await service.oai([...new URLSearchParams(query)], langOf(request)));
    },
  );

  app.post(
    OAI_PATH,
    {
      config: { access: PUBLIC },
      schema: {
        body: uncheckedBody(oaiArguments),
        consumes: ["application/x-www-form-urlencoded"],
        response: { 200: oaiAnswer },
      },
    },
    async (request, reply) => {
      const form = typeof request.body === "string" ? request.body : "";
      return send(reply, await service.oai([...new URLSearchParams(form)], langOf(request)));
    },
  );
};

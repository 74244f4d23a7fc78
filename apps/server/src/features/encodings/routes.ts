import {
  allRights,
  deletedAnswer,
  encodingEntryAnswer,
  encodingEntryListAnswer,
  encodingEntryWriteSchema,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { serialIdParams } from "../../lib/params.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { actorOf } from "../../plugins/access.ts";
import { createEncodingService } from "./service.ts";

export interface EncodingRoutesOptions {
  db: Database;
  now?: (() => Date) | undefined;
}

// SPEC 6 knows no right to change encodings, so the screen's right guards every call (decision 13).
const config = { access: allRights("RESTYPENCODING_READ") };

/**
 * SPEC 7 "Encodings" with the shapes of decision 13 (the table calls `restypEncoding/tablestate` and
 * `restypEncoding/table` live in table-routes.ts).
 */
export const encodingRoutes: FastifyPluginAsyncZod<EncodingRoutesOptions> = async (app, { db, now }) => {
  const encodings = createEncodingService(db, { now: now ?? (() => new Date()) });

  app.get("/restypEncoding", { config, schema: { response: { 200: encodingEntryListAnswer } } }, async () =>
    encodings.list(),
  );

  app.get(
    "/restypEncoding/:id",
    { config, schema: { params: serialIdParams, response: { 200: encodingEntryAnswer } } },
    async (request) => encodings.get(request.params.id),
  );

  app.post(
    "/restypEncoding",
    { config, schema: { body: encodingEntryWriteSchema, response: { 201: encodingEntryAnswer } } },
    async (request, reply) => reply.status(201).send(await encodings.create(request.body, actorOf(request))),
  );

  app.post(
    "/restypEncoding/:id/delete",
    { config, schema: { params: serialIdParams, body: noBody, response: { 200: deletedAnswer } } },
    async (request) => encodings.remove(request.params.id, actorOf(request)),
  );
};

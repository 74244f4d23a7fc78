import {
  allRights,
  deletedAnswer,
  genericResourceAnswer,
  genericResourceListAnswer,
  genericResourcePayloadShape,
  PUBLIC,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { sendStoredFile } from "../../files/send-file.ts";
import { serialIdParams } from "../../lib/params.ts";
import { binary, fileDownloadAnswer, uncheckedBody } from "../../lib/route-schemas.ts";
import { actorOf } from "../../plugins/access.ts";
import { createGenericResourceService } from "./service.ts";

export interface GenericResourceRoutesOptions {
  db: Database;
  /** the most an uploaded file may have (UPLOAD_LIMIT_BYTES) */
  uploadLimitBytes: number;
  now?: (() => Date) | undefined;
}

/**
 * SPEC 7 "Generic resource" with the shapes of decision 13. Reading is open to everyone, the rows
 * following the caller (anonymous callers see the public ones only); writing needs the type's
 * GENERICRESOURCE_* right. The uploads are multipart (the parts `genericresource` and `file`), so the
 * service reads their bodies itself. The table calls live in table-routes.ts.
 */
export const genericResourceRoutes: FastifyPluginAsyncZod<GenericResourceRoutesOptions> = async (
  app,
  { db, uploadLimitBytes, now },
) => {
  const resources = createGenericResourceService(db, { uploadLimitBytes, now: now ?? (() => new Date()) });
  const payload = genericResourcePayloadShape.meta({
    description: "JSON text, or a part of type application/json with a file name (a FormData Blob)",
  });
  // the parts are streamed and checked by the write service, in either order (decision 13)
  const createBody = uncheckedBody(z.object({ genericresource: payload, file: binary }));
  const updateBody = uncheckedBody(z.object({ genericresource: payload, file: binary.optional() }));

  app.get(
    "/genericResource",
    { config: { access: PUBLIC }, schema: { response: { 200: genericResourceListAnswer } } },
    async (request) => resources.list(request.person),
  );

  app.get(
    "/genericResource/:id/content",
    { config: { access: PUBLIC }, schema: { params: serialIdParams, response: { 200: fileDownloadAnswer } } },
    async (request, reply) =>
      sendStoredFile(reply, db, await resources.file(request.params.id, request.person)),
  );

  app.post(
    "/genericResource",
    {
      config: { access: allRights("GENERICRESOURCE_CREATE") },
      schema: {
        body: createBody,
        consumes: ["multipart/form-data"],
        response: { 201: genericResourceAnswer },
      },
    },
    async (request, reply) => reply.status(201).send(await resources.create(request, actorOf(request))),
  );

  app.post(
    "/genericResource/:id/update",
    {
      config: { access: allRights("GENERICRESOURCE_EDIT") },
      schema: {
        params: serialIdParams,
        body: updateBody,
        consumes: ["multipart/form-data"],
        response: { 200: genericResourceAnswer },
      },
    },
    async (request) => resources.update(request.params.id, request, actorOf(request)),
  );

  // SPEC 7 fixes a GET for this delete; it needs a session with the right, so a link alone cannot do it
  app.get(
    "/genericResource/:id/delete",
    {
      config: { access: allRights("GENERICRESOURCE_DELETE"), writes: true },
      schema: { params: serialIdParams, response: { 200: deletedAnswer } },
    },
    async (request) => resources.remove(request.params.id, actorOf(request)),
  );
};

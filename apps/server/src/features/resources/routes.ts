import type { ResourceTransition } from "@erhdb/domain";
import {
  deletedAnswer,
  LOGGED_IN,
  newResourcePayloadShape,
  PUBLIC,
  resourceAnswer,
  resourceListAnswer,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { sendStoredFile } from "../../files/send-file.ts";
import { serialIdParams, surveyRefParams } from "../../lib/params.ts";
import { binary, fileDownloadAnswer, noBody, uncheckedBody } from "../../lib/route-schemas.ts";
import { actorOf } from "../../plugins/access.ts";
import { createResourceLifecycleService } from "./lifecycle.ts";
import { resourceKeyParams, resourceSurveyParams } from "./schema.ts";
import { createResourceService } from "./service.ts";
import { createResourceUploadService } from "./upload.ts";

export interface ResourceRoutesOptions {
  db: Database;
  uploadLimitBytes: number;
  now?: (() => Date) | undefined;
}

/** The status paths of SPEC 7 and the domain's transition each one is. */
const TRANSITIONS: readonly [string, ResourceTransition][] = [
  ["lock", "lock"],
  ["testable", "setTestable"],
  ["usable", "setUsable"],
  ["delete", "delete"],
  ["deletebutused", "deleteButUsed"],
];

/**
 * SPEC 7 "Resources" and `POST eid/{id}/resource` (decision 13). The routes only validate; who may do what
 * to which resource is the services' (the domain's verdicts: 403, then 409), so the writing routes
 * declare "logged in" (401 for anonymous callers). The status changes are GETs because SPEC 7 fixes
 * them so; they need a session, so a link alone cannot trigger them.
 */
export const resourceRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const uploads = createResourceUploadService(db, { uploadLimitBytes: options.uploadLimitBytes, now });
  const lifecycle = createResourceLifecycleService(db, { now });
  const resources = createResourceService(db);
  const byId = { params: serialIdParams, response: { 200: resourceAnswer } };
  // the parts are streamed and checked by the upload service (decision 13), in either order
  const uploadBody = uncheckedBody(
    z.object({
      resource: newResourcePayloadShape.meta({
        description: "JSON text, or a part of type application/json with a file name (a FormData Blob)",
      }),
      file: binary,
    }),
  );

  app.post(
    "/eid/:id/resource",
    {
      config: { access: LOGGED_IN },
      schema: {
        params: surveyRefParams,
        body: uploadBody,
        consumes: ["multipart/form-data"],
        response: { 201: resourceAnswer },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await uploads.upload(request, request.params.id, request.person, actorOf(request))),
  );

  app.get(
    "/resource/erhebungsid/:id",
    {
      config: { access: PUBLIC },
      schema: { params: resourceSurveyParams, response: { 200: resourceListAnswer } },
    },
    async (request) => resources.ofSurvey(request.params.id, request.person),
  );

  // the status changes are GETs that write (SPEC 7)
  const changes = { access: LOGGED_IN, writes: true };
  for (const [path, transition] of TRANSITIONS) {
    app.get(`/resource/:id/status/${path}`, { config: changes, schema: byId }, async (request) =>
      lifecycle.transition(transition, request.params.id, request.person, actorOf(request)),
    );
  }

  app.get("/resource/:id/usability", { config: changes, schema: byId }, async (request) =>
    lifecycle.toggleUsability(request.params.id, request.person, actorOf(request)),
  );

  // SPEC 7: the new description as plain text (Fastify reads text/plain bodies as a string)
  app.post(
    "/resource/:id/description",
    { config: { access: LOGGED_IN }, schema: { ...byId, body: z.string(), consumes: ["text/plain"] } },
    async (request) =>
      lifecycle.changeDescription(request.params.id, request.body, request.person, actorOf(request)),
  );

  app.post(
    "/resource/:id/delete",
    {
      config: { access: LOGGED_IN },
      schema: { params: serialIdParams, body: noBody, response: { 200: deletedAnswer } },
    },
    async (request) => lifecycle.deletePhysical(request.params.id, request.person, actorOf(request)),
  );

  app.get(
    "/resource/content/:id",
    { config: { access: PUBLIC }, schema: { params: serialIdParams, response: { 200: fileDownloadAnswer } } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        db,
        await resources.download({ id: request.params.id }, request.person, request.method === "GET"),
      ),
  );

  app.get(
    "/resource/content/resKey/:key",
    {
      config: { access: PUBLIC },
      schema: { params: resourceKeyParams, response: { 200: fileDownloadAnswer } },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        db,
        await resources.download({ key: request.params.key }, request.person, request.method === "GET"),
      ),
  );
};

import { allRights, evasWriteSchema, PUBLIC } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { serialIdParams } from "../../lib/params.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { actorOf } from "../../plugins/access.ts";
import { evasAnswer, evasLengthParams, evasListAnswer, evasTreeAnswer } from "./schema.ts";
import { createEvasService } from "./service.ts";

export interface EvasRoutesOptions {
  db: Database;
  /** the app's clock: "active" is judged by today's date in Berlin */
  now?: (() => Date) | undefined;
}

/** SPEC 7, "Evas" (the table calls `evas`, `evas/tablestate` and `evas/csv...` live in table-routes.ts). */
export const evasRoutes: FastifyPluginAsyncZod<EvasRoutesOptions> = async (app, { db, now }) => {
  const evas = createEvasService(db, { now });

  app.get(
    "/evas/activeEvas",
    { config: { access: PUBLIC }, schema: { response: { 200: evasListAnswer } } },
    async () => evas.activeEvas(),
  );

  app.get(
    "/evas/activeEvasTree",
    { config: { access: PUBLIC }, schema: { response: { 200: evasTreeAnswer } } },
    async () => evas.activeTree(),
  );

  app.get(
    "/evas/length/:length",
    { config: { access: PUBLIC }, schema: { params: evasLengthParams, response: { 200: evasListAnswer } } },
    async (request) => evas.ofLevel(request.params.length),
  );

  app.get(
    "/evas/:id",
    { config: { access: PUBLIC }, schema: { params: serialIdParams, response: { 200: evasAnswer } } },
    async (request) => evas.get(request.params.id),
  );

  app.post(
    "/evas/create",
    {
      config: { access: allRights("EVAS_CREATE") },
      schema: { body: evasWriteSchema, response: { 201: evasAnswer } },
    },
    async (request, reply) => reply.status(201).send(await evas.create(request.body, actorOf(request))),
  );

  app.post(
    "/evas/:id/update",
    {
      config: { access: allRights("EVAS_EDIT") },
      schema: { params: serialIdParams, body: evasWriteSchema, response: { 200: evasAnswer } },
    },
    async (request) => evas.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    "/evas/:id/delete",
    {
      config: { access: allRights("EVAS_DELETE") },
      schema: { params: serialIdParams, body: noBody, response: { 200: evasAnswer } },
    },
    async (request) => evas.remove(request.params.id, actorOf(request)),
  );
};

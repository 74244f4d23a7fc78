import { LOGGED_IN, TEMPLATE_TYPES, tableTemplateAnswer, templateSaveSchema } from "@erhdb/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { langOf } from "../../lib/messages.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import {
  removeTemplate,
  saveTemplate,
  type TemplateCaller,
  type TemplateTables,
  templatesOf,
} from "./service.ts";

export interface TemplateRoutesOptions {
  db: Database;
  /** the table of each kind of template, its columns checked against it (app.ts passes tables.ts's) */
  tables: TemplateTables;
  now?: (() => Date) | undefined;
}

const typeParams = z.object({ type: z.enum(TEMPLATE_TYPES) });
const idParams = typeParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET templates/{type}, POST templates/{type}, POST templates/{type}/{id}/delete (logged in). */
export const templateRoutes: FastifyPluginAsyncZod<TemplateRoutesOptions> = async (
  app,
  { db, tables, now = () => new Date() },
) => {
  const templateCallerOf = (request: FastifyRequest): TemplateCaller => {
    return {
      person: callerOf(request),
      actor: actorOf(request),
      lang: langOf(request),
      now: now(),
    };
  };
  const config = { access: LOGGED_IN };

  app.get(
    "/templates/:type",
    { config, schema: { params: typeParams, response: { 200: z.array(tableTemplateAnswer) } } },
    async (request) => templatesOf(db, templateCallerOf(request), request.params.type),
  );

  app.post(
    "/templates/:type",
    {
      config,
      schema: { params: typeParams, body: templateSaveSchema, response: { 201: tableTemplateAnswer } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await saveTemplate(db, tables, templateCallerOf(request), request.params.type, request.body)),
  );

  app.post(
    "/templates/:type/:id/delete",
    { config, schema: { params: idParams, body: noBody, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await removeTemplate(db, templateCallerOf(request), request.params.type, request.params.id);
      return reply.status(204).send();
    },
  );
};

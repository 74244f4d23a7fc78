import { genericResourceListAnswer, PUBLIC } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { sendStoredFile } from "../../files/send-file.ts";
import { genericResourceIdParams } from "./schema.ts";
import { createGenericResourceService } from "./service.ts";

export interface GenericResourceRoutesOptions {
  db: Database;
}

/**
 * SPEC 7 "Generic resource", the reading calls: open to everyone, the rows following the caller
 * (anonymous callers see the public ones only). The writing calls come with the general resources page.
 */
export const genericResourceRoutes: FastifyPluginAsyncZod<GenericResourceRoutesOptions> = async (
  app,
  { db },
) => {
  const resources = createGenericResourceService(db);

  app.get(
    "/genericResource",
    { config: { access: PUBLIC }, schema: { response: { 200: genericResourceListAnswer } } },
    async (request) => resources.list(request.person),
  );

  app.get(
    "/genericResource/:id/content",
    { config: { access: PUBLIC }, schema: { params: genericResourceIdParams } },
    async (request, reply) =>
      sendStoredFile(reply, db, await resources.file(request.params.id, request.person)),
  );
};

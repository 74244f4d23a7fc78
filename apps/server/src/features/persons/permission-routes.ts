import { allRights, personPermissionAnswer, personPermissionWriteSchema } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { serialIdParams } from "../../lib/params.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import { createPermissionService } from "./permission-service.ts";
import { refuseInvalidInput } from "./validation.ts";

const USER_CREATE = allRights("USER_CREATE");

/** `personPermission/{personId}/create` and `personPermission/{permissionId}/delete` (SPEC 5, 7; decision 16). */
export const personPermissionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now?: (() => Date) | undefined;
}> = async (app, { db, now = () => new Date() }) => {
  const permissions = createPermissionService(db, { now });
  app.addHook("preHandler", refuseInvalidInput);

  app.post(
    "/personPermission/:id/create",
    {
      config: { access: USER_CREATE },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: personPermissionWriteSchema,
        response: { 201: personPermissionAnswer },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await permissions.add(request.params.id, request.body, callerOf(request), actorOf(request))),
  );

  app.post(
    "/personPermission/:id/delete",
    {
      config: { access: USER_CREATE },
      schema: {
        params: serialIdParams,
        body: noBody,
        response: { 200: z.object({ id: z.number().int(), deleted: z.literal(true) }) },
      },
    },
    async (request) => permissions.remove(request.params.id, callerOf(request), actorOf(request)),
  );
};

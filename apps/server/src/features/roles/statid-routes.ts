import {
  allRights,
  deletedAnswer,
  roleStatidAnswer,
  roleStatidDeleteSchema,
  roleStatidWriteSchema,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { actorOf } from "../../plugins/access.ts";
import { roleStatidListAnswer, statisticIdListAnswer } from "./schema.ts";
import { createRoleStatidService } from "./statid-service.ts";

const read = { access: allRights("ROLE_READ") };
const edit = { access: allRights("ROLE_EDIT") };

/** SPEC 7 "Role-statids" with the shapes of decision 16. */
export const roleStatidRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const statids = createRoleStatidService(db, { now });

  app.get("/roleStatids", { config: read, schema: { response: { 200: roleStatidListAnswer } } }, async () =>
    statids.list(),
  );

  app.get(
    "/roleStatids/allIds",
    { config: read, schema: { response: { 200: statisticIdListAnswer } } },
    async () => statids.allIds(),
  );

  app.post(
    "/roleStatids",
    { config: edit, schema: { body: roleStatidWriteSchema, response: { 201: roleStatidAnswer } } },
    async (request, reply) => reply.status(201).send(await statids.create(request.body, actorOf(request))),
  );

  app.post(
    "/roleStatids/delete",
    { config: edit, schema: { body: roleStatidDeleteSchema, response: { 200: deletedAnswer } } },
    async (request) => statids.remove(request.body.id, actorOf(request)),
  );
};

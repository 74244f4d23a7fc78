import {
  allRights,
  deletedAnswer,
  RIGHTS,
  ROLE_LIST_ACCESS,
  roleAnswer,
  roleCreateSchema,
  roleUpdateSchema,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import { rightListAnswer, roleListAnswer, roleNameParams } from "./schema.ts";
import { createRoleService } from "./service.ts";
import { roleStatidRoutes } from "./statid-routes.ts";

export interface RoleRoutesOptions {
  db: Database;
  now?: (() => Date) | undefined;
}

const read = { access: allRights("ROLE_READ") };
const edit = { access: allRights("ROLE_EDIT") };

/** SPEC 7 "Roles" with the shapes of decision 16; the role-statids live in statid-routes.ts. */
export const roleRoutes: FastifyPluginAsyncZod<RoleRoutesOptions> = async (
  app,
  { db, now = () => new Date() },
) => {
  const roles = createRoleService(db, { now });

  app.get("/acl", { config: read, schema: { response: { 200: rightListAnswer } } }, async () => [...RIGHTS]);

  app.get(
    "/role",
    { config: { access: ROLE_LIST_ACCESS }, schema: { response: { 200: roleListAnswer } } },
    async () => roles.list(),
  );

  app.post(
    "/role/create",
    { config: edit, schema: { body: roleCreateSchema, response: { 201: roleAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await roles.create(request.body, callerOf(request), actorOf(request))),
  );

  app.post(
    "/role/update",
    { config: edit, schema: { body: roleUpdateSchema, response: { 200: roleListAnswer } } },
    async (request) => roles.update(request.body, callerOf(request), actorOf(request)),
  );

  // a GET that deletes, because SPEC 7 says so; it needs a session, so a link alone cannot trigger it
  app.get(
    "/role/delete/:name",
    {
      config: { ...edit, writes: true },
      schema: { params: roleNameParams, response: { 200: deletedAnswer } },
    },
    async (request) => roles.remove(request.params.name, callerOf(request), actorOf(request)),
  );

  await app.register(roleStatidRoutes, { db, now });
};

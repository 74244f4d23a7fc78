import { allRights, RIGHTS } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { listRoles } from "./repository.ts";

export const roleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get("/acl", { config: { access: allRights("ROLE_READ") } }, async () => RIGHTS);
  app.get("/role", { config: { access: allRights("ROLE_READ") } }, async () => listRoles(db));
};

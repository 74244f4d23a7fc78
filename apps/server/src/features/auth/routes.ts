import { LOGGED_IN, loginRequestSchema, PUBLIC } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthenticated } from "../../lib/errors.ts";
import type { AuthService } from "./service.ts";

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    "/login",
    { config: { access: PUBLIC }, schema: { body: loginRequestSchema } },
    async (request, reply) => {
      const { token, person } = await auth.login(request.body.username, request.body.password, request.ip);
      return reply.header("authorization", token).header("cache-control", "no-store").send(person);
    },
  );

  app.get("/auth", { config: { access: LOGGED_IN, activity: false } }, async (request, reply) => {
    return reply.header("cache-control", "no-store").send(request.person);
  });

  app.post("/logout", { config: { access: LOGGED_IN } }, async (request, reply) => {
    if (!request.person || !request.sessionTokenHash) throw unauthenticated();
    await auth.logout({ person: request.person, tokenHash: request.sessionTokenHash }, request.ip);
    return reply.status(204).send();
  });
};

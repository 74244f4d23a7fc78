import { authPersonAnswer, LOGGED_IN, loginRequestSchema, PUBLIC } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unauthenticated } from "../../lib/errors.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { callerOf } from "../../plugins/access.ts";
import type { AuthService } from "./service.ts";

const loginAnswer = authPersonAnswer.meta({
  description: "the person; the session token is in the `authorization` header of this answer",
});

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    "/login",
    { config: { access: PUBLIC }, schema: { body: loginRequestSchema, response: { 200: loginAnswer } } },
    async (request, reply) => {
      const { token, person } = await auth.login(request.body.username, request.body.password, request.ip);
      return reply.header("authorization", token).header("cache-control", "no-store").send(person);
    },
  );

  app.get(
    "/auth",
    { config: { access: LOGGED_IN, activity: false }, schema: { response: { 200: authPersonAnswer } } },
    async (request, reply) => {
      return reply.header("cache-control", "no-store").send(callerOf(request));
    },
  );

  app.post(
    "/logout",
    { config: { access: LOGGED_IN }, schema: { body: noBody, response: { 204: z.undefined() } } },
    async (request, reply) => {
      if (!request.person || !request.sessionTokenHash) throw unauthenticated();
      await auth.logout({ person: request.person, tokenHash: request.sessionTokenHash }, request.ip);
      return reply.status(204).send();
    },
  );
};

import {
  LOGGED_IN,
  newPasswordByTokenSchema,
  PASSWORD_TOKEN_STATES,
  PUBLIC,
  passwordChangeSchema,
  passwordLinkStateAnswer,
  passwordResetAnswer,
  passwordResetRequestSchema,
  passwordTokenCheckSchema,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { unauthenticated } from "../../lib/errors.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import type { PasswordLinkSettings } from "./password-links.ts";
import { createPasswordService } from "./password-service.ts";
import { refuseInvalidInput } from "./validation.ts";

export interface PasswordRoutesOptions extends PasswordLinkSettings {
  db: Database;
  now?: (() => Date) | undefined;
}

const empty = z.object({});

/** The password flows of SPEC 7 "Person" (decision 16); an administrator's reset is `person/{id}/pw`. */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, options) => {
  const passwords = createPasswordService(options.db, { ...options, now: options.now ?? (() => new Date()) });
  app.addHook("preHandler", refuseInvalidInput);

  app.post(
    "/person/password/reset",
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: { body: passwordResetRequestSchema, response: { 202: passwordResetAnswer } },
    },
    async (request, reply) =>
      reply.status(202).send(await passwords.requestReset(request.body.email, actorOf(request))),
  );

  app.post(
    "/person/password/checkToken",
    {
      config: { access: PUBLIC },
      schema: { body: passwordTokenCheckSchema, response: { 200: z.enum(PASSWORD_TOKEN_STATES) } },
    },
    // a JSON string (API.md: "valid" or "not-valid"); Fastify would send a bare string as it is
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .type("application/json; charset=utf-8")
        .serializer(JSON.stringify)
        .send(await passwords.checkToken(request.body.token)),
  );

  // what the page of a link says; checkToken's two answers (API.md) cannot tell a replaced link (decision 39)
  app.post(
    "/person/password/linkState",
    {
      config: { access: PUBLIC },
      schema: { body: passwordTokenCheckSchema, response: { 200: passwordLinkStateAnswer } },
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send({ state: await passwords.linkState(request.body.token) }),
  );

  app.post(
    "/person/password/validateNewPassword",
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: { body: newPasswordByTokenSchema, response: { 200: empty } },
    },
    async (request) => {
      await passwords.setByToken(request.body.token, request.body.password, request.ip);
      return {};
    },
  );

  app.post(
    "/person/password/resetLoggedIn",
    {
      config: { access: LOGGED_IN },
      attachValidation: true,
      schema: { body: passwordChangeSchema, response: { 200: empty } },
    },
    async (request) => {
      if (!request.sessionTokenHash) throw unauthenticated();
      await passwords.change(callerOf(request), request.sessionTokenHash, request.body, actorOf(request));
      return {};
    },
  );
};

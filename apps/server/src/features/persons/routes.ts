import {
  allRights,
  LOGGED_IN,
  personAnswer,
  personSummaryAnswer,
  personUpdateSchema,
  personWriteSchema,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { notFound } from "../../lib/errors.ts";
import { serialIdParams } from "../../lib/params.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import type { PasswordLinkSettings } from "./password-links.ts";
import { createPersonService } from "./service.ts";
import { updateOwnSettings } from "./settings.ts";
import { refuseInvalidInput } from "./validation.ts";

export interface PersonRoutesOptions extends PasswordLinkSettings {
  db: Database;
  now?: (() => Date) | undefined;
}

const settingsBody = z.object({
  theme: z.union([z.literal(1), z.literal(2)]),
  lang: z.enum(["de", "en"]),
  email: z.string().optional(),
});

const searchShortcutBody = z.object({ searchShortcut: z.boolean() });

const USER_READ = allRights("USER_READ");
const USER_CREATE = allRights("USER_CREATE");

/**
 * SPEC 7 "Person" (decision 16): the persons, their writes and an administrator's password reset, and
 * the caller's own settings. The user table lives in table-routes.ts, permissions and the password flows
 * in their own files.
 */
export const personRoutes: FastifyPluginAsyncZod<PersonRoutesOptions> = async (app, options) => {
  const { db, now = () => new Date() } = options;
  const persons = createPersonService(db, { ...options, now });
  app.addHook("preHandler", refuseInvalidInput);

  app.get(
    "/person",
    { config: { access: USER_READ }, schema: { response: { 200: z.array(personSummaryAnswer) } } },
    async (request) => persons.list(callerOf(request)),
  );

  app.get(
    "/person/:id",
    { config: { access: USER_READ }, schema: { params: serialIdParams, response: { 200: personAnswer } } },
    async (request) => persons.get(request.params.id, callerOf(request)),
  );

  app.post(
    "/person/create",
    {
      config: { access: USER_CREATE },
      attachValidation: true,
      schema: { body: personWriteSchema, response: { 201: personAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send(await persons.create(request.body, callerOf(request), actorOf(request))),
  );

  app.post(
    "/person/:id/update",
    {
      config: { access: USER_CREATE },
      attachValidation: true,
      schema: { params: serialIdParams, body: personUpdateSchema, response: { 200: personAnswer } },
    },
    async (request) => persons.update(request.params.id, request.body, callerOf(request), actorOf(request)),
  );

  app.post(
    "/person/:id/delete",
    {
      config: { access: USER_CREATE },
      schema: { params: serialIdParams, body: noBody, response: { 200: personAnswer } },
    },
    async (request) => persons.remove(request.params.id, callerOf(request), actorOf(request)),
  );

  app.post(
    "/person/:id/pw",
    {
      config: { access: USER_CREATE },
      schema: { params: serialIdParams, body: noBody, response: { 200: z.object({}) } },
    },
    async (request) => persons.resetPassword(request.params.id, callerOf(request), actorOf(request)),
  );

  app.post(
    "/person/:id/settings",
    {
      config: { access: LOGGED_IN },
      schema: { params: serialIdParams, body: settingsBody, response: { 200: personAnswer } },
    },
    async (request) => {
      const { theme, lang } = request.body;
      const caller = callerOf(request);
      const person = await updateOwnSettings(
        db,
        caller,
        request.params.id,
        { theme, lang },
        actorOf(request),
      );
      if (!person) throw notFound();
      return person;
    },
  );

  // issue 36: whether "/" focuses the search field, kept with the account (WCAG 2.1.4: it can be turned off)
  app.post(
    "/person/:id/settings/searchShortcut",
    {
      config: { access: LOGGED_IN },
      schema: { params: serialIdParams, body: searchShortcutBody, response: { 200: personAnswer } },
    },
    async (request) => {
      const person = await updateOwnSettings(
        db,
        callerOf(request),
        request.params.id,
        { searchShortcut: request.body.searchShortcut },
        actorOf(request),
      );
      if (!person) throw notFound();
      return person;
    },
  );
};

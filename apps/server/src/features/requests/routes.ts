import {
  allRights,
  PUBLIC,
  requestAnswer,
  requestApproveSchema,
  requestCreatedAnswer,
  requestCreateSchema,
  requestPersonAnswer,
  requestRejectSchema,
  requestUpdateSchema,
  ticketStatusAnswer,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { inputRefusal } from "../../lib/input-refusal.ts";
import { langOf } from "../../lib/messages.ts";
import { serialIdParams } from "../../lib/params.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import type { RequestEffects } from "./effects.ts";
import { createPublicRequestService } from "./public-form.ts";
import { candidatesQuery, responsiblePersonParams, ticketQuery } from "./schema.ts";
import { createRequestService } from "./service.ts";

export interface RequestRoutesOptions {
  db: Database;
  /** the app's public address (Config.publicUrl), for the ticket link */
  publicUrl: string;
  /** the survey and account writes an accepted request makes (app.ts: request-effects.ts) */
  effects: RequestEffects;
  now?: (() => Date) | undefined;
}

const REQUEST_READ = allRights("REQUEST_READ");

/**
 * The bodies are the domain's request schemas, whose messages are i18n keys: a refusal names the whole
 * path of the field (e.g. `applicant.mail`, `requestSpecializing.permissionList.0.rights`) and says it
 * with the name of its last part.
 */
const refuseInvalidInput = inputRefusal({
  field: (path) => path.join("."),
  labelKey: (field) => `request.field.${field.split(".").findLast((part) => !/^\d+$/.test(part)) ?? field}`,
});

/**
 * SPEC 7 "Requests" (decision 17): the public form and ticket, and the staff's calls, which need
 * REQUEST_READ (the processes table lives in table-routes.ts).
 */
export const requestRoutes: FastifyPluginAsyncZod<RequestRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const publicRequests = createPublicRequestService(options.db, { now, publicUrl: options.publicUrl });
  const requests = createRequestService(options.db, { now, effects: options.effects });
  app.addHook("preHandler", refuseInvalidInput);

  app.post(
    "/request/create",
    {
      config: { access: PUBLIC },
      attachValidation: true,
      schema: { body: requestCreateSchema, response: { 201: requestCreatedAnswer } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await publicRequests.create(request.body, langOf(request), request.person, actorOf(request))),
  );

  app.get(
    "/request/ticketstatus",
    {
      config: { access: PUBLIC },
      schema: { querystring: ticketQuery, response: { 200: ticketStatusAnswer } },
    },
    // the token opens the ticket: no cache keeps the answer
    async (request, reply) =>
      reply.header("cache-control", "no-store").send(await publicRequests.ticket(request.query.token)),
  );

  app.get(
    "/request/orgAdmin",
    {
      config: { access: REQUEST_READ },
      schema: { querystring: candidatesQuery, response: { 200: z.array(requestPersonAnswer) } },
    },
    async (request) => requests.candidates(request.query.statisticId ?? null, request.query.lkz ?? null),
  );

  app.get(
    "/request/:id",
    {
      config: { access: REQUEST_READ },
      schema: { params: serialIdParams, response: { 200: requestAnswer } },
    },
    async (request) => requests.get(request.params.id, callerOf(request)),
  );

  app.post(
    "/request/:id/update",
    {
      config: { access: REQUEST_READ },
      attachValidation: true,
      schema: { params: serialIdParams, body: requestUpdateSchema, response: { 200: requestAnswer } },
    },
    async (request) =>
      requests.update(request.params.id, request.body, callerOf(request), actorOf(request), langOf(request)),
  );

  app.post(
    "/request/:id/approve",
    {
      config: { access: REQUEST_READ },
      attachValidation: true,
      schema: { params: serialIdParams, body: requestApproveSchema, response: { 200: requestAnswer } },
    },
    async (request) =>
      requests.approve(request.params.id, request.body, callerOf(request), actorOf(request), langOf(request)),
  );

  app.post(
    "/request/reject/:id",
    {
      config: { access: REQUEST_READ },
      attachValidation: true,
      schema: { params: serialIdParams, body: requestRejectSchema, response: { 200: requestAnswer } },
    },
    async (request) =>
      requests.reject(request.params.id, request.body, callerOf(request), actorOf(request), langOf(request)),
  );

  app.post(
    "/request/:id/responsiblePerson/:personId",
    {
      config: { access: REQUEST_READ },
      schema: { params: responsiblePersonParams, body: noBody, response: { 200: requestAnswer } },
    },
    async (request) =>
      requests.setResponsible(
        request.params.id,
        request.params.personId,
        callerOf(request),
        actorOf(request),
      ),
  );
};

import type { SurveyTransition } from "@erhdb/domain";
import {
  allRights,
  commentaryAnswer,
  deletedAnswer,
  LOGGED_IN,
  minimalSurveyListAnswer,
  minimalSurveyQuerySchema,
  PUBLIC,
  surveyAnswer,
  surveyContinueSchema,
  surveyLinkAnswer,
  surveyLinkWriteSchema,
  surveyStatusChangeSchema,
  surveyWriteSchema,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { inputRefusal } from "../../lib/input-refusal.ts";
import { erhebungsidParams, serialIdParams, surveyRefParams } from "../../lib/params.ts";
import { actorOf } from "../../plugins/access.ts";
import type { SurveyResourcesOf } from "./answer.ts";
import { createSurveyLifecycleService } from "./lifecycle.ts";
import { createSurveyService } from "./service.ts";

export interface SurveyRoutesOptions {
  db: Database;
  /** the survey's resources in its answers (the resources feature's, from app.ts) */
  resourcesOf: SurveyResourcesOf;
  now?: (() => Date) | undefined;
}

/** The paths of SPEC 7 for the status changes, and the domain's transition each one is. */
const TRANSITIONS: readonly [string, SurveyTransition][] = [
  ["lock", "block"],
  ["unlock", "approve"],
  ["archive", "archive"],
  ["delete", "delete"],
];

/**
 * A refused link names its field and the rule that failed (the domain's keys, issue 35): a well-formed
 * address over the limit is "too long". The texts name no field, so the field's key is its name.
 */
const refuseInvalidLink = inputRefusal({ field: (path) => path[0] ?? "", labelKey: (field) => field });

/**
 * SPEC 7, "Eid" (the table calls `eid`, `eid/tablestate` and `eid/csv...` live in table-routes.ts).
 * The routes only validate; rights per survey and state are the services' (403, then 409), so the
 * writing routes declare just "logged in" (401 for anonymous callers).
 */
export const surveyRoutes: FastifyPluginAsyncZod<SurveyRoutesOptions> = async (
  app,
  { db, resourcesOf, now },
) => {
  const surveys = createSurveyService(db, { now, resourcesOf });
  const actions = createSurveyLifecycleService(db, { now, resourcesOf });
  const linkList = surveyLinkAnswer.array();

  app.get(
    "/eid/erhebungsid/:id",
    { config: { access: PUBLIC }, schema: { params: erhebungsidParams, response: { 200: surveyAnswer } } },
    async (request) => surveys.get(request.params.id, request.person),
  );

  app.get(
    "/eid/erhebungsid/:id/show",
    { config: { access: PUBLIC }, schema: { params: erhebungsidParams, response: { 200: surveyAnswer } } },
    async (request) => surveys.show(request.params.id),
  );

  app.post(
    "/eid/minimalized",
    {
      config: { access: PUBLIC },
      schema: { body: minimalSurveyQuerySchema, response: { 200: minimalSurveyListAnswer } },
    },
    async (request) => surveys.minimalized(request.body, request.person),
  );

  app.post(
    "/eid/create",
    {
      config: { access: allRights("ERHEBUNGSID_CREATE") },
      schema: { body: surveyWriteSchema, response: { 201: surveyAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send(await surveys.create(request.body, request.person, actorOf(request))),
  );

  app.post(
    "/eid/continue",
    {
      config: { access: LOGGED_IN },
      schema: { body: surveyContinueSchema, response: { 201: surveyAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send(await surveys.continueSurvey(request.body, request.person, actorOf(request))),
  );

  // A GET that changes data, because SPEC 7 fixes the call so (like links/delete below).
  app.get(
    "/eid/baseObjectId/:id/unassign",
    {
      config: { access: allRights("ERHEBUNGSID_READ_ADMIN"), writes: true },
      schema: { params: surveyRefParams, response: { 200: surveyAnswer } },
    },
    async (request) => actions.unassign(request.params.id, request.person, actorOf(request)),
  );

  app.post(
    "/eid/:id/update",
    {
      config: { access: LOGGED_IN },
      schema: { params: surveyRefParams, body: surveyWriteSchema, response: { 200: surveyAnswer } },
    },
    async (request) => surveys.update(request.params.id, request.body, request.person, actorOf(request)),
  );

  for (const [path, transition] of TRANSITIONS) {
    app.post(
      `/eid/:id/${path}`,
      {
        config: { access: LOGGED_IN },
        schema: { params: surveyRefParams, body: surveyStatusChangeSchema, response: { 200: surveyAnswer } },
      },
      async (request) =>
        actions.transition(transition, request.params.id, request.body, request.person, actorOf(request)),
    );
  }

  app.post(
    "/eid/:id/deleterigoros",
    {
      config: { access: LOGGED_IN },
      schema: { params: surveyRefParams, body: surveyStatusChangeSchema, response: { 200: deletedAnswer } },
    },
    async (request) =>
      actions.deleteRigorous(request.params.id, request.body, request.person, actorOf(request)),
  );

  app.get(
    "/commentary/eid/:id",
    {
      config: { access: allRights("COMMENTARY_READ") },
      schema: { params: surveyRefParams, response: { 200: commentaryAnswer } },
    },
    async (request) => actions.comments(request.params.id, request.person),
  );

  app.get(
    "/eid/erhebungsid/links/:id",
    { config: { access: PUBLIC }, schema: { params: surveyRefParams, response: { 200: linkList } } },
    async (request) => actions.links(request.params.id, request.person),
  );

  app.post(
    "/eid/erhebungsid/links/create/:id",
    {
      config: { access: LOGGED_IN },
      attachValidation: true,
      preHandler: refuseInvalidLink,
      schema: { params: surveyRefParams, body: surveyLinkWriteSchema, response: { 201: surveyLinkAnswer } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await actions.addLink(request.params.id, request.body, request.person, actorOf(request))),
  );

  // A GET that changes data, because SPEC 7 fixes the call so; the session token guards it, not a cookie.
  app.get(
    "/eid/erhebungsid/links/delete/:id",
    {
      config: { access: LOGGED_IN, writes: true },
      schema: { params: serialIdParams, response: { 200: deletedAnswer } },
    },
    async (request) => actions.removeLink(request.params.id, request.person, actorOf(request)),
  );
};

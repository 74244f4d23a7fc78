import {
  allRights,
  deletedAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryListAnswer,
  webhookPauseSchema,
  webhookSecretAnswer,
  webhookTargetAnswer,
  webhookTargetListAnswer,
  webhookTargetWriteSchema,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { langOf } from "../../lib/messages.ts";
import { serialIdParams } from "../../lib/params.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { actorOf } from "../../plugins/access.ts";
import type { AddressGuard } from "./address-guard.ts";
import type { WebhookNetworkRules } from "./network-rules.ts";
import { createWebhookService } from "./service.ts";

export interface WebhookRoutesOptions {
  db: Database;
  guard: AddressGuard;
  rules: WebhookNetworkRules;
  now?: (() => Date) | undefined;
}

const config = { access: allRights("WEBHOOK_ADMIN") };

/**
 * The webhook targets (issue 38 points 5-8, decision 48): listed with their deliveries, registered,
 * paused, resumed after failing, tested, their secret rotated, deleted. Every call needs WEBHOOK_ADMIN.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  const webhooks = createWebhookService(options.db, {
    guard: options.guard,
    rules: options.rules,
    now: options.now ?? (() => new Date()),
  });
  const withId = { params: serialIdParams };

  app.get("/webhook", { config, schema: { response: { 200: webhookTargetListAnswer } } }, (request) =>
    webhooks.list(langOf(request)),
  );

  app.post(
    "/webhook",
    { config, schema: { body: webhookTargetWriteSchema, response: { 201: webhookSecretAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await webhooks.create(request.body, actorOf(request), langOf(request))),
  );

  app.get(
    "/webhook/:id",
    { config, schema: { ...withId, response: { 200: webhookTargetAnswer } } },
    (request) => webhooks.get(request.params.id, langOf(request)),
  );

  app.get(
    "/webhook/:id/deliveries",
    { config, schema: { ...withId, response: { 200: webhookDeliveryListAnswer } } },
    (request) => webhooks.deliveries(request.params.id, langOf(request)),
  );

  app.post(
    "/webhook/:id/pause",
    { config, schema: { ...withId, body: webhookPauseSchema, response: { 200: webhookTargetAnswer } } },
    (request) =>
      webhooks.setPaused(request.params.id, request.body.paused, actorOf(request), langOf(request)),
  );

  app.post(
    "/webhook/:id/resume",
    { config, schema: { ...withId, body: noBody, response: { 200: webhookTargetAnswer } } },
    (request) => webhooks.resume(request.params.id, actorOf(request), langOf(request)),
  );

  app.post(
    "/webhook/:id/rotate",
    { config, schema: { ...withId, body: noBody, response: { 200: webhookSecretAnswer } } },
    (request) => webhooks.rotate(request.params.id, actorOf(request), langOf(request)),
  );

  app.post(
    "/webhook/:id/test",
    { config, schema: { ...withId, body: noBody, response: { 202: webhookDeliveryAnswer } } },
    async (request, reply) =>
      reply.status(202).send(await webhooks.sendTest(request.params.id, actorOf(request), langOf(request))),
  );

  app.post(
    "/webhook/:id/delete",
    { config, schema: { ...withId, body: noBody, response: { 200: deletedAnswer } } },
    (request) => webhooks.remove(request.params.id, actorOf(request)),
  );
};

import type { WebhookDeliveryAnswer, WebhookSecretAnswer, WebhookTargetAnswer } from "@erhdb/domain";
import { PUBLIC_EVENT_KINDS } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen } from "@testing-library/react";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";

export const webhookAdmin = person("SuperAdmin", ["WEBHOOK_ADMIN"]);

const AT = "2026-12-01T09:00:00.000Z";

/** The demo's target: every kind and statistic id, failing at a name that does not resolve. */
export const FAILING: WebhookTargetAnswer = {
  id: 1,
  url: "https://hooks.erhebungsdatenbank.invalid/ereignisse",
  statisticId: null,
  kinds: [...PUBLIC_EVENT_KINDS],
  paused: false,
  failingSince: AT,
  failingReason: "Der Name hooks.erhebungsdatenbank.invalid ließ sich nicht auflösen.",
  pending: 3,
  createdAt: AT,
  secretRotatedAt: AT,
};

/** A paused target of one statistic id and one kind. */
export const PAUSED: WebhookTargetAnswer = {
  ...FAILING,
  id: 2,
  url: "https://empfaenger.example.org/hook",
  statisticId: "1261",
  kinds: ["SURVEY_PUBLISHED"],
  paused: true,
  failingSince: null,
  failingReason: null,
  pending: 0,
};

export const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6bqtMUj+hKc=";

export function secretAnswer(target: WebhookTargetAnswer): WebhookSecretAnswer {
  return { target, secret: SECRET };
}

export function delivery(patch: Partial<WebhookDeliveryAnswer>): WebhookDeliveryAnswer {
  return {
    id: 1,
    eventId: 7,
    messageId: "msg_1",
    kind: "SURVEY_PUBLISHED",
    state: "pending",
    attempts: 0,
    createdAt: AT,
    lastAttemptAt: null,
    nextAttemptAt: null,
    statusCode: null,
    durationMs: null,
    error: null,
    ...patch,
  };
}

/** The webhooks page with these targets, once its table shows. */
export async function openWebhooks(
  api: RenderAppOptions["api"] = {},
  targets: WebhookTargetAnswer[] = [FAILING, PAUSED],
) {
  const view = renderApp("/webhooks", {
    person: webhookAdmin,
    api: { "GET webhook": () => json(targets), ...api },
  });
  await findHeading("Webhooks", FIRST_LOAD);
  const table = await screen.findByRole("table", { name: "Webhook-Ziele" });
  return { ...view, table };
}

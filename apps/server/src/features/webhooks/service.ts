import type {
  WebhookDeliveryAnswer,
  WebhookSecretAnswer,
  WebhookTargetAnswer,
  WebhookTargetWrite,
} from "@erhdb/domain";
import { WEBHOOK_TEST_KIND } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { claimConsumer } from "../../db/public-events.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { WebhookError } from "../../db/tables/webhooks.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { type Lang, type MessageKey, translate } from "../../lib/messages.ts";
import { type AddressGuard, TargetRefusedError } from "./address-guard.ts";
import { insertDeliveries } from "./delivery-repository.ts";
import { webhookConsumerName } from "./fan-out.ts";
import { testMessageBody } from "./messages.ts";
import type { WebhookNetworkRules } from "./network-rules.ts";
import * as repo from "./repository.ts";
import { newMessageId, newSigningKey, secretText } from "./signing.ts";

/** How long the previous key still signs after a rotation: a day for the receiver to take the new one. */
export const PREVIOUS_KEY_SIGNS_MS = 24 * 60 * 60_000;

export interface WebhookServiceOptions {
  guard: AddressGuard;
  rules: WebhookNetworkRules;
  now: () => Date;
}

const refused = (messageKey: MessageKey, rule: string, params: Record<string, string> = {}) =>
  new AppError(422, "WEBHOOK_TARGET_REFUSED", { messageKey, params, field: "url", extra: { rule } });

function errorText(error: WebhookError | null, lang: Lang): string | null {
  if (!error) return null;
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]));
  return translate(`WEBHOOK_ERROR_${error.code}`, lang, params);
}

function targetAnswer(row: repo.TargetRow, lang: Lang): WebhookTargetAnswer {
  return {
    id: row.id,
    url: row.url,
    statisticId: row.statisticId,
    kinds: row.kinds,
    paused: row.paused,
    failingSince: row.failingSince?.toISOString() ?? null,
    failingReason: errorText(row.failingReason, lang),
    pending: row.pending,
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt.toISOString(),
  };
}

function deliveryAnswer(row: repo.DeliveryRow, lang: Lang): WebhookDeliveryAnswer {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    error: errorText(row.error, lang),
  };
}

/**
 * What the audit keeps of a target: its receiver's origin, not its URL (a receiver's path or query may be
 * a token of its own, and the audit is read by others), and never a key.
 */
const audited = (target: { url: string; statisticId: string | null; kinds: readonly string[] }) => ({
  origin: new URL(target.url).origin,
  statisticId: target.statisticId,
  kinds: target.kinds,
});

/**
 * The webhook targets (issue 38 points 5-8, decision 48), for holders of WEBHOOK_ADMIN (the routes' right).
 * Every write is one transaction with its audit record; a key leaves the server only in the answer of the
 * creation or rotation that made it.
 */
export function createWebhookService(db: Database, { guard, rules, now }: WebhookServiceOptions) {
  /** Refuses a target webhooks may not reach now; a name that cannot be resolved now is kept. */
  async function checkReachable(url: string): Promise<void> {
    const parsed = new URL(url);
    if (parsed.protocol === "http:" && !rules.allowHttp) throw refused("WEBHOOK_TARGET_HTTP_REFUSED", "http");
    try {
      await guard.resolve(parsed.hostname);
    } catch (error) {
      if (error instanceof TargetRefusedError) {
        const { address, rule } = error.refusal;
        throw refused("WEBHOOK_TARGET_REFUSED", rule, { address, rule });
      }
      // unresolvable now: checked again at each delivery
    }
  }

  async function answerOf(db: Queryable, id: number, lang: Lang): Promise<WebhookTargetAnswer> {
    const row = await repo.findTarget(db, id);
    if (!row) throw notFound();
    return targetAnswer(row, lang);
  }

  /** Runs a write on an existing target, its row locked, in one transaction. */
  function onTarget<T>(
    id: number,
    write: (trx: Queryable, before: repo.TargetRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      if (!(await repo.lockTarget(trx, id))) throw notFound();
      const before = await repo.findTarget(trx, id);
      if (!before) throw notFound();
      return write(trx, before);
    });
  }

  async function create(target: WebhookTargetWrite, actor: Actor, lang: Lang): Promise<WebhookSecretAnswer> {
    await checkReachable(target.url);
    const key = newSigningKey();
    return db.transaction().execute(async (trx) => {
      const at = now();
      const id = await repo.insertTarget(trx, target, key, at);
      // its cursor starts at the stream's end: it is told what happens from now on
      await claimConsumer(trx, webhookConsumerName(id), at);
      await recordAudit(trx, actor, {
        action: "CREATE",
        entity: "webhook_target",
        entityId: id,
        after: audited(target),
      });
      return { target: await answerOf(trx, id, lang), secret: secretText(key) };
    });
  }

  function setPaused(id: number, paused: boolean, actor: Actor, lang: Lang): Promise<WebhookTargetAnswer> {
    return onTarget(id, async (trx, before) => {
      await repo.setPaused(trx, id, paused);
      await recordAudit(trx, actor, {
        action: "UPDATE",
        entity: "webhook_target",
        entityId: id,
        before: { paused: before.paused },
        after: { paused },
      });
      return answerOf(trx, id, lang);
    });
  }

  function resume(id: number, actor: Actor, lang: Lang): Promise<WebhookTargetAnswer> {
    return onTarget(id, async (trx, before) => {
      await repo.resumeFailing(trx, id, now());
      await recordAudit(trx, actor, {
        action: "UPDATE",
        entity: "webhook_target",
        entityId: id,
        before: { failingSince: before.failingSince },
        after: { failingSince: null },
      });
      return answerOf(trx, id, lang);
    });
  }

  function rotate(id: number, actor: Actor, lang: Lang): Promise<WebhookSecretAnswer> {
    const key = newSigningKey();
    return onTarget(id, async (trx) => {
      const at = now();
      await repo.rotateKey(trx, id, key, at, new Date(at.getTime() + PREVIOUS_KEY_SIGNS_MS));
      // that it happened, never what the key is
      await recordAudit(trx, actor, { action: "ROTATE_SECRET", entity: "webhook_target", entityId: id });
      return { target: await answerOf(trx, id, lang), secret: secretText(key) };
    });
  }

  /** Queues a test message behind the target's waiting deliveries; the worker sends it as any other. */
  function sendTest(id: number, actor: Actor, lang: Lang): Promise<WebhookDeliveryAnswer> {
    return onTarget(id, async (trx) => {
      const at = now();
      const messageId = newMessageId();
      await insertDeliveries(
        trx,
        [{ targetId: id, eventId: null, kind: WEBHOOK_TEST_KIND, messageId, body: testMessageBody(id, at) }],
        at,
      );
      await recordAudit(trx, actor, {
        action: "TEST",
        entity: "webhook_target",
        entityId: id,
        after: { messageId },
      });
      // by its message id: other deliveries of the target may have been queued meanwhile
      const queued = await repo.deliveryOfMessage(trx, id, messageId);
      if (!queued) throw new Error("the test delivery just queued is missing");
      return deliveryAnswer(queued, lang);
    });
  }

  function remove(id: number, actor: Actor): Promise<{ id: number; deleted: true }> {
    return onTarget(id, async (trx, before) => {
      await repo.deleteTarget(trx, id, webhookConsumerName(id));
      await recordAudit(trx, actor, {
        action: "DELETE",
        entity: "webhook_target",
        entityId: id,
        before: audited(before),
      });
      return { id, deleted: true as const };
    });
  }

  return {
    list: async (lang: Lang) => (await repo.listTargets(db)).map((row) => targetAnswer(row, lang)),
    get: (id: number, lang: Lang) => answerOf(db, id, lang),
    deliveries: async (id: number, lang: Lang) => {
      await answerOf(db, id, lang);
      return (await repo.recentDeliveries(db, id)).map((row) => deliveryAnswer(row, lang));
    },
    create,
    setPaused,
    resume,
    rotate,
    sendTest,
    remove,
  };
}

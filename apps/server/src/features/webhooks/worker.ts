import { webhookRetryAt } from "@erhdb/domain";
import type { Logger } from "pino";
import type { Database } from "../../db/database.ts";
import type { AddressGuard } from "./address-guard.ts";
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markDelivered,
  markGivenUp,
  markRetry,
} from "./delivery-repository.ts";
import { fanOutEvents } from "./fan-out.ts";
import { tryDelivery } from "./send.ts";
import { signedHeaders } from "./signing.ts";

/**
 * How long a claim holds a delivery against other instances: far beyond one try's 5 s, so that only a
 * crashed instance's claim lapses, and its delivery is tried again (the receiver sees its `webhook-id`
 * twice and drops the second: Standard Webhooks' at-least-once).
 */
export const WEBHOOK_CLAIM_MS = 60_000;
/** Targets served at once in a round (each with one delivery in flight). */
const PARALLEL_TARGETS = 8;
const POLL_MS = 2_000;

export interface WebhookRound {
  /** deliveries made of new events */
  queued: number;
  delivered: number;
  failed: number;
}

export interface WebhookWorkerOptions {
  db: Database;
  guard: AddressGuard;
  publicUrl: string;
  logger: Pick<Logger, "info" | "warn">;
  now?: () => Date;
  pollMs?: number;
  /** a try's time limit (WEBHOOK_TIMEOUT_MS; a test's receiver that never answers is given less) */
  tryTimeoutMs?: number;
}

export interface WebhookWorker {
  start(): void;
  /** ends the polling and waits for the round in flight: its tries are recorded before the database closes */
  stop(): Promise<void>;
  /** turns new events into deliveries and tries every delivery due, target by target in event order */
  runRound(): Promise<WebhookRound>;
}

export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, guard, publicUrl, logger } = options;
  const now = options.now ?? (() => new Date());

  async function tryOne(delivery: ClaimedDelivery, round: WebhookRound): Promise<void> {
    const at = now();
    const timestamp = Math.floor(at.getTime() / 1000);
    const headers = signedHeaders(delivery.keys, {
      messageId: delivery.messageId,
      timestamp,
      body: delivery.body,
    });
    const result = await tryDelivery(
      guard,
      { url: delivery.url, headers, body: delivery.body },
      options.tryTimeoutMs,
    );
    const done = now();
    if (result.delivered) {
      await markDelivered(db, delivery, result, done);
      round.delivered++;
      return;
    }
    round.failed++;
    const retryAt = webhookRetryAt(delivery.firstAttemptAt, delivery.attempts, done);
    if (retryAt) {
      await markRetry(db, delivery, result, retryAt);
      return;
    }
    await db.transaction().execute((trx) => markGivenUp(trx, delivery, result, done));
    // the target's admins see why on the screen; the log names the target, never its URL (it may hold a token)
    logger.warn({ webhookTarget: delivery.targetId, error: result.error?.code }, "webhook target failing");
  }

  async function deliverDue(round: WebhookRound): Promise<void> {
    for (;;) {
      const claimed = await claimDueDeliveries(db, {
        now: now(),
        claimMs: WEBHOOK_CLAIM_MS,
        limit: PARALLEL_TARGETS,
      });
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((delivery) => tryOne(delivery, round)));
    }
  }

  let inFlight: Promise<WebhookRound> = Promise.resolve({ queued: 0, delivered: 0, failed: 0 });
  function runRound(): Promise<WebhookRound> {
    const next = inFlight.then(async () => {
      const round: WebhookRound = { queued: 0, delivered: 0, failed: 0 };
      round.queued = await fanOutEvents(db, { now: now(), publicUrl });
      await deliverDue(round);
      return round;
    });
    // a failed round must not stop the rounds after it
    inFlight = next.catch(() => ({ queued: 0, delivered: 0, failed: 0 }));
    return next;
  }

  let timer: NodeJS.Timeout | null = null;
  let running = false;
  function schedule(pollMs: number) {
    timer = setTimeout(() => {
      runRound()
        .catch((err: unknown) => logger.warn({ err }, "webhooks not delivered this round"))
        .finally(() => {
          if (running) schedule(pollMs);
        });
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(options.pollMs ?? POLL_MS);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
    runRound,
  };
}

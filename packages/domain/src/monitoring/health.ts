import { z } from "zod";

/** `GET health` (liveness): the process answers; no database is asked. */
export const livenessAnswer = z.object({ status: z.literal("ok") });
export type LivenessAnswer = z.infer<typeof livenessAnswer>;

/**
 * `GET health/ready` (readiness): 200 when the database answers and every migration of the code is
 * applied, else 503. The outbox is reported, never a reason for 503: a mail outage must not take every
 * instance out of a load balancer. `migrations` and `outbox` are null where the database could not say.
 * Operators' tools and the fault scripts read exactly this shape.
 */
export const readinessAnswer = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
  migrations: z
    .object({
      applied: z.number().int().meta({ description: "the code's migrations applied to the database" }),
      pending: z.number().int().meta({ description: "the code's migrations not yet applied" }),
    })
    .nullable(),
  outbox: z
    .object({
      backlog: z.number().int().meta({ description: "mails waiting for delivery, retried ones included" }),
      oldestUnsentSeconds: z
        .number()
        .int()
        .nullable()
        .meta({ description: "age of the oldest of them in whole seconds; null when there is none" }),
    })
    .nullable(),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswer>;

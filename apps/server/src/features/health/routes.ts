import { livenessAnswer, PUBLIC, type ReadinessAnswer, readinessAnswer } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createHealthService, type HealthServiceOptions } from "./service.ts";

/** What a load balancer waits before it asks again after a 503. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Probes are frequent and alike: a request line each would bury the log that the monitoring page shows.
 * Their warnings and errors still go out.
 */
const PROBE_LOG_LEVEL = "warn";

/**
 * The probes of an operator's load balancer and supervisor, beside the API under the base path (so that
 * neither the SPA's fallback page nor the API's compression answers them), public and unversioned:
 * `GET health` (liveness: the process answers; no database call, so a database outage restarts no
 * instance) and `GET health/ready` (readiness, 200 or 503 with Retry-After).
 *
 * A change of readiness is logged once, not per probe: the first unavailable answer as a warning with
 * its reason, the return to ready as information.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthServiceOptions> = async (app, options) => {
  const service = createHealthService(options);
  let lastStatus: ReadinessAnswer["status"] = "ready";

  app.get(
    "/health",
    {
      config: { access: PUBLIC },
      logLevel: PROBE_LOG_LEVEL,
      schema: { response: { 200: livenessAnswer } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return service.liveness();
    },
  );

  app.get(
    "/health/ready",
    {
      config: { access: PUBLIC },
      logLevel: PROBE_LOG_LEVEL,
      schema: { response: { 200: readinessAnswer, 503: readinessAnswer } },
    },
    async (_request, reply) => {
      const { answer, failure } = await service.readiness();
      if (answer.status !== lastStatus) {
        lastStatus = answer.status;
        if (answer.status === "ready") app.log.info({ readiness: answer }, "ready again");
        else app.log.warn({ readiness: answer, err: failure ?? undefined }, "not ready");
      }
      reply.header("cache-control", "no-store");
      if (answer.status === "ready") return answer;
      return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(answer);
    },
  );
};

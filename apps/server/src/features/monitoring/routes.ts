import { allRights, DEFAULT_LOG_LINES, logLinesAnswer } from "@erhdb/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { attachmentDisposition } from "../../lib/content-disposition.ts";
import { bytesAnswer } from "../../lib/route-schemas.ts";
import { auditQuery, logDownloadParams, logLinesQuery, refuseInvalidMonitoringInput } from "./schema.ts";
import { createMonitoringService, type ZipDownload } from "./service.ts";

export interface MonitoringRoutesOptions {
  db: Database;
  /** the folder the logger writes its files to (LOG_DIR) */
  logDir: string;
  now?: (() => Date) | undefined;
}

const config = { access: allRights("MONITORING_ACCESS") };

const zipAnswer = (description: string) => ({ 200: bytesAnswer(description, ["application/zip"]) });

/**
 * A zip as an attachment. `application/zip` is a type the compression plugin never compresses (mime-db
 * knows it as compressed, decision 14), and nothing of a log or audit download is kept by a cache.
 */
function sendZip(reply: FastifyReply, zip: ZipDownload): FastifyReply {
  return reply
    .header("content-type", "application/zip")
    .header("content-disposition", attachmentDisposition(zip.fileName))
    .header("cache-control", "no-store")
    .send(zip.stream);
}

/** SPEC 7 "Logs": the log viewer's lines, the log zips and the audit zip of the monitoring screen. */
export const monitoringRoutes: FastifyPluginAsyncZod<MonitoringRoutesOptions> = async (app, options) => {
  const monitoring = createMonitoringService(options.db, {
    logDir: options.logDir,
    now: options.now ?? (() => new Date()),
  });
  app.addHook("preHandler", refuseInvalidMonitoringInput);

  app.get(
    "/logs",
    {
      config,
      attachValidation: true,
      schema: { querystring: logLinesQuery, response: { 200: logLinesAnswer } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return monitoring.logLines(request.query.size ?? DEFAULT_LOG_LINES);
    },
  );

  app.get(
    "/logs/:name",
    {
      config,
      attachValidation: true,
      schema: {
        params: logDownloadParams,
        response: zipAnswer("the current log file, or every log file, as <name>-erhdb-logs.zip"),
      },
    },
    async (request, reply) => sendZip(reply, await monitoring.logZip(request.params.name)),
  );

  // SPEC 7 writes `audit/`; the router ignores the trailing slash
  app.get(
    "/audit",
    {
      config,
      attachValidation: true,
      schema: {
        querystring: auditQuery,
        response: zipAnswer(
          "the audit records of the range as JSON Lines (who, what, when, before, after) in audit-logs-{from}-{to}.zip",
        ),
      },
    },
    async (request, reply) => sendZip(reply, monitoring.auditZip(request.query)),
  );
};

import {
  allRights,
  dbQueryAnswerSchema,
  dbQueryRequestSchema,
  dbQuerySettingsSchema,
  dbQueryTableSchema,
} from "@erhdb/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { inputRefusal } from "../../lib/input-refusal.ts";
import { bytesAnswer } from "../../lib/route-schemas.ts";
import { actorOf } from "../../plugins/access.ts";
import { createDbQueryService, type DbQueryCsv } from "./service.ts";

export interface DbQueryRoutesOptions {
  db: Database;
  /** a statement running longer is cancelled (config SQL_QUERY_TIMEOUT_MS) */
  timeoutMs: number;
}

const csvAnswer = bytesAnswer(
  "the query's rows as CSV (UTF-8 with BOM, ';', CRLF), the attachment output.csv; the header x-result-limited: true when cut at 10,000 rows or 20 MB, and x-result-bytes-limited: true when cut at 20 MB",
  ["text/csv"],
);

/**
 * Aborted when the client goes away before its answer is complete (the web's cancel aborts its fetch),
 * also when it left while the request waited for its session check: then the query never starts.
 */
function callerGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const check = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  if (reply.raw.closed) check();
  else reply.raw.once("close", check);
  return controller.signal;
}

/** As the table engine's CSV answers (API.md), named output.csv. */
function sendCsv(reply: FastifyReply, csv: DbQueryCsv) {
  reply.header("content-type", "text/csv; charset=utf-8");
  reply.header("content-disposition", 'attachment; filename="output.csv"');
  if (csv.limited) reply.header("x-result-limited", "true");
  if (csv.bytesLimited) reply.header("x-result-bytes-limited", "true");
  return reply.send(csv.stream);
}

/** An empty, too long or NUL-holding query is a 400 naming the field `query`, saying what is wrong. */
const refuseInvalidQuery = inputRefusal({
  field: (path) => path[0] ?? "",
  labelKey: (field) => `dbQuery.field.${field}`,
});

/** SPEC 7 "Db query" (decision 18): the read-only SQL console, for SQLEDITOR_ACCESS. */
export const dbQueryRoutes: FastifyPluginAsyncZod<DbQueryRoutesOptions> = async (app, { db, timeoutMs }) => {
  const service = createDbQueryService(db, { timeoutMs });
  // the console only reads (decision 18), its POSTs too
  const config = { access: allRights("SQLEDITOR_ACCESS"), writes: false };
  const query = (body: { query: string }, request: Parameters<typeof actorOf>[0], reply: FastifyReply) => ({
    query: body.query,
    actor: actorOf(request),
    signal: callerGone(reply),
  });

  app.addHook("preHandler", refuseInvalidQuery);

  app.get("/dbQuery", { config, schema: { response: { 200: dbQuerySettingsSchema } } }, async () =>
    service.settings(),
  );

  app.get(
    "/dbQuery/tables",
    { config, schema: { response: { 200: z.array(dbQueryTableSchema) } } },
    async () => service.tables(),
  );

  app.post(
    "/dbQuery",
    {
      config,
      attachValidation: true,
      schema: { body: dbQueryRequestSchema, response: { 200: dbQueryAnswerSchema } },
    },
    async (request, reply) => service.run(query(request.body, request, reply)),
  );

  app.post(
    "/dbQuery/csv",
    { config, attachValidation: true, schema: { body: dbQueryRequestSchema, response: { 200: csvAnswer } } },
    async (request, reply) => sendCsv(reply, await service.csv(query(request.body, request, reply))),
  );
};

import { finished } from "node:stream";
import type { Access } from "@erhdb/domain";
import { CSV_LIMIT, tableAnswer, tableQuerySchema, tableStateAnswer } from "@erhdb/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";
import { AppError } from "../lib/errors.ts";
import { langOf } from "../lib/messages.ts";
import { csvAnswer, noBody, uncheckedBody } from "../lib/route-schemas.ts";
import { type CsvExport, type CsvOptions, exportCsv } from "./csv-export.ts";
import { checkDeclaration } from "./declaration.ts";
import { EXPORT_RETRY_AFTER_SECONDS, exportSlotKey, takeExportSlot } from "./export-slots.ts";
import { loadTablePage } from "./page.ts";
import { tableFor } from "./readable-columns.ts";
import { defaultQuery, parseTableQuery, type ResolvedQuery } from "./resolve-query.ts";
import { tableState } from "./table-state.ts";
import type { TableContext, TableDeclaration } from "./types.ts";

export interface TableRoutesOptions {
  db: Database;
  /** the app's clock (relative date filters) */
  now?: (() => Date) | undefined;
}

export interface TableRoutesSpec {
  /** e.g. '/evas': GET /evas/tablestate, POST /evas, POST /evas/csv, POST /evas/csv/all */
  path: string;
  /** where the tablestate lives when not under `path` ('/resources' beside POST '/resource') */
  statePath?: string;
  table: TableDeclaration;
  access: Access;
  /** the two CSV routes; default true (a list without an export, e.g. unassign, turns them off) */
  csv?: boolean;
}

/**
 * Every table the app serves, as its routes were declared: the data version's guard test
 * (data-version.test.ts) checks that each reads only tables whose writes advance the version.
 */
export const SERVED_TABLES = new Set<TableDeclaration>();

// The engine checks the query itself, so that a refusal names the column and not a JSON path.
const queryBody = uncheckedBody(tableQuerySchema);

/** The four routes of the table protocol (API.md) for one declared table (two without CSV). */
export function tableRoutes(spec: TableRoutesSpec): FastifyPluginAsyncZod<TableRoutesOptions> {
  const table = checkDeclaration(spec.table);
  SERVED_TABLES.add(table);
  // every call of the protocol reads, the POSTs too
  const config = { access: spec.access, writes: false };
  return async (app, { db, now = () => new Date() }) => {
    const contextOf = (request: FastifyRequest): TableContext => ({
      db,
      person: request.person,
      lang: langOf(request),
      now: now(),
    });

    app.get(
      `${spec.statePath ?? spec.path}/tablestate`,
      { config, schema: { response: { 200: tableStateAnswer } } },
      async (request) => tableState(tableFor(table, request.person), contextOf(request)),
    );

    const pageSchema = { body: queryBody, response: { 200: tableAnswer } };
    app.post(spec.path, { config, schema: pageSchema }, async (request) => {
      const context = contextOf(request);
      const readable = tableFor(table, request.person);
      return loadTablePage(readable, await parseTableQuery(readable, request.body, context), context);
    });

    if (spec.csv === false) return;

    const csvSchema = { body: queryBody, response: { 200: csvAnswer } };

    // Every caller's view stops at CSV_LIMIT rows (API.md). Anonymous callers get no more of all data
    // either (SPEC 2.3); a session's export of all data is streamed whole (decision 35).
    app.post(`${spec.path}/csv`, { config, schema: csvSchema }, async (request, reply) => {
      const context = contextOf(request);
      const readable = tableFor(table, request.person);
      const query = await parseTableQuery(readable, request.body, context, { forExport: true });
      return sendCsv(request, reply, readable, query, context, CSV_LIMIT);
    });

    // every row the caller may see, default columns; whatever the body says
    const csvAllSchema = { body: noBody, response: { 200: csvAnswer } };
    app.post(`${spec.path}/csv/all`, { config, schema: csvAllSchema }, async (request, reply) => {
      const context = contextOf(request);
      const readable = tableFor(table, request.person);
      const limit = request.person ? null : CSV_LIMIT;
      return sendCsv(request, reply, readable, defaultQuery(readable), context, limit);
    });
  };
}

const exportRunning = () => new AppError(429, "EXPORT_RUNNING", { messageKey: "EXPORT_RUNNING" });

/**
 * Streams the export while it holds its caller's one export slot (export-slots.ts): a second export of
 * the same session or address meanwhile is a 429 with Retry-After. The slot is released before the
 * file's last byte, when the export fails, and when the client goes away.
 */
async function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  table: TableDeclaration,
  query: ResolvedQuery,
  context: TableContext,
  limit: CsvOptions["limit"],
) {
  const slot = await takeExportSlot(context.db, exportSlotKey(request));
  if (!slot) {
    reply.header("retry-after", String(EXPORT_RETRY_AFTER_SECONDS));
    throw exportRunning();
  }
  // whenDone frees it with the file; this, when the answer ends without the file ever being read (the
  // client gone while the export waited for the database: a stream destroyed unread runs no whenDone)
  finished(reply.raw, () => void slot.release());
  let csv: CsvExport;
  try {
    csv = await exportCsv(table, query, context, { limit, whenDone: slot.release });
  } catch (error) {
    await slot.release();
    throw error;
  }
  reply.header("content-type", "text/csv; charset=utf-8");
  reply.header("content-disposition", 'attachment; filename="output.csv"');
  if (csv.limited) reply.header("x-result-limited", "true");
  return reply.send(csv.stream);
}

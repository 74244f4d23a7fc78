import type { Access, AuthPerson, HistoryKind } from "@erhdb/domain";
import {
  allRights,
  ERHEBUNGSID_PATTERN,
  historyAnswer,
  historyQuerySchema,
  historyRestoreSchema,
  LOGGED_IN,
  surveyRestoreAnswer,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { serialIdParams } from "../../lib/params.ts";
import { binary } from "../../lib/route-schemas.ts";
import { actorOf } from "../../plugins/access.ts";
import { createHistoryService, type SurveyUpdate } from "./service.ts";

export interface HistoryRoutesOptions {
  db: Database;
  /** the survey screens' edit, which a restore is (app.ts passes the surveys feature's) */
  updateSurvey: SurveyUpdate;
  now?: (() => Date) | undefined;
}

const erhebungsidParams = z.object({ id: z.string().regex(ERHEBUNGSID_PATTERN) });
const evasCodeParams = z.object({ id: z.string().regex(/^[0-9A-Za-z]{1,16}$/) });
const numericParams = serialIdParams.transform(({ id }) => ({ id: String(id) }));

/**
 * Who reads which history (issue 36, point 2): the right that guards the kind, then the object as the
 * reader may see it (the service: hidden = unknown, decision 34). Never anonymous callers.
 */
const KINDS: readonly { kind: HistoryKind; access: Access; params: z.ZodType<{ id: string }> }[] = [
  { kind: "eid", access: allRights("COMMENTARY_READ"), params: erhebungsidParams },
  { kind: "evas", access: LOGGED_IN, params: evasCodeParams },
  { kind: "resource", access: LOGGED_IN, params: numericParams },
  { kind: "genericresource", access: LOGGED_IN, params: numericParams },
  { kind: "person", access: allRights("USER_READ"), params: numericParams },
  { kind: "role", access: allRights("ROLE_READ"), params: numericParams },
  { kind: "request", access: allRights("REQUEST_READ"), params: numericParams },
];

/** A route's access above guarantees a session. */
const readerOf = (person: AuthPerson | null): AuthPerson => {
  if (!person) throw new Error("a history route without a session");
  return person;
};

export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (app, options) => {
  const histories = createHistoryService(options.db, {
    updateSurvey: options.updateSurvey,
    now: options.now,
  });

  for (const { kind, access, params } of KINDS) {
    app.get(
      `/history/${kind}/:id`,
      {
        config: { access },
        schema: {
          params,
          querystring: historyQuerySchema,
          // format=csv: the same rows as text/csv (the table CSV's rules)
          response: { 200: historyAnswer.or(binary) },
        },
      },
      async (request, reply) => {
        const answer = await histories.history(
          kind,
          request.params.id,
          request.query,
          readerOf(request.person),
        );
        if (request.query.format === "json") return answer;
        reply.header("content-type", "text/csv; charset=utf-8");
        reply.header(
          "content-disposition",
          `attachment; filename="history-${kind}-${request.params.id}.csv"`,
        );
        return reply.send(histories.csvOf(answer));
      },
    );
  }

  app.post(
    "/history/eid/:id/:entryId/restore",
    {
      // the rights are the survey edit's, decided on the survey (as eid/{id}/update)
      config: { access: LOGGED_IN },
      schema: {
        params: erhebungsidParams.extend({ entryId: serialIdParams.shape.id }),
        body: historyRestoreSchema,
        response: { 200: surveyRestoreAnswer },
      },
    },
    async (request) =>
      histories.restore(
        request.params.id,
        request.params.entryId,
        request.body.comment,
        readerOf(request.person),
        actorOf(request),
      ),
  );
};

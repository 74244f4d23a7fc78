import type { Access, HistoryKind } from "@erhdb/domain";
import {
  allRights,
  ERHEBUNGSID_PATTERN,
  historyAnswer,
  historyQuerySchema,
  historyRestoreSchema,
  LOGGED_IN,
  roleRestoreAnswer,
  surveyRestoreAnswer,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { serialIdParams } from "../../lib/params.ts";
import { binary, noBody } from "../../lib/route-schemas.ts";
import { actorOf, callerOf } from "../../plugins/access.ts";
import { createHistoryService, type RoleUpdate, type SurveyUpdate } from "./service.ts";

export interface HistoryRoutesOptions {
  db: Database;
  /** the survey screens' edit, which a restore is (app.ts passes the surveys feature's) */
  updateSurvey: SurveyUpdate;
  /** the role administration's change of rights, which a role's restore is (app.ts passes the roles feature's) */
  updateRoles: RoleUpdate;
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

export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (app, options) => {
  const histories = createHistoryService(options.db, {
    updateSurvey: options.updateSurvey,
    updateRoles: options.updateRoles,
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
        const answer = await histories.history(kind, request.params.id, request.query, callerOf(request));
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
        callerOf(request),
        actorOf(request),
      ),
  );

  app.post(
    "/history/role/:id/:entryId/restore",
    {
      // the rights are role/update's: ROLE_EDIT, then its rules on the rights and the role
      config: { access: allRights("ROLE_EDIT") },
      schema: {
        params: serialIdParams.extend({ entryId: serialIdParams.shape.id }),
        body: noBody,
        response: { 200: roleRestoreAnswer },
      },
    },
    async (request) =>
      histories.restoreRole(request.params.id, request.params.entryId, callerOf(request), actorOf(request)),
  );
};

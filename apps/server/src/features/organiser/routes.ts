import { LOGGED_IN, organiserQuerySchema, personSummaryAnswer } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { callerOf } from "../../plugins/access.ts";
import { createOrganiserService } from "./service.ts";

/**
 * SPEC 7 "Organiser" (decision 17): `POST erhebungsOrganisator { statisticId, lkz }` answers who organises
 * the surveys of that statistic id in that state (the organisator flag of their permission), the first
 * choice of a request's responsible persons. Email addresses as every person list shows them.
 */
export const organiserRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createOrganiserService(db);
  app.post(
    "/erhebungsOrganisator",
    {
      config: { access: LOGGED_IN, writes: false },
      schema: { body: organiserQuerySchema, response: { 200: z.array(personSummaryAnswer) } },
    },
    async (request) => service.organisers(request.body, callerOf(request)),
  );
};

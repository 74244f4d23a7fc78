import { PUBLIC, searchAnswerSchema, searchQuerySchema } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database.ts";
import { createSearchService } from "./service.ts";

/**
 * `GET search` (issue 36, point 11): public, because it answers every caller with what that caller may
 * see (the lists' visibility rules); anonymous visitors find public surveys and resources only.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const search = createSearchService(db);

  app.get(
    "/search",
    {
      config: { access: PUBLIC },
      schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } },
    },
    async (request) => search.search(request.query, request.person),
  );
};

import { LOGGED_IN } from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { unauthenticated } from "../../lib/errors.ts";
import { actorOf } from "../../plugins/access.ts";
import { updateOwnSettings } from "./settings.ts";

const settingsBody = z.object({
  theme: z.union([z.literal(1), z.literal(2)]),
  lang: z.enum(["de", "en"]),
  email: z.string().optional(),
});

export const personRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    "/person/:id/settings",
    {
      config: { access: LOGGED_IN },
      schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: settingsBody },
    },
    async (request) => {
      if (!request.person) throw unauthenticated();
      const { theme, lang } = request.body;
      return updateOwnSettings(db, request.person, request.params.id, { theme, lang }, actorOf(request));
    },
  );
};

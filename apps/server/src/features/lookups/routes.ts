import {
  allRights,
  LOGGED_IN,
  PUBLIC,
  personPermissionAnswer,
  personSummaryAnswer,
  STATISTIC_ID_PATTERN,
} from "@erhdb/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { serialIdParams } from "../../lib/params.ts";
import { callerOf } from "../../plugins/access.ts";
import { createLookupService } from "./service.ts";

/** A list of statistic ids: four-digit strings, ascending (decision 16). */
const statisticIds = z.array(z.string().regex(STATISTIC_ID_PATTERN));
const statisticIdParams = z.object({ statisticId: z.string().regex(STATISTIC_ID_PATTERN) });
const USER_READ = allRights("USER_READ");

/** SPEC 7 "Util" as decision 16's table gives them: the lists the screens choose from. */
export const lookupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const lookups = createLookupService(db);
  const ids = { schema: { response: { 200: statisticIds } } };

  // the surveys' own visibility rule decides (the surveys table's condition)
  app.get("/util/statistikIdMinimized", { config: { access: PUBLIC }, ...ids }, async (request) =>
    lookups.visibleStatisticIds(request.person),
  );

  app.get("/util/allStatistikId", { config: { access: LOGGED_IN }, ...ids }, async () =>
    lookups.allStatisticIds(),
  );

  // the approved public surveys are exactly what anonymous visitors see (newsletter, SPEC 2.22)
  app.get("/util/allApprovedStatistikId", { config: { access: PUBLIC }, ...ids }, async () =>
    lookups.visibleStatisticIds(null),
  );

  app.get("/util/permission/statid", { config: { access: LOGGED_IN }, ...ids }, async (request) =>
    lookups.ownStatisticIds(callerOf(request)),
  );

  app.get("/util/statistikIdWithPersons", { config: { access: USER_READ }, ...ids }, async () =>
    lookups.permissionStatisticIds(),
  );

  app.get(
    "/util/persons/statid/:statisticId",
    {
      config: { access: USER_READ },
      schema: { params: statisticIdParams, response: { 200: z.array(personSummaryAnswer) } },
    },
    async (request) => lookups.personsOfStatisticId(request.params.statisticId, callerOf(request)),
  );

  app.get(
    "/util/Person/personPermission/:id",
    {
      config: { access: USER_READ },
      schema: { params: serialIdParams, response: { 200: z.array(personPermissionAnswer) } },
    },
    async (request) => lookups.permissionsOf(request.params.id),
  );
};

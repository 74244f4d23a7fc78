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
import { visibilityOf } from "../../data-table/index.ts";
import type { Database } from "../../db/database.ts";
import { notFound } from "../../lib/errors.ts";
import { serialIdParams } from "../../lib/params.ts";
import { callerOf } from "../../plugins/access.ts";
import { permissionAnswerOf, personSummaryOf } from "../persons/answer.ts";
import { listPermissions, listPersonSummaries, personExists } from "../persons/repository.ts";
import { surveyStatisticIds } from "../surveys/statistic-ids.ts";
import { surveysTable } from "../surveys/table.ts";
import { permissionStatisticIds } from "./repository.ts";

/** A list of statistic ids: four-digit strings, ascending (decision 16). */
const statisticIds = z.array(z.string().regex(STATISTIC_ID_PATTERN));
const statisticIdParams = z.object({ statisticId: z.string().regex(STATISTIC_ID_PATTERN) });
const USER_READ = allRights("USER_READ");

/** SPEC 7 "Util" as decision 16's table gives them. */
export const utilRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const ids = { schema: { response: { 200: statisticIds } } };

  // the surveys' own visibility rule decides (the surveys table's condition)
  app.get("/util/statistikIdMinimized", { config: { access: PUBLIC }, ...ids }, async (request) =>
    surveyStatisticIds(db, visibilityOf(surveysTable, { person: request.person }).condition),
  );

  app.get("/util/allStatistikId", { config: { access: LOGGED_IN }, ...ids }, async () =>
    surveyStatisticIds(db, null),
  );

  // the approved public surveys are exactly what anonymous visitors see (newsletter, SPEC 2.22)
  app.get("/util/allApprovedStatistikId", { config: { access: PUBLIC }, ...ids }, async () =>
    surveyStatisticIds(db, visibilityOf(surveysTable, { person: null }).condition),
  );

  app.get("/util/permission/statid", { config: { access: LOGGED_IN }, ...ids }, async (request) => {
    const own = callerOf(request).personPermissions.map((p) => p.statisticId);
    return [...new Set(own)].sort();
  });

  app.get("/util/statistikIdWithPersons", { config: { access: USER_READ }, ...ids }, async () =>
    permissionStatisticIds(db),
  );

  app.get(
    "/util/persons/statid/:statisticId",
    {
      config: { access: USER_READ },
      schema: { params: statisticIdParams, response: { 200: z.array(personSummaryAnswer) } },
    },
    async (request) => {
      const rows = await listPersonSummaries(db, { statisticId: request.params.statisticId });
      return rows.map((row) => personSummaryOf(row, callerOf(request)));
    },
  );

  app.get(
    "/util/Person/personPermission/:id",
    {
      config: { access: USER_READ },
      schema: { params: serialIdParams, response: { 200: z.array(personPermissionAnswer) } },
    },
    async (request) => {
      if (!(await personExists(db, request.params.id))) throw notFound();
      return (await listPermissions(db, request.params.id)).map(permissionAnswerOf);
    },
  );
};

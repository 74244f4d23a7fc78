import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_PATH } from "@erhdb/domain";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { createAuthService } from "./features/auth/service.ts";
import { dbQueryRoutes } from "./features/db-query/routes.ts";
import { documentRoutes } from "./features/documents/routes.ts";
import { encodingRoutes } from "./features/encodings/routes.ts";
import { encodingTableRoutes } from "./features/encodings/table-routes.ts";
import { evasRoutes } from "./features/evas/routes.ts";
import { evasTableRoutes } from "./features/evas/table-routes.ts";
import { feedRoutes } from "./features/feeds/routes.ts";
import { genericResourceRoutes } from "./features/generic-resources/routes.ts";
import { genericResourceTableRoutes } from "./features/generic-resources/table-routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { historyRoutes } from "./features/history/routes.ts";
import { lookupRoutes } from "./features/lookups/routes.ts";
import { monitoringRoutes } from "./features/monitoring/routes.ts";
import { newsletterRoutes } from "./features/newsletter/routes.ts";
import { organiserRoutes } from "./features/organiser/routes.ts";
import { passwordRoutes } from "./features/persons/password-routes.ts";
import { personPermissionRoutes } from "./features/persons/permission-routes.ts";
import { personRoutes } from "./features/persons/routes.ts";
import { personTableRoutes } from "./features/persons/table-routes.ts";
import { type PreviewEngine, previewRoutes } from "./features/previews/routes.ts";
import { requestRoutes } from "./features/requests/routes.ts";
import { requestTableRoutes } from "./features/requests/table-routes.ts";
import { resourceRoutes } from "./features/resources/routes.ts";
import { surveyResourceAnswers } from "./features/resources/service.ts";
import { resourceTableRoutes } from "./features/resources/table-routes.ts";
import { roleRoutes } from "./features/roles/routes.ts";
import { createRoleService } from "./features/roles/service.ts";
import { SDMX_PATH, sdmxRoutes } from "./features/sdmx/routes.ts";
import { searchRoutes } from "./features/search/routes.ts";
import { OAI_PATH, studyMetadataRoutes } from "./features/study-metadata/routes.ts";
import { surveyRoutes } from "./features/surveys/routes.ts";
import { createSurveyService } from "./features/surveys/service.ts";
import { surveyTableRoutes } from "./features/surveys/table-routes.ts";
import { unassignTableRoutes } from "./features/surveys/unassign-table.ts";
import { templateRoutes } from "./features/templates/routes.ts";
import { type AddressGuard, createAddressGuard } from "./features/webhooks/address-guard.ts";
import { webhookRoutes } from "./features/webhooks/routes.ts";
import { accessPlugin } from "./plugins/access.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { securityPlugin } from "./plugins/security.ts";
import { spaPlugin } from "./plugins/spa.ts";
import { requestEffects } from "./request-effects.ts";
import { TEMPLATE_TABLES } from "./tables.ts";

export const API_PREFIX = `${BASE_PATH}/api/v1`;
const WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

export type AppConfig = Pick<
  Config,
  | "sessionIdleMs"
  | "loginLock"
  | "loginDelay"
  | "bodyLimitBytes"
  | "uploadLimitBytes"
  | "trustProxy"
  | "publicUrl"
  | "passwordResetTtlMs"
  | "inviteTtlMs"
  | "sqlQueryTimeoutMs"
  | "logDir"
  | "sdmxAgency"
  | "ddiAgency"
  | "oaiAdminEmail"
  | "webhooks"
>;

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  logger: FastifyBaseLogger | false;
  webRoot?: string;
  now?: () => Date;
  /** where webhooks may go; by default by config.webhooks and the system's resolver (tests resolve names themselves) */
  webhookGuard?: AddressGuard;
  /** the XML previews' transformation and limits; by default the sandbox and DEFAULT_PREVIEW_LIMITS */
  previews?: PreviewEngine;
}

/** Builds the whole HTTP application: plugins first, then the app's own services, then the routes. */
export async function buildApp({
  config,
  db,
  logger,
  webRoot = WEB_DIST,
  now,
  webhookGuard,
  previews,
}: AppDependencies) {
  const app = Fastify({
    loggerInstance: logger || undefined,
    logger: logger ? undefined : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  // uploads stream part by part (files/multipart-upload.ts); the limits are set per request there
  await app.register(multipart);

  const auth = createAuthService(db, {
    sessionIdleMs: config.sessionIdleMs,
    loginLock: config.loginLock,
    loginDelay: config.loginDelay,
    now,
  });
  await app.register(accessPlugin, { auth, db, apiPrefix: API_PREFIX });
  // before the routes, so that the OpenAPI document sees every one of them
  await app.register(openapiPlugin, { basePath: BASE_PATH, apiPrefix: API_PREFIX });

  await app.register(
    async (api) => {
      // Only the API compresses per request; the built app's files were compressed once at build (spa.ts).
      await api.register(compressionPlugin);
      await api.register(authRoutes, { auth });
      const passwordLinks = {
        publicUrl: config.publicUrl,
        passwordResetTtlMs: config.passwordResetTtlMs,
        inviteTtlMs: config.inviteTtlMs,
      };
      await api.register(personRoutes, { db, now, ...passwordLinks });
      await api.register(personTableRoutes, { db, now });
      await api.register(personPermissionRoutes, { db, now });
      await api.register(passwordRoutes, { db, now, ...passwordLinks });
      await api.register(lookupRoutes, { db });
      await api.register(roleRoutes, { db, now });
      await api.register(evasRoutes, { db, now });
      await api.register(evasTableRoutes, { db, now });
      await api.register(searchRoutes, { db });
      await api.register(surveyTableRoutes, { db, now });
      await api.register(unassignTableRoutes, { db, now });
      await api.register(surveyRoutes, { db, resourcesOf: surveyResourceAnswers, now });
      await api.register(historyRoutes, {
        db,
        // a restore is the survey screens' edit
        updateSurvey: createSurveyService(db, { now, resourcesOf: surveyResourceAnswers }).update,
        // a role's restore is the role administration's change of rights
        updateRoles: createRoleService(db, { now: now ?? (() => new Date()) }).update,
        now,
      });
      await api.register(templateRoutes, { db, tables: TEMPLATE_TABLES, now });
      await api.register(genericResourceRoutes, { db, uploadLimitBytes: config.uploadLimitBytes, now });
      await api.register(genericResourceTableRoutes, { db, now });
      await api.register(encodingRoutes, { db, now });
      await api.register(encodingTableRoutes, { db, now });
      await api.register(resourceTableRoutes, { db, now });
      await api.register(resourceRoutes, {
        db,
        uploadLimitBytes: config.uploadLimitBytes,
        now,
      });
      // a preview link's token names a session (decision 45)
      await api.register(previewRoutes, { db, sessions: auth, now, ...previews });
      await api.register(requestRoutes, {
        db,
        now,
        publicUrl: config.publicUrl,
        effects: requestEffects(db, { now, ...passwordLinks }),
      });
      await api.register(requestTableRoutes, { db, now });
      await api.register(organiserRoutes, { db });
      await api.register(newsletterRoutes, { db, publicUrl: config.publicUrl, now });
      await api.register(dbQueryRoutes, { db, timeoutMs: config.sqlQueryTimeoutMs });
      await api.register(monitoringRoutes, { db, logDir: config.logDir, now });
      await api.register(documentRoutes, { db });
      await api.register(webhookRoutes, {
        db,
        guard: webhookGuard ?? createAddressGuard(config.webhooks),
        rules: config.webhooks,
        now,
      });
    },
    { prefix: API_PREFIX },
  );

  // beside the API, not in it: unversioned and uncompressed, for load balancers and supervisors
  await app.register(healthRoutes, { db, prefix: BASE_PATH });
  // beside the API as well: the SDMX REST API's own paths and versions, for registries (decision 42)
  await app.register(sdmxRoutes, {
    db,
    prefix: BASE_PATH,
    agency: config.sdmxAgency,
    serviceUrl: `${config.publicUrl}${SDMX_PATH}`,
    now,
  });
  // and the Atom feeds of the public events, for feed readers (decision 43)
  await app.register(feedRoutes, { db, prefix: BASE_PATH, publicUrl: config.publicUrl });
  // and the surveys for catalogues: DDI-Lifecycle 3.3 studies and OAI-PMH 2.0 (decision 44)
  await app.register(studyMetadataRoutes, {
    db,
    prefix: BASE_PATH,
    ddiAgency: config.ddiAgency,
    sdmxAgency: config.sdmxAgency,
    publicUrl: config.publicUrl,
    oaiBaseUrl: `${config.publicUrl}${OAI_PATH}`,
    adminEmail: config.oaiAdminEmail,
    now,
  });
  await app.register(spaPlugin, { root: path.resolve(webRoot), basePath: BASE_PATH, apiPrefix: API_PREFIX });
  return { app, auth };
}

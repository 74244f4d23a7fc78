import { type Access, apiErrorBodySchema, evasTreeNodeSchema, PRODUCT_VERSION } from "@erhdb/domain";
import swagger, { type SwaggerTransform } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { documentedShapeOf, noBody } from "../lib/route-schemas.ts";
import { compressionPlugin } from "./compression.ts";
import { FILE_LOG_LEVEL } from "./spa.ts";

export interface OpenapiOptions {
  /** '/erhebungsdatenbank': the documents and Swagger UI live beside the API, not in it */
  basePath: string;
  /** only the routes below it are documented */
  apiPrefix: string;
}

/** The security scheme of every route that needs a session (ARCHITECTURE 3: the token of POST login). */
export const SESSION_SCHEME = "sessionToken";

const ERROR_COMPONENT = "ApiError";
const errorRef = (description: string) => ({ $ref: `#/components/schemas/${ERROR_COMPONENT}`, description });

/** API.md "Errors"; further fields some refusals add (e.g. `refusals` of role/update) are allowed. */
const errorComponent = z.toJSONSchema(
  apiErrorBodySchema
    .extend({
      code: z
        .string()
        .meta({ description: "stable UPPER_SNAKE code, e.g. VALIDATION, FORBIDDEN, NOT_FOUND" }),
      message: z.string().meta({ description: "readable text in the caller's language (Accept-Language)" }),
      field: z.string().optional().meta({ description: "the input field at fault (400)" }),
      lockedUntil: z.string().optional().meta({ description: "ISO time until which the IP is locked (423)" }),
    })
    .loose(),
  { target: "openapi-3.0", io: "output" },
);

// A recursive schema is written once as a component and referenced from within itself; the type
// provider's transforms take components from zod's global registry, by id.
if (!z.globalRegistry.has(evasTreeNodeSchema))
  z.globalRegistry.add(evasTreeNodeSchema, { id: "EvasTreeNode" });

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * What a route leaves undeclared of what the document must show: its path parameters, its body (a POST
 * that reads none declares `noBody`) and at least one 2xx answer (bytes as `bytesAnswer`).
 */
export function schemaGaps(route: Pick<RouteOptions, "method" | "url" | "schema">): string[] {
  const schema: FastifySchema = route.schema ?? {};
  const methods = [route.method].flat();
  const gaps: string[] = [];
  if (/[:*]/.test(route.url) && !schema.params) gaps.push("params");
  if (methods.some((m) => BODY_METHODS.has(m)) && !schema.body) gaps.push("body");
  if (!Object.keys(schema.response ?? {}).some((status) => /^2\d\d$/.test(status))) gaps.push("2xx answer");
  return gaps;
}

/** The refusals a route can answer besides its 2xx, all with the error body. */
function errorAnswers(access: Access | undefined, takesInput: boolean) {
  const needsSession = access !== undefined && access.kind !== "public";
  return {
    ...(takesInput ? { 400: errorRef("bad input; `field` names it") } : {}),
    ...(needsSession
      ? {
          401: errorRef("no session, or its token is unknown, expired (1 hour idle) or revoked"),
          403: errorRef("the session's person lacks the right (role right or person permission)"),
        }
      : {}),
    "4XX": errorRef(
      "another refusal by the route's rules: 404 unknown, 409 conflict or wrong state, 413 too large, 415 wrong file type, 423 locked, 429 too many attempts",
    ),
    500: errorRef("unexpected failure (no detail is given)"),
  };
}

/** Swagger UI groups the operations by the first segment of their path (SPEC 7's groups, roughly). */
function tagOf(path: string): string {
  return path.split("/").find(Boolean) ?? "api";
}

/**
 * Where a route outside the API is documented: one that declares its access (the health probes) is part
 * of the interface, written relative to the base path with a server of its own, as OpenAPI allows per
 * operation; the others (the web app, these documents, Swagger UI) are not.
 */
function placeOutsideApi(url: string, basePath: string, access: Access | undefined) {
  if (!access || !url.startsWith(`${basePath}/`)) return null;
  return { url: url.slice(basePath.length), servers: [{ url: basePath }] };
}

/**
 * Documents the API's routes from their zod schemas (the type provider's transform), adds the session
 * scheme where the route's access needs a session, and the error answers; hides every route outside the
 * API but those that declare their access (placeOutsideApi). Routes with gaps are collected in `gaps`.
 */
function documentRoutes(basePath: string, apiPrefix: string, gaps: string[]): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({});
  return (input) => {
    const { route, url } = input;
    const inApi = url.startsWith(`${apiPrefix}/`);
    const outside = inApi ? null : placeOutsideApi(url, basePath, route.config?.access);
    if (!inApi && !outside) return { schema: { hide: true }, url };
    const missing = schemaGaps(route);
    if (missing.length > 0) gaps.push(`${[route.method].flat().join(",")} ${url}: ${missing.join(", ")}`);

    const declared: FastifySchema = route.schema ?? {};
    const body = declared.body === noBody ? undefined : (documentedShapeOf(declared.body) ?? declared.body);
    const { schema } = zodTransform({ ...input, schema: { ...declared, body } });
    const access = route.config?.access;
    const takesInput = Boolean(body || declared.params || declared.querystring);
    const documentedUrl = outside?.url ?? url;
    return {
      url: documentedUrl,
      schema: {
        ...schema,
        ...(outside ? { servers: outside.servers } : {}),
        tags: [tagOf(outside ? documentedUrl : url.slice(apiPrefix.length))],
        ...(access && access.kind !== "public" ? { security: [{ [SESSION_SCHEME]: [] }] } : {}),
        response: { ...(schema.response as object), ...errorAnswers(access, takesInput) },
      },
    };
  };
}

const DESCRIPTION = `The REST interface of the Erhebungsdatenbank (survey identifier database).

Log in with \`POST /login\` and \`{ "username": "<email>", "password": "..." }\`: the session token comes back in the
\`authorization\` response header. Send it unchanged in the \`authorization\` request header of every call that
needs a session (a \`Bearer \` prefix is accepted too); a session ends after one hour without a call, at
\`POST /logout\`, or when the password changes. In Swagger UI: *Authorize*, paste the token.

Lists speak the table protocol: \`GET <table>/tablestate\` gives the columns, \`POST <table>\` with
\`{ page, size, columns }\` one page, \`POST <table>/csv\` and \`/csv/all\` the CSV. Every error answer is
\`{ code, message, field? }\` in the language of \`Accept-Language\` (de, en).`;

/**
 * The OpenAPI 3 document of the API, generated from the routes' zod schemas (ARCHITECTURE 4), as JSON
 * at `v3/api-docs` and YAML at `v3/api-docs.yaml`, and Swagger UI from npm at `swagger-ui.html`, all
 * outside the API prefix. Registered before the routes, so that it sees each of them.
 *
 * A route that leaves its params, body or 2xx answer undeclared cannot be documented: the document
 * then fails with the list of such routes (the OpenAPI tests run it on every route of the app).
 */
export const openapiPlugin = fp(async (app: FastifyInstance, { basePath, apiPrefix }: OpenapiOptions) => {
  const gaps: string[] = [];
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "Erhebungsdatenbank REST API", version: PRODUCT_VERSION, description: DESCRIPTION },
      servers: [{ url: apiPrefix }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "header",
            name: "authorization",
            description: "the session token from the authorization header of POST /login's answer",
          },
        },
        schemas: { [ERROR_COMPONENT]: errorComponent as object },
      },
    },
    transform: documentRoutes(basePath, apiPrefix, gaps),
    // the per-route transform has run for every route when this runs, once per generated document
    transformObject: (document) => {
      const found = gaps.splice(0);
      if (found.length > 0) {
        throw new Error(`Routes without schemas cannot be documented:\n${found.join("\n")}`);
      }
      return jsonSchemaTransformObject(document);
    },
  });

  await app.register(async (docs) => {
    // the documents and Swagger UI's script are large; the API's compression serves them too
    await docs.register(compressionPlugin);
    docs.get(`${basePath}/v3/api-docs`, async (_request, reply) => reply.send(app.swagger()));
    docs.get(`${basePath}/v3/api-docs.yaml`, async (_request, reply) =>
      reply.type("application/yaml; charset=utf-8").send(app.swagger({ yaml: true })),
    );
    docs.get(`${basePath}/swagger-ui.html`, (_request, reply) => reply.redirect(`${basePath}/swagger-ui/`));
    await docs.register(swaggerUi, {
      routePrefix: `${basePath}/swagger-ui`,
      uiConfig: { docExpansion: "none", deepLinking: true, tryItOutEnabled: true },
      // its page's scripts, styles and icons are built files like the app's (spa.ts)
      logLevel: FILE_LOG_LEVEL,
    });
  });
});

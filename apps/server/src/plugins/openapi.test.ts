import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { BASE_PATH, PUBLIC } from "@erhdb/domain";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ADMIN } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { API_PREFIX } from "../app.ts";
import { noBody } from "../lib/route-schemas.ts";
import { openapiPlugin, SESSION_SCHEME, schemaGaps } from "./openapi.ts";

type Document = OpenAPIV3.Document;
type Operation = OpenAPIV3.OperationObject;

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: `${BASE_PATH}/v3/api-docs` });
  expect(res.statusCode, res.body).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every operation of the document with its method and path. */
function operations(doc: Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

function operation(method: (typeof METHODS)[number], path: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
}

describe("the OpenAPI documents", () => {
  it("describe every route of the API, and only those (a route without schemas would make this fail)", () => {
    // app.swagger() throws with the list of routes that leave params, body or 2xx answer undeclared
    expect(() => t.app.swagger()).not.toThrow();
    const documented = operations(document).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(documented.length).toBeGreaterThan(120);
    expect(documented).toEqual(
      expect.arrayContaining([
        "POST /login",
        "GET /auth",
        "POST /eid",
        "POST /eid/{id}/resource",
        "GET /resource/content/{id}",
      ]),
    );
    expect(documented.some((o) => o.includes("swagger") || o.includes("api-docs"))).toBe(false);
    expect(document.servers).toEqual([{ url: API_PREFIX }]);
  });

  it("pass the OpenAPI 3 validator, as JSON and as YAML", async () => {
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();

    const res = await t.app.inject({ method: "GET", url: `${BASE_PATH}/v3/api-docs.yaml` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/yaml/);
    const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-openapi-"));
    try {
      const file = path.join(dir, "api-docs.yaml");
      await writeFile(file, res.body);
      expect(await SwaggerParser.parse(file)).toEqual(document);
      await expect(SwaggerParser.validate(file)).resolves.toBeTruthy();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("give every operation its path parameters, a body where it takes one, a 2xx answer and the error body", () => {
    for (const { method, path, operation } of operations(document)) {
      const where = `${method} ${path}`;
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      expect(
        declared.filter((p) => p.in === "path").map((p) => p.name),
        where,
      ).toEqual(pathParams);
      const success = Object.keys(operation.responses).filter((status) => status.startsWith("2"));
      expect(success.length, where).toBeGreaterThan(0);
      const errors = operation.responses["4XX"] as OpenAPIV3.ResponseObject;
      expect(errors.content?.["application/json"]?.schema, where).toEqual({
        $ref: "#/components/schemas/ApiError",
      });
    }
    expect(document.components?.schemas?.ApiError).toMatchObject({
      type: "object",
      required: ["code", "message"],
    });
  });

  it("describe the health probes beside the API, public, relative to the base path", () => {
    for (const path of ["/health", "/health/ready"]) {
      const probe = operation("get", path);
      expect(probe.servers, path).toEqual([{ url: BASE_PATH }]);
      expect(probe.security, path).toBeUndefined();
      expect(probe.tags, path).toEqual(["health"]);
      expect(probe.responses["200"], path).toMatchObject({
        content: { "application/json": expect.any(Object) },
      });
    }
    const ready = operation("get", "/health/ready");
    expect(ready.responses["503"]).toMatchObject({
      content: {
        "application/json": { schema: { required: ["status", "database", "migrations", "outbox"] } },
      },
    });
  });

  it("describe the Atom feeds beside the API, public, with their page parameter and 304 (decision 43)", () => {
    for (const path of ["/feeds/events.atom", "/feeds/statistic/{statisticId}.atom"]) {
      const feed = operation("get", path);
      expect(feed.servers, path).toEqual([{ url: BASE_PATH }]);
      expect(feed.security, path).toBeUndefined();
      expect(feed.parameters?.map((p) => ("name" in p ? p.name : "")).sort(), path).toEqual(
        path.includes("{statisticId}") ? ["before", "statisticId"] : ["before"],
      );
      expect(
        Object.keys(
          feed.responses["200"] && "content" in feed.responses["200"]
            ? (feed.responses["200"].content ?? {})
            : {},
        ),
        path,
      ).toEqual(["application/atom+xml; charset=utf-8"]);
      expect(feed.responses, path).toHaveProperty("304");
    }
  });

  it("ask for the session token exactly where the route's access needs a session", () => {
    expect(document.components?.securitySchemes?.[SESSION_SCHEME]).toEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "authorization" }),
    );
    const session = [{ [SESSION_SCHEME]: [] }];
    expect(operation("get", "/auth").security).toEqual(session);
    expect(operation("get", "/auth").responses).toHaveProperty("401");
    expect(operation("post", "/person/create").security).toEqual(session);
    expect(operation("post", "/person/create").responses).toHaveProperty("403");
    expect(operation("post", "/login").security).toBeUndefined();
    expect(operation("get", "/evas/activeEvas").security).toBeUndefined();
    expect(operation("get", "/evas/activeEvas").responses).not.toHaveProperty("401");
  });

  it("describe bodies and answers by the routes' own schemas, bytes as bytes", () => {
    const login = operation("post", "/login");
    const loginBody = login.requestBody as OpenAPIV3.RequestBodyObject;
    expect(loginBody.content["application/json"]?.schema).toMatchObject({
      required: ["username", "password"],
    });
    expect(login.responses["200"]).toMatchObject({
      description: expect.stringContaining("authorization"),
      content: { "application/json": { schema: { properties: { role: expect.any(Object) } } } },
    });

    const upload = operation("post", "/eid/{id}/resource").requestBody as OpenAPIV3.RequestBodyObject;
    expect(upload.content["multipart/form-data"]?.schema).toMatchObject({
      properties: { resource: { type: "object" }, file: { type: "string", format: "binary" } },
    });
    expect(operation("get", "/resource/content/{id}").responses["200"]).toMatchObject({
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
    });
    expect(operation("post", "/eid/csv").responses["200"]).toMatchObject({
      content: { "text/csv": { schema: { format: "binary" } } },
    });
    // the table query, which the engine checks itself, is still documented by its shape
    const tableQuery = operation("post", "/eid").requestBody as OpenAPIV3.RequestBodyObject;
    expect(tableQuery.content["application/json"]?.schema).toMatchObject({
      required: ["page", "size", "columns"],
    });
    // a POST that reads no body shows none
    expect(operation("post", "/person/{id}/delete").requestBody).toBeUndefined();
    // the recursive EVAS tree refers to its own component
    expect(document.components?.schemas).toHaveProperty("EvasTreeNode");
  });
});

describe("Swagger UI", () => {
  it("is served from npm at swagger-ui.html, with its initializer as a file under the CSP", async () => {
    const entry = await t.app.inject({ method: "GET", url: `${BASE_PATH}/swagger-ui.html` });
    expect(entry.statusCode).toBe(302);
    expect(entry.headers.location).toBe(`${BASE_PATH}/swagger-ui/`);

    const page = await t.app.inject({ method: "GET", url: `${BASE_PATH}/swagger-ui/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('src="./static/swagger-initializer.js"');
    expect(page.body).not.toMatch(/<script>|<script\s+type=|on\w+="/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);

    for (const file of ["swagger-initializer.js", "swagger-ui-bundle.js", "swagger-ui.css"]) {
      const res = await t.app.inject({ method: "GET", url: `${BASE_PATH}/swagger-ui/static/${file}` });
      expect(res.statusCode, file).toBe(200);
    }
  });

  it("loads the same document the API docs give", async () => {
    const res = await t.app.inject({ method: "GET", url: `${BASE_PATH}/swagger-ui/json` });
    expect(res.json()).toEqual(document);
  });

  it("is not swallowed by the web app's fallback, and needs no session", async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    for (const url of [`${BASE_PATH}/v3/api-docs`, `${BASE_PATH}/swagger-ui/`]) {
      const anonymous = await t.app.inject({ method: "GET", url });
      const withSession = await t.app.inject({ method: "GET", url, headers: { authorization: token } });
      expect([anonymous.statusCode, withSession.statusCode], url).toEqual([200, 200]);
    }
  });
});

describe("routes without schemas", () => {
  const route = { method: "POST" as const, url: `${API_PREFIX}/thing/:id` };

  it("name what they leave out: params, body, 2xx answer", () => {
    expect(schemaGaps({ ...route, schema: {} })).toEqual(["params", "body", "2xx answer"]);
    expect(
      schemaGaps({ method: "GET", url: `${API_PREFIX}/things`, schema: { response: { 404: z.object({}) } } }),
    ).toEqual(["2xx answer"]);
    const complete = { params: z.object({ id: z.string() }), body: noBody, response: { 204: z.undefined() } };
    expect(schemaGaps({ ...route, schema: complete })).toEqual([]);
  });

  it("make the document fail with a list of them", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(openapiPlugin, { basePath: BASE_PATH, apiPrefix: API_PREFIX });
    app.post(`${API_PREFIX}/thing/:id`, { config: { access: PUBLIC } }, async () => ({}));
    app.get(`${API_PREFIX}/other`, { config: { access: PUBLIC } }, async () => ({}));
    await app.ready();
    try {
      expect(() => app.swagger()).toThrow(
        `POST ${API_PREFIX}/thing/:id: params, body, 2xx answer\nGET ${API_PREFIX}/other: 2xx answer`,
      );
      const res = await app.inject({ method: "GET", url: `${BASE_PATH}/v3/api-docs` });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

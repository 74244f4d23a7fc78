import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LOGGED_IN, PUBLIC } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import { ADMIN, TEST_PASSWORD, userOf } from "../../test/fixtures.ts";
import { createTestApp, TEST_CONFIG, type TestApp } from "../../test/test-app.ts";
import { API_PREFIX, buildApp } from "../app.ts";

let t: TestApp;
let undeclaredRouteError: unknown;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 4096 });
  t.app.get(`${API_PREFIX}/test/members`, { config: { access: LOGGED_IN } }, async () => "ok");
  try {
    t.app.get(`${API_PREFIX}/test/undeclared`, async () => "open");
  } catch (error) {
    undeclaredRouteError = error;
  }
  // a route that fails unexpectedly, to prove that no detail of a 500 reaches the client
  t.app.get(`${API_PREFIX}/test/crash`, { config: { access: PUBLIC } }, async () => {
    throw new Error("secret detail at /srv/app/db.ts:42");
  });
});
afterAll(() => t.close());

describe("error answers", () => {
  it("malformed JSON is a 400 MALFORMED_JSON", async () => {
    const res = await t.api({
      method: "POST",
      url: "/login",
      payload: '{"username": "a@b.de", "password":',
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "MALFORMED_JSON" });
  });

  it("an oversized body is a 413", async () => {
    const res = await t.api({
      method: "POST",
      url: "/login",
      payload: { username: "a@b.de", password: "x".repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("an unsupported content type is a 415", async () => {
    const res = await t.api({
      method: "POST",
      url: "/login",
      payload: "username=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(415);
  });

  it("a body that misses a field is a 400 naming the field", async () => {
    const res = await t.api({ method: "POST", url: "/login", payload: { username: "a@b.de" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field: "password" });
  });

  it("an unknown API path is a JSON 404", async () => {
    const res = await t.api({ method: "GET", url: "/no/such/thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });

  it("an unexpected failure is a 500 with no stack trace or detail", async () => {
    const res = await t.api({ method: "GET", url: "/test/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: "INTERNAL",
      message: "Unbekannter Fehler. Bitte kontaktieren Sie einen Administrator.",
    });
    expect(res.body).not.toContain("secret");
    expect(res.body).not.toContain(".ts");
  });

  it("a route that declares no access cannot be registered", () => {
    expect(String(undeclaredRouteError)).toMatch(
      /GET \/erhebungsdatenbank\/api\/v1\/test\/undeclared declares no access/,
    );
  });
});

describe("security headers", () => {
  it("sends a CSP without inline scripts, nosniff and frame-ancestors none", async () => {
    const res = await t.api({ method: "GET", url: "/auth" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("own settings", () => {
  it("a user changes their own theme and language", async () => {
    const login = await t.api({
      method: "POST",
      url: "/login",
      payload: { username: userOf("LoggedUser"), password: TEST_PASSWORD },
      remoteAddress: t.newIp(),
    });
    const token = String(login.headers.authorization);
    const id = login.json().id;
    const res = await t.api({
      method: "POST",
      url: `/person/${id}/settings`,
      token,
      payload: { theme: 2, lang: "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().personSetting).toMatchObject({ theme: 2, lang: "en" });
    const audit = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit.map((a) => a.action)).toContain("UPDATE_SETTINGS");
  });

  it("nobody changes another person's settings (403), and a bad value is a 400 naming the field", async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const other = await t.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", userOf("FachAdmin"))
      .executeTakeFirstOrThrow();
    const res = await t.api({
      method: "POST",
      url: `/person/${other.id}/settings`,
      token,
      payload: { theme: 1, lang: "de" },
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.api({
      method: "POST",
      url: `/person/${other.id}/settings`,
      token,
      payload: { theme: 3, lang: "de" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("theme");
    expect(
      (await t.api({ method: "POST", url: "/person/1/settings", payload: { theme: 1, lang: "de" } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("single-page app", () => {
  it("serves index.html for client routes, assets with long caching, and redirects the root", async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), "erhdb-web-"));
    await mkdir(path.join(webRoot, "assets"));
    await mkdir(path.join(webRoot, "pages", "newsletter"), { recursive: true });
    await writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>Erhebungsdatenbank</title>");
    // the pages whose shell carries the screen's title (decision 21); the home screen's serves the base path
    await writeFile(path.join(webRoot, "pages", "surveys.html"), "<!doctype html><h1>Erhebungen</h1>");
    await writeFile(
      path.join(webRoot, "pages", "newsletter", "edit.html"),
      "<!doctype html><h1>Bearbeiten</h1>",
    );
    await writeFile(path.join(webRoot, "assets", "main-abc123.js"), "console.log(1)");
    const database = await cloneTemplate(inject("databaseTemplate"));
    const { app } = await buildApp({ config: TEST_CONFIG, db: database.db, logger: false, webRoot });
    try {
      const pages = {
        "/erhebungsdatenbank/": "<h1>Erhebungen</h1>",
        "/erhebungsdatenbank/surveys?x=1": "<h1>Erhebungen</h1>",
        "/erhebungsdatenbank/newsletter/edit": "<h1>Bearbeiten</h1>",
        "/erhebungsdatenbank/users?x=1": "<title>Erhebungsdatenbank</title>",
        "/erhebungsdatenbank/newsletter": "<title>Erhebungsdatenbank</title>",
      };
      for (const [url, content] of Object.entries(pages)) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-type"]).toContain("text/html");
        expect(res.body, url).toContain(content);
      }
      const asset = await app.inject({ method: "GET", url: "/erhebungsdatenbank/assets/main-abc123.js" });
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect((await app.inject({ method: "GET", url: "/" })).headers.location).toBe("/erhebungsdatenbank/");
      expect((await app.inject({ method: "GET", url: "/elsewhere" })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: "GET", url: "/erhebungsdatenbank/api/v1/nothing" })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: "GET", url: `${API_PREFIX}/auth` })).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("access declarations", () => {
  it("a logged-in route refuses anonymous callers with 401", async () => {
    expect((await t.api({ method: "GET", url: "/test/members" })).statusCode).toBe(401);
  });
});

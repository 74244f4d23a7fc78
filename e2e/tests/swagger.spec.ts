import { expect, type Locator, type Page, test } from "@playwright/test";
import { demoUser, sessionToken } from "./support.ts";

/*
 * Swagger UI at /erhebungsdatenbank/swagger-ui.html (issue 16 item 4, ARCHITECTURE 4): it loads from this
 * server alone (npm, no CDN, within the CSP), shows the OpenAPI document, and a user who authorizes with a
 * token from POST login tries a call that needs the session: refused before, answered after.
 */

test.describe.configure({ timeout: 60_000 });

/**
 * Opens the `auth` tag (the UI starts with every tag collapsed) and its `GET /auth` operation, which opens
 * ready to try (tryItOutEnabled).
 */
async function tryAuthOperation(page: Page): Promise<Locator> {
  await page.locator(".opblock-tag", { hasText: /^auth/ }).click();
  const operation = page.locator(".opblock-get").filter({
    has: page.locator(".opblock-summary-path", { hasText: /^\/auth$/ }),
  });
  await operation.locator(".opblock-summary").click();
  await expect(operation.getByRole("button", { name: "Execute" })).toBeVisible();
  return operation;
}

/** Runs the operation; answers the status the UI shows. */
async function execute(operation: Locator): Promise<Locator> {
  await operation.getByRole("button", { name: "Execute" }).click();
  return operation.locator(".live-responses-table .response .response-col_status").first();
}

test("Swagger UI loads from this server only and tries a call with a token from the login", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== "data:") foreign.push(request.url());
  });
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });

  await page.goto("swagger-ui.html");
  await expect(page).toHaveURL(/\/erhebungsdatenbank\/swagger-ui\/$/);
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Erhebungsdatenbank REST API");

  const operation = await tryAuthOperation(page);
  await expect(await execute(operation)).toHaveText("401");

  const token = await sessionToken(page.request, demoUser("LoggedUser"));
  await page.getByRole("button", { name: "Authorize" }).first().click();
  const modal = page.locator(".modal-ux");
  await modal.locator("input").fill(token);
  await modal.getByRole("button", { name: "Apply credentials" }).click();
  await expect(modal.getByRole("button", { name: "Remove authorization" })).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();

  await expect(await execute(operation)).toHaveText("200");
  await expect(operation.locator(".live-responses-table")).toContainText(demoUser("LoggedUser"));

  expect(foreign, "requests to other origins").toEqual([]);
  expect(blocked, "requests the CSP blocked").toEqual([]);
});

test("the OpenAPI documents it shows are served as JSON and YAML", async ({ request }) => {
  const json = await request.get("v3/api-docs");
  expect(json.status()).toBe(200);
  const document = (await json.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(["/documents", "/documents/loadhtml/{name}", "/auth", "/login"]),
  );
  const yaml = await request.get("v3/api-docs.yaml");
  expect(yaml.status()).toBe(200);
  expect(yaml.headers()["content-type"]).toMatch(/^application\/yaml/);
  expect(await yaml.text()).toMatch(/^openapi: 3\./m);
});

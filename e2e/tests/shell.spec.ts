import { expect, test } from "@playwright/test";
import { createOwnAccount, submitLogin } from "./own-account.ts";
import { bodyBackground, expectSignedIn, signInAlone, switchThemeInMenu } from "./support.ts";

test("the root redirects to /surveys and /admin/admin.html to /login", async ({ page }) => {
  await page.goto("");
  await expect(page).toHaveURL(/\/erhebungsdatenbank\/surveys$/);
  await page.goto("admin/admin.html");
  await expect(page).toHaveURL(/\/erhebungsdatenbank\/login$/);
});

test("an unknown route shows the 404 page with a way back", async ({ page }) => {
  const response = await page.goto("no/such/page");
  expect(response?.status()).toBe(200); // the SPA answers; the page itself says 404
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await page.getByRole("link", { name: "Zur Übersicht der Erhebungen" }).click();
  await expect(page).toHaveURL(/\/surveys$/);
});

test("the language switch changes every text and is kept across a reload", async ({ page }) => {
  await page.goto("imprint");
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Imprint" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toContainText("Surveys");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Imprint" })).toBeVisible();
  await page.getByRole("button", { name: "Open account menu" }).click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("the dark design toggle switches the theme and is kept across a reload", async ({ page }) => {
  await page.goto("surveys");
  const background = () => bodyBackground(page);
  const light = await background();
  await switchThemeInMenu(page);
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect.poll(background).toBe(dark);
});

test("a logged-in user's theme and language come from their settings after login", async ({
  page,
  request,
}) => {
  // an account of its own: its saved language changes here, while other files use the demo accounts
  const account = await createOwnAccount(request, "Sprache-Konto#2026");
  await signInAlone(page, account.email, account.password);
  await page.goto("surveys");
  await expectSignedIn(page);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/person/${account.id}/settings`));
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Surveys" })).toBeVisible();
  expect((await saved).status()).toBe(200);
  // a new browser profile: nothing in local storage, so the login page is German (its labels are);
  // after the login the language comes from the account
  await page.evaluate(() => localStorage.clear());
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1, name: "Surveys" })).toBeVisible();
});

test("without local storage the page says that cookies must be allowed", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
  });
  const page = await context.newPage();
  await page.goto("surveys");
  await expect(page.getByText("Bitte erlauben Sie Cookies")).toBeVisible();
  await context.close();
});

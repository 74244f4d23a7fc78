import { expect, test } from "@playwright/test";
import {
  ADMIN,
  DEMO_PASSWORD,
  demoUser,
  expectNoAxeViolations,
  login,
  useOwnClientAddress,
} from "./support.ts";

test.describe("login page", () => {
  test.beforeEach(async ({ page }) => {
    await useOwnClientAddress(page);
    await page.goto("login");
  });

  const email = (page: import("@playwright/test").Page) =>
    page.getByRole("textbox", { name: "E-Mail-Adresse" });
  const password = (page: import("@playwright/test").Page) =>
    page.getByRole("textbox", { name: "Passwort", exact: true });
  const submit = (page: import("@playwright/test").Page) =>
    page.getByRole("button", { name: "Anmelden", exact: true }).click();

  // The form's own checks (each message, the visibility toggle, no call while invalid) are proven in
  // LoginPage.test.tsx; here the messages' look (axe's contrast) and the real server's answers.
  test("the messages of an empty form; wrong credentials, then repeated failures lock the IP address and say until when", async ({
    page,
  }) => {
    await submit(page);
    await expect(page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
    await expectNoAxeViolations(page, "login with validation errors");

    await email(page).fill(ADMIN.email);
    await password(page).fill("falsches-Passwort");
    await submit(page);
    await expect(page.getByRole("alert")).toContainText("E-Mail oder Passwort falsch.");
    await expect(page).toHaveURL(/\/login$/);
    for (let i = 1; i < 5; i++) {
      await password(page).fill(`falsch-${i}-Passwort`);
      await submit(page);
      await expect(page.getByRole("alert")).toBeVisible();
    }
    await expect(page.getByRole("alert")).toContainText(
      /IP-Adresse ist bis \d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}:\d{2} gesperrt/,
    );
    // even the right password is refused while locked
    await password(page).fill(ADMIN.password);
    await submit(page);
    await expect(page.getByRole("alert")).toContainText("gesperrt");
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page, "login locked");
  });
});

test("login returns to the page given in redirect, and logout goes back to the surveys", async ({ page }) => {
  await page.goto("imprint");
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitem", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fimprint$/);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(demoUser("UserAdmin"));
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/imprint$/);

  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await expect(page.getByRole("menu")).toContainText(demoUser("UserAdmin"));
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(page.getByRole("banner")).not.toContainText("UserAdmin");
  // the token is gone: a protected page sends to the login again
  await page.goto("resources");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fresources$/);
});

test("logout on a protected page that the visit opened goes to the surveys, whose code loads first", async ({
  page,
}) => {
  await login(page, demoUser("UserAdmin"));
  // a new load of the app on a protected page: the surveys page's code has not been fetched in it
  await page.goto("users");
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erhebungen" })).toBeVisible();
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(page.getByRole("button", { name: "Kontomenü öffnen" })).toBeVisible();
  await expect(page.getByRole("banner")).not.toContainText("UserAdmin");
});

test("a session survives a reload", async ({ page }) => {
  await login(page, demoUser("OrgAdmin"));
  await page.reload();
  await expect(page.getByRole("banner")).toContainText("(OrgAdmin)");
});

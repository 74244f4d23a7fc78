import { expect, type Page, test } from "@playwright/test";
import { createOwnAccount, type OwnAccount, submitLogin } from "./own-account.ts";
import { expectNoAxeViolations, expectSignedIn, login, signInAlone, useOwnClientAddress } from "./support.ts";

/*
 * /settings (SPEC 2.11, 4, 5, 9; issue 14 item 5) in Chromium: the tabs, theme and language applied at
 * once and at the next login, the remembered tab, and the password change end to end. Each test works
 * on an account of its own.
 */

// long flows with an axe run per state, on a server that other spec files share
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Erster-Stand#2026";
const DARK_BACKGROUND = "rgb(18, 18, 18)";
const LIGHT_BACKGROUND = "rgb(250, 250, 250)";

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

/** Opens the settings through the account menu, logged in with a session of the test's own account. */
async function openSettings(page: Page, account: OwnAccount) {
  await signInAlone(page, account.email, account.password);
  await page.goto("surveys");
  await expectSignedIn(page);
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitem", { name: "Einstellungen" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // the page's code loads on its first visit, which takes a while on a busy machine
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible({
    timeout: 30_000,
  });
}

test("without a session /settings goes home", async ({ page }) => {
  await page.goto("settings");
  await expect(page).toHaveURL(/\/surveys$/);
});

test("the account's data, theme and language applied at once and at the next login, the tab kept", async ({
  page,
  browser,
  request,
}) => {
  const account = await createOwnAccount(request, PASSWORD);
  await openSettings(page, account);

  await expect(tab(page, "Allgemein")).toHaveAttribute("aria-selected", "true");
  const general = page.getByRole("tabpanel");
  await expect(general.getByText(account.email)).toBeVisible();
  await expect(general.getByText("06 – Hessen")).toBeVisible();
  await expect(general.getByText("LoggedUser")).toBeVisible();
  await expect(general.getByRole("region", { name: "Ihre Berechtigungen" })).toContainText(
    "Keine Rechte vorhanden.",
  );
  await expectNoAxeViolations(page, "settings, tab general");

  await tab(page, "Einstellungen").click();
  await expect(page.locator("body")).toHaveCSS("background-color", LIGHT_BACKGROUND);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/person/${account.id}/settings`));
  await page.getByRole("radio", { name: "Dunkel" }).check();
  await expect(page.locator("body")).toHaveCSS("background-color", DARK_BACKGROUND);
  expect((await saved).status()).toBe(200);
  await expectNoAxeViolations(page, "settings, tab settings (dark)");

  // the tab stays chosen across a reload
  await page.reload();
  await expect(tab(page, "Einstellungen")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("radio", { name: "Dunkel" })).toBeChecked();

  const savedLanguage = page.waitForResponse((r) => r.url().endsWith(`/person/${account.id}/settings`));
  await page.getByRole("radio", { name: "English" }).check();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await savedLanguage).status()).toBe(200);
  await expectNoAxeViolations(page, "settings, tab settings in English");
  await tab(page, "Password").click();
  await expectNoAxeViolations(page, "settings, tab password in English");

  // another browser starts light and German; the login brings the account's choice (SPEC 4)
  const other = await browser.newPage();
  try {
    await submitLogin(other, account.email, account.password);
    await expect(other).toHaveURL(/\/surveys$/);
    await expect(other.getByRole("button", { name: "Open account menu" })).toBeVisible();
    await expect(other.locator("body")).toHaveCSS("background-color", DARK_BACKGROUND);
    await expect(other.locator("html")).toHaveAttribute("lang", "en");
  } finally {
    await other.close();
  }
});

test("password change: the server's refusals at their fields, then the new password logs in", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const account = await createOwnAccount(request, PASSWORD);
  await openSettings(page, account);
  await tab(page, "Passwort").click();

  const current = page.getByRole("textbox", { name: "Aktuelles Passwort" });
  const fresh = page.getByRole("textbox", { name: "Neues Passwort", exact: true });
  const again = page.getByRole("textbox", { name: "Neues Passwort wiederholen" });
  const change = page.getByRole("button", { name: "Passwort ändern" });
  await expectNoAxeViolations(page, "settings, tab password");

  // the form's own rules (8 characters, the strength, a mismatch) are proven in SettingsPage.test.tsx and
  // PasswordStrengthMeter.test.tsx; here the real server's refusals and the change itself.

  // the server refuses a wrong current password at its field, and the session stays
  await current.fill("nicht-das-passwort");
  await fresh.fill("Neuer-Stand#2026");
  await again.fill("Neuer-Stand#2026");
  await change.click();
  await expect(current).toHaveAccessibleDescription("Das aktuelle Passwort ist falsch.");
  await expect(page).toHaveURL(/\/settings$/);
  await expectNoAxeViolations(page, "settings, tab password with the server's refusal");

  // one of the most common passwords
  await current.fill(account.password);
  await fresh.fill("password1");
  await again.fill("password1");
  await change.click();
  await expect(fresh).toHaveAccessibleDescription(/häufigsten Passwörtern/);

  await fresh.fill("Neuer-Stand#2026");
  await again.fill("Neuer-Stand#2026");
  await change.click();
  await expect(page.getByText("Passwort erfolgreich geändert.")).toBeVisible();
  await expect(current).toHaveValue("");
  await expectNoAxeViolations(page, "settings, password changed");

  // the old password no longer logs in, the new one does
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith("/api/v1/logout"));
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await loggedOut;
  await submitLogin(page, account.email, account.password);
  await expect(page.getByText("E-Mail oder Passwort falsch.")).toBeVisible();
  await login(page, account.email, "Neuer-Stand#2026");
});

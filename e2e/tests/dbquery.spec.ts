import { expect, type Page, test } from "@playwright/test";
import { demoUser, expectNoAxeViolations, signIn } from "./support.ts";

/*
 * The SQL console /dbquery (SPEC 2.18, decision 18) as the demo SuperAdmin sees it. The e2e server runs
 * the demo on the embedded PGlite, which cannot stop a running statement: there the server does not offer
 * the console, and the page says why instead of showing an editor (axe: accessibility.spec.ts); English
 * once, with axe. What the console
 * does is proven on PostgreSQL by the server's tests (features/db-query) and in the browser's terms by the
 * page's component tests (DbQueryPage.test.tsx).
 */

const REASON = {
  de: "Die SQL-Konsole braucht PostgreSQL: Die eingebettete Datenbank (PGlite) kann eine laufende Abfrage weder nach einer Zeitgrenze noch auf Abbruch beenden, und solange sie läuft, wartet jede andere Anfrage. Mit DATABASE_URL gestartet, bietet der Server die Konsole an.",
  en: "The SQL console needs PostgreSQL: the embedded database (PGlite) can stop a running query neither after a time limit nor on cancel, and every other request waits while it runs. Started with DATABASE_URL, the server offers the console.",
};

async function openConsole(page: Page): Promise<void> {
  await signIn(page, demoUser("SuperAdmin"));
  await page.goto("dbquery");
  await expect(page.getByRole("heading", { level: 1, name: "Datenbankabfrage" })).toBeVisible({
    timeout: 30_000,
  });
}

test("says that the console needs PostgreSQL, and offers no editor", async ({ page }) => {
  await openConsole(page);
  await expect(page.getByRole("alert")).toHaveText(REASON.de, { timeout: 30_000 });
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ausführen" })).toHaveCount(0);
});

test("in English", async ({ page }) => {
  await openConsole(page);
  // the shared account's saved language stays German for the other spec files: its save is held back
  await page.route("**/api/v1/person/*/settings", (route) => route.abort());
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Database query" })).toBeVisible();
  // The reason is the server's, in the language of its request: opened again (through the navigation,
  // as a reload would bring back the account's saved language), the page asks anew, now in English.
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  await navigation.getByRole("link", { name: "Surveys" }).click();
  await navigation.getByRole("link", { name: "Database query" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Database query" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(REASON.en, { timeout: 30_000 });
  await expectNoAxeViolations(page, "SQL console not offered, in English");
});

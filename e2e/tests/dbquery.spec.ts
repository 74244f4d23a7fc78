import { expect, type Page, test } from "@playwright/test";
import { demoUser, signIn } from "./support.ts";

/*
 * The SQL console /dbquery (SPEC 2.18, decision 18) as the demo SuperAdmin sees it on the embedded PGlite
 * of `npm start`: the page says first that a query pauses the whole app there, then runs the default query
 * and shows its rows (axe of the page: accessibility.spec.ts; the page in English: DbQueryPage.test.tsx). A
 * query past its time limit restarts the database, which every other spec file's requests would meet: that
 * is proven by the server's tests (features/db-query/embedded-timeout.test.ts) and `npm run faults --
 * console-timeout`, what the console refuses by read-only.test.ts on both databases.
 */

const PAUSES =
  "Auf der eingebetteten Datenbank (PGlite) wartet jede andere Anfrage der Anwendung, solange eine Abfrage läuft: Eine lange Abfrage hält die ganze Anwendung an. Läuft sie länger als 3 s, wird die Datenbank neu gestartet";

async function openConsole(page: Page): Promise<void> {
  await signIn(page, demoUser("SuperAdmin"));
  await page.goto("dbquery");
  await expect(page.getByRole("heading", { level: 1, name: "Datenbankabfrage" })).toBeVisible({
    timeout: 30_000,
  });
}

test("says that a query pauses the app on the embedded database, and runs the default query", async ({
  page,
}) => {
  await openConsole(page);
  await expect(page.getByRole("alert")).toContainText(PAUSES, { timeout: 30_000 });
  await page.getByRole("button", { name: "Ausführen" }).click();
  const result = page.getByRole("table", { name: "Ergebnis der Abfrage" });
  await expect(result.getByRole("columnheader", { name: "erhebungsid" })).toBeVisible({ timeout: 30_000 });
  // the demo's surveys, as the database writes them: a 13-digit Erhebungsid in every row
  await expect(result.getByRole("row").nth(1)).toContainText(/\d{13}/);
  await expect(page.getByText(/^\d+ Zeilen$/)).toBeVisible();
});

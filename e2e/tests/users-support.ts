import { expect, type Locator, type Page } from "@playwright/test";
import { demoUser, recordRows } from "./support.ts";

/* The users page /users (SPEC 2.12) as the end-to-end tests drive it. */

export const USER_ADMIN = demoUser("UserAdmin");

export const usersTable = (page: Page) => page.getByRole("table", { name: "Benutzerkonten" });

/** The table's row of an account, found by its email address (unique). */
export const userRow = (page: Page, email: string) =>
  recordRows(usersTable(page)).filter({ has: page.getByRole("cell", { name: email, exact: true }) });

/** Opens the users page (a fresh load of the app and the page's code: slower than a step within the page). */
export async function gotoUsers(page: Page, hash = ""): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`users${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer" })).toBeVisible({ timeout: 30_000 });
  await expect(usersTable(page)).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
}

/**
 * Opens the user table narrowed to one account through the filter in the address, as a pasted link
 * does (the specs run in parallel, so the table holds other tests' accounts too).
 */
export async function openUser(page: Page, email: string): Promise<Locator> {
  await gotoUsers(page, `#f.email=${encodeURIComponent(email)}`);
  const row = userRow(page, email);
  await expect(row).toBeVisible();
  return row;
}

/** The user dialog once open: its code loads on first use, then it fades in. */
export async function userDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** Picks an option of a select or autocomplete field, found by its label. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

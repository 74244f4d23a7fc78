import { expect, test } from "@playwright/test";
import { rows, table } from "./surveys-table.ts";

/*
 * The survey detail dialog and the browser's history (issue 35, decision 9): opened from the list it is
 * a history entry of its own, so Back closes it and stays on the list; Forward and a reload open it
 * again; closing it leaves no second list entry behind. (Opened by an address: surveys.spec.ts.)
 */

// a fresh load of the app and a reload each, on a shared machine
test.describe.configure({ timeout: 120_000 });

test("Back closes the detail dialog and stays on the list; Forward and a reload open it again", async ({
  page,
}) => {
  await page.goto("about:blank");
  await page.goto("evas");
  await expect(page.getByRole("heading", { level: 1, name: "EVAS" })).toBeVisible();
  await page.goto("surveys#sort=bzr:asc");
  await expect(rows(page).first()).toBeVisible();
  const first = (await rows(page).first().getByRole("cell").nth(4).textContent()) ?? "";
  const dialog = page.getByRole("dialog", { name: `Erhebungsid ${first}` });
  const list = /\/surveys#sort=bzr:asc$/;

  await page.getByRole("button", { name: `Details anzeigen: Erhebungsid ${first}` }).click();
  await expect(dialog.getByRole("heading", { name: "Details" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/surveys\\?detail=${first}#sort=bzr:asc$`));

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(list);
  await expect(table(page)).toBeVisible();

  await page.goForward();
  await expect(dialog.getByRole("heading", { name: "Details" })).toBeVisible();

  await page.reload();
  await expect(dialog.getByRole("heading", { name: "Details" })).toBeVisible();

  // closing goes back to the list's entry: the next Back leaves the list for the page before it
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(list);
  await expect(rows(page).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/evas$/);
});

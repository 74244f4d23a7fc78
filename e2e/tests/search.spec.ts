import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support.ts";
import { tablePage } from "./table-protocol.ts";

// Each test loads the surveys page and checks it with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A public survey of the demo data (anonymous visitors see it). */
async function publicSurvey(page: Page): Promise<{ erhebungsid: string; description: string }> {
  const row = (await tablePage(page.request, "eid")).records.content[0];
  return { erhebungsid: row?.items.erhebungsid?.view ?? "", description: row?.items.description?.view ?? "" };
}

const path = (page: Page) => new URL(page.url()).pathname.replace("/erhebungsdatenbank", "");

test("from typing to the opened detail dialog, grouped hits checked with axe", async ({ page }) => {
  const { erhebungsid, description } = await publicSurvey(page);
  await page.goto("surveys");
  const field = page.getByRole("combobox", { name: "Suche" });
  await field.fill(description.split(" ")[0] ?? "");
  const list = page.getByRole("listbox");
  await expect(list.getByText("Erhebungen", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "search with hits");

  await field.fill(erhebungsid);
  await expect(list.getByRole("option").first()).toContainText(erhebungsid);
  await field.press("Enter");
  await expect(page.getByRole("dialog")).toContainText(erhebungsid);
  expect(path(page)).toBe("/surveys");
});

test("in English, '/' focuses the field", async ({ page }) => {
  const { erhebungsid } = await publicSurvey(page);
  await page.addInitScript(() => window.localStorage.setItem("lang", "en"));
  await page.goto("surveys");
  const field = page.getByRole("combobox", { name: "Search" });
  await expect(field).toBeVisible();
  await page.locator("body").press("/");
  await expect(field).toBeFocused();
  await page.keyboard.type(erhebungsid);
  await expect(page.getByRole("listbox").getByText("Surveys", { exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toContainText(erhebungsid);
});

test("at phone width the field is an icon that opens it", async ({ page }) => {
  const { erhebungsid } = await publicSurvey(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("surveys");
  await expect(page.getByRole("combobox", { name: "Suche" })).toHaveCount(0);
  await page.getByRole("button", { name: "Suche öffnen" }).click();
  const field = page.getByRole("combobox", { name: "Suche" });
  await expect(field).toBeFocused();
  await field.fill(erhebungsid);
  await page.getByRole("listbox").getByRole("option").first().click();
  await expect(page.getByRole("dialog")).toContainText(erhebungsid);
  await expectNoAxeViolations(page, "search at phone width, dialog opened");
});

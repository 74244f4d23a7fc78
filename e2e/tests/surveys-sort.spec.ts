import { expect, type Locator, type Page, test } from "@playwright/test";
import { rows, table } from "./surveys-table.ts";

/*
 * Sorting by several columns in the order the user chose (issue 35, decision 38): a click on a header
 * sorts by that column alone, a Shift-click adds it as the next key; the arrows show their ranks, the
 * address names the keys in the same order, and the rows come in that order, also after a reload.
 * (The sort cycle of one column: datatable.spec.ts.)
 */

// a fresh load of the app and a reload each, on a shared machine
test.describe.configure({ timeout: 120_000 });

const header = (page: Page, name: string) =>
  table(page).getByRole("columnheader", { name: new RegExp(`^${name}`) });
const sortButton = (page: Page, name: string): Locator =>
  header(page, name).getByRole("button", { name: new RegExp(`^${name} `) });

/** The (BZR, Erhebungsid) of each row, read in one step so that a re-render cannot mix two pages. */
async function keysOfRows(page: Page): Promise<[string, string][]> {
  const headers = await table(page).getByRole("columnheader").allTextContents();
  const bzr = headers.findIndex((h) => h.startsWith("BZR"));
  const id = headers.findIndex((h) => h.startsWith("Erhebungsid"));
  expect(Math.min(bzr, id), headers.join(" | ")).toBeGreaterThanOrEqual(0);
  return table(page).evaluate(
    (element, [b, e]) =>
      [...element.querySelectorAll("tbody tr")].map((row): [string, string] => {
        const cells = row.querySelectorAll("td");
        return [cells[b]?.textContent ?? "", cells[e]?.textContent ?? ""];
      }),
    [bzr, id] as const,
  );
}

const inOrder = (keys: readonly [string, string][]) =>
  keys.every(([bzr, id], i) => {
    const before = keys[i - 1];
    return !before || before[0] < bzr || (before[0] === bzr && before[1] < id);
  });

/** The rows are in BZR order, and within one BZR in Erhebungsid order. */
async function expectRowsByBzrThenId(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => inOrder(await keysOfRows(page))).toBe(true);
}

/** The state both keys show: BZR first (aria-sort, rank 1), Erhebungsid second (rank 2, no aria-sort). */
async function expectBzrThenId(page: Page) {
  await expect(page).toHaveURL(/#sort=bzr:asc,erhebungsid:asc$/);
  await expect(header(page, "BZR")).toHaveAttribute("aria-sort", "ascending");
  // WAI-ARIA: aria-sort on one header at a time; the further key names its rank to screen readers
  await expect(header(page, "Erhebungsid")).not.toHaveAttribute("aria-sort");
  await expect(sortButton(page, "BZR")).toHaveAccessibleName(
    "BZR aufsteigend sortiert, Sortierschlüssel 1 von 2",
  );
  await expect(sortButton(page, "Erhebungsid")).toHaveAccessibleName(
    "Erhebungsid aufsteigend sortiert, Sortierschlüssel 2 von 2",
  );
  await expect(header(page, "BZR")).toHaveText(/1$/);
  await expect(header(page, "Erhebungsid")).toHaveText(/2$/);
  await expectRowsByBzrThenId(page);
}

test("BZR first, then Erhebungsid: the rows in BZR order, the same after a reload of the address", async ({
  page,
}) => {
  await page.goto("about:blank");
  await page.goto("surveys");
  // the table opens sorted by Erhebungsid (statistic id first), whose first page is not in BZR order
  await expect(header(page, "Erhebungsid")).toHaveAttribute("aria-sort", "ascending");
  await expect(rows(page).first()).toBeVisible();
  const byId = await keysOfRows(page);
  expect(inOrder(byId)).toBe(false);

  // a click sorts by BZR alone
  await sortButton(page, "BZR").click();
  await expect(page).toHaveURL(/#sort=bzr:asc$/);
  await expect(header(page, "BZR")).toHaveAttribute("aria-sort", "ascending");
  await expect(header(page, "Erhebungsid")).toHaveAttribute("aria-sort", "none");
  await expect
    .poll(async () => {
      const bzrs = (await keysOfRows(page)).map(([bzr]) => bzr);
      return bzrs.every((bzr, i) => i === 0 || (bzrs[i - 1] ?? "") <= bzr);
    })
    .toBe(true);

  // a Shift-click adds Erhebungsid as the second key
  await sortButton(page, "Erhebungsid").click({ modifiers: ["Shift"] });
  await expectBzrThenId(page);

  await page.reload();
  await expectBzrThenId(page);
});

test("Shift+Enter on a focused header adds its column as the next key", async ({ page }) => {
  await page.goto("about:blank");
  await page.goto("surveys#sort=bzr:asc");
  await expect(header(page, "BZR")).toHaveAttribute("aria-sort", "ascending");
  await expect(rows(page).first()).toBeVisible();
  await sortButton(page, "Erhebungsid").focus();
  await page.keyboard.press("Shift+Enter");
  await expectBzrThenId(page);
});

import { expect, type Page } from "@playwright/test";
import { recordRows } from "./support.ts";
import { tablePage } from "./table-protocol.ts";

/*
 * The generic DataTable as the EVAS register (/evas) shows it, for the data-table end-to-end files.
 * The register: the real codes and the placeholders 00000, 01000, 09000 of migration 0009, sorted by
 * EVAS ascending, 10 a page.
 *
 * Other spec files write to the register while the data-table files run beside them: evas.spec.ts adds,
 * edits and deletes 98765, evas-errors.spec.ts adds 97511 and changes 99311's closing date (and puts it
 * back), surveys.spec.ts adds 98811 and closes it, history.spec.ts adds 98836 and closes it. So the
 * data-table files count only what no file changes: a filtered view of codes below 97000, the first page,
 * or the codes below 97000.
 */

export const TABLE_NAME = "EVAS-Verzeichnis";

/** Whether no spec file adds, changes or deletes this code (see above). */
export const untouchedCode = (code: string) => code < "97000";

export const table = (page: Page, name = TABLE_NAME) => page.getByRole("table", { name, exact: true });
export const rows = (page: Page, name = TABLE_NAME) => recordRows(table(page, name));
/** "1–10 von 798": the pagination's range text. */
export const range = (page: Page, total: number) => page.getByText(new RegExp(`^\\d+–\\d+ von ${total}$`));
export const chips = (page: Page) => page.getByRole("list", { name: "Aktive Filter" });

/** Opens the register and waits for its rows (while loading, the table is busy and shows skeleton rows). */
export async function openEvas(page: Page, hash = ""): Promise<void> {
  await page.goto(`evas${hash}`);
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
  await expect(rows(page).first()).toBeVisible();
}

/**
 * The texts of one column's cells, in row order (the column found by the start of its header, which
 * also holds its sort state's words). Read in one step in the page, so a table that re-renders
 * meanwhile cannot leave the read half old, half new.
 */
export async function columnTexts(page: Page, column: string): Promise<string[]> {
  const headers = await table(page).getByRole("columnheader").allTextContents();
  const index = headers.findIndex((h) => h.startsWith(column));
  expect(index, `column ${column} in ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return table(page).evaluate(
    (element, cellIndex) =>
      [...element.querySelectorAll("tbody tr")]
        .map((row) => row.querySelectorAll("td, th")[cellIndex]?.textContent ?? null)
        .filter((text): text is string => text !== null),
    index,
  );
}

/** The five-digit codes of the rows on the page. */
export async function codes(page: Page): Promise<string[]> {
  return (await columnTexts(page, "EVAS")).map((text) => text.slice(0, 5));
}

/** Waits until the page shows rows, and only codes starting with `prefix`. */
export async function expectCodesStartWith(page: Page, prefix: string): Promise<void> {
  await expect
    .poll(async () => {
      const shown = await codes(page);
      return shown.length > 0 && shown.every((code) => code.startsWith(prefix));
    })
    .toBe(true);
}

/** The unfiltered register's first page, as the server lists it: its smallest codes, which no spec file changes. */
export async function expectFirstPage(page: Page): Promise<void> {
  const first = (await tablePage(page.request, "evas")).records.content.map((row) => row.items.evas?.view);
  await expect(page.getByText(/^1–10 von \d+$/)).toBeVisible();
  await expect.poll(() => codes(page)).toEqual(first);
}

/** The number after "von" in the pagination's range text. */
export async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+–\d+ von \d+$/).textContent()) ?? "";
  return Number(text.split(" von ")[1]);
}

/** Narrows the EVAS table to codes starting with `code` through the column's text filter. */
export async function filterByCode(page: Page, code: string) {
  await page.getByRole("button", { name: /^Filter für EVAS( \(aktiv\))?$/ }).click();
  const field = page.getByRole("textbox", { name: /EVAS/ }).last();
  await field.fill(code);
  await field.press("Enter");
  await expect(table(page)).toContainText(code);
}

/** An EVAS that a demo survey uses (the first row of the caller's surveys): the server refuses its delete. */
export async function evasInUse(page: Page): Promise<string> {
  const token = (await page.evaluate(() => localStorage.getItem("token"))) ?? "";
  const surveys = await tablePage(page.request, "eid", { headers: { authorization: token } });
  return String(surveys.records.content[0]?.items.evas?.view).slice(0, 5);
}

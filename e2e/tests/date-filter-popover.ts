import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { columnTexts, openEvas, range, TOTAL } from "./evas-table.ts";

/*
 * The date filter popover of the EVAS closing column ("Stilllegung") and the days it shows, for the
 * two datatable-date-filter spec files.
 */

export const COLUMN = "Stilllegung";
const REGISTER_CSV = new URL("../../apps/server/src/seed/data/evas.csv", import.meta.url);

export const VARIANTS = [
  "Alle",
  "Aktueller Monat",
  "Aktuelles Jahr",
  "Vormonat",
  "Vorjahr",
  "Letzte Tage",
  "Letzte Monate",
  "Letzte Jahre",
  "Benutzerdefiniert",
];
export const MIN_DAY = "Das Datum darf nicht vor dem 01.01.2000 liegen.";
export const MAX_DAY = "Das Datum darf nicht nach dem 31.12.2100 liegen.";
export const MIN_MONTH = "Das Datum darf nicht vor dem 01.2000 liegen.";
export const MAX_MONTH = "Das Datum darf nicht nach dem 12.2100 liegen.";

// --- days as the filter shows them (DD.MM.YYYY) and as ISO strings for comparisons ---

export interface Day {
  y: number;
  m: number;
  d: number;
}

/** Today in Berlin, the time zone the filter counts in (SPEC 9). */
export function today(): Day {
  const text = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [y, m, d] = text.split("-").map(Number);
  return { y: y!, m: m!, d: d! };
}

/** The day `months` months and `days` days away, by the calendar (day clamped to the month's end). */
export function shift({ y, m, d }: Day, months: number, days = 0): Day {
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last) + days));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export const lastOfMonth = (day: Day): Day => shift({ ...day, d: 1 }, 1, -1);
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
export const german = ({ y, m, d }: Day) => `${pad(d)}.${pad(m)}.${pad(y, 4)}`;
/** "01.09.2015" -> "2015-09-01" */
export const isoOf = (text: string) => text.split(".").reverse().join("-");

/** Every closing date of the register's five-digit codes, as ISO days (the demo data's source). */
export async function registerClosings(): Promise<string[]> {
  const text = await readFile(REGISTER_CSV, "utf8");
  return text
    .split(/\r?\n/)
    .filter((line) => /^\d{5};/.test(line))
    .map((line) => /Stillgelegt am (\d{2}\.\d{2}\.\d{4})/.exec(line)?.[1])
    .filter((day): day is string => day !== undefined)
    .map(isoOf);
}

// --- the filter popover ---

export async function openRegister(page: Page): Promise<void> {
  await openEvas(page);
  await expect(range(page, TOTAL)).toBeVisible();
}

export async function openClosingFilter(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: new RegExp(`^Filter für ${COLUMN}( \\(aktiv\\))?$`) }).click();
  const dialog = page.getByRole("dialog", { name: `Filter: ${COLUMN}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Zeitraum" })).toBeVisible();
  return dialog;
}

/** The options of a select of the popover (the list opens in a layer of its own), then closes it. */
export async function optionsOf(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const options = await listbox.getByRole("option").allTextContents();
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  return options;
}

export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

export const variantSelect = (dialog: Locator) => dialog.getByRole("combobox", { name: "Zeitraum" });
export const field = (dialog: Locator, end: "Von" | "Bis") =>
  dialog.getByRole("group", { name: end, exact: true });

/** What a date field shows: its sections joined by dots, e.g. "01.09.2015" or "TT.MM.JJJJ" when empty. */
export async function fieldText(dialog: Locator, end: "Von" | "Bis"): Promise<string> {
  return (await field(dialog, end).getByRole("spinbutton").allTextContents()).join(".");
}

/** Types a date into a field and moves on with Tab, as a user does (the from/to rule applies then). */
export async function typeInto(
  page: Page,
  dialog: Locator,
  end: "Von" | "Bis",
  digits: string,
): Promise<void> {
  await field(dialog, end).getByRole("spinbutton").first().click();
  await page.keyboard.type(digits);
  await page.keyboard.press("Tab");
}

export async function expectRange(dialog: Locator, from: string, to: string): Promise<void> {
  await expect.poll(() => fieldText(dialog, "Von")).toBe(from);
  await expect.poll(() => fieldText(dialog, "Bis")).toBe(to);
}

/** Whether the field's sections accept input (SPEC 5: the range is editable only in CUSTOM). */
export async function editable(dialog: Locator, end: "Von" | "Bis"): Promise<boolean> {
  const states = await field(dialog, end)
    .getByRole("spinbutton")
    .evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-disabled")));
  expect(states.length).toBeGreaterThan(0);
  return states.every((state) => state !== "true");
}

/** After a filter was applied: every closing date on the page lies in [from, to] (ISO days). */
export async function expectClosingsWithin(page: Page, from: string, to: string): Promise<string[]> {
  const closings = await columnTexts(page, COLUMN);
  expect(closings.length).toBeGreaterThan(0);
  for (const closing of closings) {
    expect(closing, "a closing date DD.MM.YYYY").toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(isoOf(closing) >= from && isoOf(closing) <= to, `${closing} in ${from}..${to}`).toBe(true);
  }
  return closings;
}

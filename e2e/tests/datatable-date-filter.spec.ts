import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { chips, columnTexts, openEvas, range, rows, shownTotal, TOTAL, table } from "./evas-table.ts";
import { expectNoAxeViolations } from "./support.ts";

/*
 * The date filter of the generic DataTable (SPEC 2.3, 4 "Date filter variants", 5 "Date filter",
 * 9 bounds) on the closing column ("Stilllegung") of the EVAS register (/evas), driven as a user does:
 * the header's filter button, the variant select, the day/month switch, typing into the masked
 * fields and clicking the two-month calendar. The demo data is the real register: 795 five-digit
 * codes, 188 of them with a closing date between 2003 and 2022 (e.g. 12112 closed on 01.09.2015).
 */

const COLUMN = "Stilllegung";
const REGISTER_CSV = new URL("../../apps/server/src/seed/data/evas.csv", import.meta.url);

const VARIANTS = [
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
const MIN_DAY = "Das Datum darf nicht vor dem 01.01.2000 liegen.";
const MAX_DAY = "Das Datum darf nicht nach dem 31.12.2100 liegen.";
const MIN_MONTH = "Das Datum darf nicht vor dem 01.2000 liegen.";
const MAX_MONTH = "Das Datum darf nicht nach dem 12.2100 liegen.";

// --- days as the filter shows them (DD.MM.YYYY) and as ISO strings for comparisons ---

interface Day {
  y: number;
  m: number;
  d: number;
}

/** Today in Berlin, the time zone the filter counts in (SPEC 9). */
function today(): Day {
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
function shift({ y, m, d }: Day, months: number, days = 0): Day {
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last) + days));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

const lastOfMonth = (day: Day): Day => shift({ ...day, d: 1 }, 1, -1);
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const german = ({ y, m, d }: Day) => `${pad(d)}.${pad(m)}.${pad(y, 4)}`;
/** "01.09.2015" -> "2015-09-01" */
const isoOf = (text: string) => text.split(".").reverse().join("-");

/** Every closing date of the register's five-digit codes, as ISO days (the demo data's source). */
async function registerClosings(): Promise<string[]> {
  const text = await readFile(REGISTER_CSV, "utf8");
  return text
    .split(/\r?\n/)
    .filter((line) => /^\d{5};/.test(line))
    .map((line) => /Stillgelegt am (\d{2}\.\d{2}\.\d{4})/.exec(line)?.[1])
    .filter((day): day is string => day !== undefined)
    .map(isoOf);
}

// --- the filter popover ---

async function openRegister(page: Page): Promise<void> {
  await openEvas(page);
  await expect(range(page, TOTAL)).toBeVisible();
}

async function openClosingFilter(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: new RegExp(`^Filter für ${COLUMN}( \\(aktiv\\))?$`) }).click();
  const dialog = page.getByRole("dialog", { name: `Filter: ${COLUMN}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Zeitraum" })).toBeVisible();
  return dialog;
}

/** The options of a select of the popover (the list opens in a layer of its own), then closes it. */
async function optionsOf(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const options = await listbox.getByRole("option").allTextContents();
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  return options;
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

const variantSelect = (dialog: Locator) => dialog.getByRole("combobox", { name: "Zeitraum" });
const field = (dialog: Locator, end: "Von" | "Bis") => dialog.getByRole("group", { name: end, exact: true });

/** What a date field shows: its sections joined by dots, e.g. "01.09.2015" or "TT.MM.JJJJ" when empty. */
async function fieldText(dialog: Locator, end: "Von" | "Bis"): Promise<string> {
  return (await field(dialog, end).getByRole("spinbutton").allTextContents()).join(".");
}

/** Types digits into a date field from its first section on, as a user types "01092015". */
/** Types a date into a field and moves on with Tab, as a user does (the from/to rule applies then). */
async function typeInto(page: Page, dialog: Locator, end: "Von" | "Bis", digits: string): Promise<void> {
  await field(dialog, end).getByRole("spinbutton").first().click();
  await page.keyboard.type(digits);
  await page.keyboard.press("Tab");
}

async function expectRange(dialog: Locator, from: string, to: string): Promise<void> {
  await expect.poll(() => fieldText(dialog, "Von")).toBe(from);
  await expect.poll(() => fieldText(dialog, "Bis")).toBe(to);
}

/** Whether the field's sections accept input (SPEC 5: the range is editable only in CUSTOM). */
async function editable(dialog: Locator, end: "Von" | "Bis"): Promise<boolean> {
  const states = await field(dialog, end)
    .getByRole("spinbutton")
    .evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-disabled")));
  expect(states.length).toBeGreaterThan(0);
  return states.every((state) => state !== "true");
}

/** After a filter was applied: every closing date on the page lies in [from, to] (ISO days). */
async function expectClosingsWithin(page: Page, from: string, to: string): Promise<string[]> {
  const closings = await columnTexts(page, COLUMN);
  expect(closings.length).toBeGreaterThan(0);
  for (const closing of closings) {
    expect(closing, "a closing date DD.MM.YYYY").toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(isoOf(closing) >= from && isoOf(closing) <= to, `${closing} in ${from}..${to}`).toBe(true);
  }
  return closings;
}

test.describe("date filter of the EVAS closing column", () => {
  test("offers the variants of SPEC 4 and the last-n counts of SPEC 5; outside CUSTOM the resolved range is shown read-only", async ({
    page,
  }) => {
    test.setTimeout(60_000); // many steps in one open popover
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    await expect(dialog.getByRole("group", { name: "Filtern nach" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Tage" })).toHaveAttribute("aria-pressed", "true");
    await expect(variantSelect(dialog)).toHaveText("Alle");
    expect(await optionsOf(page, variantSelect(dialog))).toEqual(VARIANTS);

    // ALL: no range, nothing to edit, no calendar
    await expectRange(dialog, "TT.MM.JJJJ", "TT.MM.JJJJ");
    expect(await editable(dialog, "Von")).toBe(false);
    expect(await editable(dialog, "Bis")).toBe(false);
    await expect(dialog.getByRole("grid")).toHaveCount(0);

    const now = today();
    const count = dialog.getByRole("combobox", { name: "Anzahl" });
    const cases: [string, string, string][] = [
      ["Aktueller Monat", german({ ...now, d: 1 }), german(lastOfMonth(now))],
      ["Aktuelles Jahr", german({ y: now.y, m: 1, d: 1 }), german({ y: now.y, m: 12, d: 31 })],
      ["Vormonat", german(shift({ ...now, d: 1 }, -1)), german(lastOfMonth(shift(now, -1)))],
      ["Vorjahr", german({ y: now.y - 1, m: 1, d: 1 }), german({ y: now.y - 1, m: 12, d: 31 })],
    ];
    for (const [variant, from, to] of cases) {
      await choose(page, variantSelect(dialog), variant);
      await expectRange(dialog, from, to);
      expect(await editable(dialog, "Von"), variant).toBe(false);
      expect(await editable(dialog, "Bis"), variant).toBe(false);
      await expect(count).toHaveCount(0);
      await expect(dialog.getByRole("grid")).toHaveCount(0);
    }

    // the last-n variants: the count offered per unit; the range runs from n units back to today
    const lastN: [string, string[], string, (n: number) => Day][] = [
      [
        "Letzte Tage",
        ["1 Tag", "2 Tage", "3 Tage", "7 Tage", "14 Tage", "21 Tage", "30 Tage"],
        "7 Tage",
        (n) => shift(now, 0, -(n - 1)),
      ],
      [
        "Letzte Monate",
        ["1 Monat", "2 Monate", "3 Monate", "4 Monate", "6 Monate", "9 Monate", "12 Monate"],
        "3 Monate",
        (n) => shift({ ...now, d: 1 }, -(n - 1)),
      ],
      [
        "Letzte Jahre",
        ["1 Jahr", "2 Jahre", "3 Jahre", "4 Jahre", "5 Jahre"],
        "5 Jahre",
        (n) => ({ y: now.y - (n - 1), m: 1, d: 1 }),
      ],
    ];
    for (const [variant, options, pick, start] of lastN) {
      await choose(page, variantSelect(dialog), variant);
      // the count it starts with is one of the offered ones, and the range fits it
      const first = (await count.textContent()) ?? "";
      expect(options, variant).toContain(first);
      await expectRange(dialog, german(start(Number.parseInt(first, 10))), german(now));
      expect(await optionsOf(page, count), variant).toEqual(options);
      await choose(page, count, pick);
      await expectRange(dialog, german(start(Number.parseInt(pick, 10))), german(now));
      expect(await editable(dialog, "Von"), variant).toBe(false);
      await expect(dialog.getByRole("grid")).toHaveCount(0);
    }

    // CUSTOM keeps the range it comes from and makes it editable, with the two-month calendar
    await choose(page, variantSelect(dialog), "Benutzerdefiniert");
    await expectRange(dialog, german({ y: now.y - 4, m: 1, d: 1 }), german(now));
    expect(await editable(dialog, "Von")).toBe(true);
    expect(await editable(dialog, "Bis")).toBe(true);
    await expect(count).toHaveCount(0);
    await expect(dialog.getByRole("grid")).toHaveCount(2);
    expect(
      await field(dialog, "Von")
        .getByRole("spinbutton")
        .evaluateAll((s) => s.map((e) => e.getAttribute("aria-label"))),
    ).toEqual(["Tag", "Monat", "Jahr"]);

    // and back: read-only again, the calendar gone
    await choose(page, variantSelect(dialog), "Aktuelles Jahr");
    expect(await editable(dialog, "Von")).toBe(false);
    await expect(dialog.getByRole("grid")).toHaveCount(0);
  });

  test("by day: DD.MM.YYYY, the bounds 01.01.2000 and 31.12.2100 disable Apply, a reversed range collapses to the day entered", async ({
    page,
  }) => {
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    const apply = dialog.getByRole("button", { name: "Anwenden" });
    await choose(page, variantSelect(dialog), "Benutzerdefiniert");
    await expectRange(dialog, "TT.MM.JJJJ", "TT.MM.JJJJ");
    await expect(apply).toBeEnabled();

    await typeInto(page, dialog, "Von", "31121999");
    await expectRange(dialog, "31.12.1999", "TT.MM.JJJJ");
    await expect(dialog.getByText(MIN_DAY)).toBeVisible();
    await expect(field(dialog, "Von")).toHaveAttribute("aria-invalid", "true");
    await expect(apply).toBeDisabled();

    await typeInto(page, dialog, "Von", "01012000");
    await expect(dialog.getByText(MIN_DAY)).toBeHidden();
    await expect(field(dialog, "Von")).toHaveAttribute("aria-invalid", "false");
    await expect(apply).toBeEnabled();

    await typeInto(page, dialog, "Bis", "01012101");
    await expectRange(dialog, "01.01.2000", "01.01.2101");
    await expect(dialog.getByText(MAX_DAY)).toBeVisible();
    await expect(apply).toBeDisabled();
    await typeInto(page, dialog, "Bis", "31122100");
    await expect(dialog.getByText(MAX_DAY)).toBeHidden();
    await expect(apply).toBeEnabled();

    // a from after the to sets both to the from just entered ...
    await typeInto(page, dialog, "Bis", "30042024");
    await expectRange(dialog, "01.01.2000", "30.04.2024");
    await typeInto(page, dialog, "Von", "15052024");
    await expectRange(dialog, "15.05.2024", "15.05.2024");
    // ... and a to before the from sets both to that to
    await typeInto(page, dialog, "Bis", "09052024");
    await expectRange(dialog, "09.05.2024", "09.05.2024");
    // the month alone edited: a later to leaves the from alone
    await field(dialog, "Bis").getByRole("spinbutton", { name: "Monat" }).click();
    await page.keyboard.type("06");
    await expectRange(dialog, "09.05.2024", "09.06.2024");
    await expect(apply).toBeEnabled();

    // a date typed only in part is no date: named as an error once the field is left
    await field(dialog, "Von").getByRole("spinbutton").first().click();
    await page.keyboard.press("Backspace");
    await expectRange(dialog, "TT.05.2024", "09.06.2024");
    await variantSelect(dialog).focus();
    await expect(dialog.getByText("Bitte ein vollständiges, gültiges Datum eingeben.")).toBeVisible();
    await expect(apply).toBeDisabled();
  });

  test("the two-month calendar of CUSTOM: first click the first day, second click the last day", async ({
    page,
  }) => {
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    await choose(page, variantSelect(dialog), "Benutzerdefiniert");
    const grids = dialog.getByRole("grid");
    await expect(grids).toHaveCount(2);
    // without a range the calendars show this month and the next
    const now = today();
    const next = shift({ ...now, d: 1 }, 1);
    const monthName = ({ y, m }: Day) =>
      new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(Date.UTC(y, m - 1, 15)),
      );
    await expect(dialog.getByText(monthName(now), { exact: true })).toBeVisible();
    await expect(dialog.getByText(monthName(next), { exact: true })).toBeVisible();

    await expect(dialog.getByText("Im Kalender den ersten Tag wählen.")).toBeVisible();
    await grids.first().getByRole("gridcell", { name: "3", exact: true }).click();
    await expect(dialog.getByText("Im Kalender den letzten Tag wählen.")).toBeVisible();
    await expectRange(dialog, german({ ...now, d: 3 }), "TT.MM.JJJJ");
    await grids.last().getByRole("gridcell", { name: "20", exact: true }).click();
    await expectRange(dialog, german({ ...now, d: 3 }), german({ ...next, d: 20 }));
    await expect(dialog.getByText("Im Kalender den ersten Tag wählen.")).toBeVisible();
    // the days of the range are marked in both months, the days around it are not
    await expect(grids.first().getByRole("gridcell", { name: "3", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(grids.first().getByRole("gridcell", { name: "2", exact: true })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    await expect(grids.last().getByRole("gridcell", { name: "20", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(grids.last().getByRole("gridcell", { name: "21", exact: true })).toHaveAttribute(
      "aria-selected",
      "false",
    );

    // a last day before the first sets both to that day
    await grids.first().getByRole("gridcell", { name: "10", exact: true }).click();
    await grids.first().getByRole("gridcell", { name: "5", exact: true }).click();
    await expectRange(dialog, german({ ...now, d: 5 }), german({ ...now, d: 5 }));
  });

  test("a custom day range narrows the rows to closing dates inside it; the chip names it and removing it restores all", async ({
    page,
  }) => {
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    await choose(page, variantSelect(dialog), "Benutzerdefiniert");
    await typeInto(page, dialog, "Von", "01092015");
    await typeInto(page, dialog, "Bis", "31122016");
    await expectRange(dialog, "01.09.2015", "31.12.2016");
    await dialog.getByRole("button", { name: "Anwenden" }).click();
    await expect(dialog).toBeHidden();

    // the register has 8 codes closed in that range, 12112 on its first day
    await expect(range(page, 8)).toBeVisible();
    await expect(range(page, TOTAL)).toBeHidden();
    await expect(rows(page)).toHaveCount(8);
    const closings = await expectClosingsWithin(page, "2015-09-01", "2016-12-31");
    expect(closings).toContain("01.09.2015");
    await expect(rows(page).filter({ hasText: "12112" })).toContainText("01.09.2015");
    await expect(rows(page).filter({ hasText: "12112" })).toContainText("eingestellt");
    await expect.poll(() => new URL(page.url()).hash).toBe("#f.closing=CUSTOM~2015-09-01~2016-12-31");
    await expect(page.getByRole("button", { name: `Filter für ${COLUMN} (aktiv)` })).toBeVisible();

    // the filter opens again with the applied range
    const again = await openClosingFilter(page);
    await expect(variantSelect(again)).toHaveText("Benutzerdefiniert");
    await expectRange(again, "01.09.2015", "31.12.2016");
    await again.getByRole("button", { name: "Abbrechen" }).click();
    await expect(again).toBeHidden();

    const chip = chips(page).getByRole("button", {
      name: `Filter entfernen: ${COLUMN}: 01.09.2015 – 31.12.2016`,
      exact: true,
    });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(chips(page)).toBeHidden();
    await expect(range(page, TOTAL)).toBeVisible();
    await expect(page.getByRole("button", { name: `Filter für ${COLUMN}`, exact: true })).toBeVisible();
  });

  test("by month: MM.YYYY, no 'last days', the month bounds, and whole months filtered", async ({ page }) => {
    test.setTimeout(60_000); // typing in many steps, then a filtered load
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    const apply = dialog.getByRole("button", { name: "Anwenden" });
    await dialog.getByRole("button", { name: "Monate" }).click();
    await expect(dialog.getByRole("button", { name: "Monate" })).toHaveAttribute("aria-pressed", "true");
    expect(await optionsOf(page, variantSelect(dialog))).toEqual(VARIANTS.filter((v) => v !== "Letzte Tage"));

    await choose(page, variantSelect(dialog), "Benutzerdefiniert");
    await expectRange(dialog, "MM.JJJJ", "MM.JJJJ");
    expect(
      await field(dialog, "Von")
        .getByRole("spinbutton")
        .evaluateAll((s) => s.map((e) => e.getAttribute("aria-label"))),
    ).toEqual(["Monat", "Jahr"]);
    // the calendar is for days only
    await expect(dialog.getByRole("grid")).toHaveCount(0);

    await typeInto(page, dialog, "Von", "121999");
    await expect(dialog.getByText(MIN_MONTH)).toBeVisible();
    await expect(apply).toBeDisabled();
    await typeInto(page, dialog, "Von", "012000");
    await expect(dialog.getByText(MIN_MONTH)).toBeHidden();
    await expect(apply).toBeEnabled();
    await typeInto(page, dialog, "Bis", "012101");
    await expect(dialog.getByText(MAX_MONTH)).toBeVisible();
    await expect(apply).toBeDisabled();
    await typeInto(page, dialog, "Bis", "122100");
    await expect(dialog.getByText(MAX_MONTH)).toBeHidden();
    await expect(apply).toBeEnabled();

    // the same swapping as by day
    await typeInto(page, dialog, "Bis", "092015");
    await expectRange(dialog, "01.2000", "09.2015");
    await typeInto(page, dialog, "Von", "102015");
    await expectRange(dialog, "10.2015", "10.2015");
    await typeInto(page, dialog, "Bis", "092015");
    await expectRange(dialog, "09.2015", "09.2015");

    // September 2015 as a whole: the register closed only 12112 then (on the 1st)
    await apply.click();
    await expect(dialog).toBeHidden();
    await expect(range(page, 1)).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("12112");
    await expectClosingsWithin(page, "2015-09-01", "2015-09-30");
    await expect.poll(() => new URL(page.url()).hash).toBe("#f.closing=month~CUSTOM~2015-09-01~2015-09-01");
    const chip = chips(page).getByRole("button", {
      name: `Filter entfernen: ${COLUMN}: 09.2015 – 09.2015`,
      exact: true,
    });
    await expect(chip).toBeVisible();

    // the filter remembers that it counts months
    const again = await openClosingFilter(page);
    await expect(again.getByRole("button", { name: "Monate" })).toHaveAttribute("aria-pressed", "true");
    await expectRange(again, "09.2015", "09.2015");
    await again.getByRole("button", { name: "Abbrechen" }).click();

    await chip.click();
    await expect(chips(page)).toBeHidden();
    await expect(range(page, TOTAL)).toBeVisible();
  });

  test("a relative variant (last 5 years) filters the closing dates of that period", async ({ page }) => {
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    await choose(page, variantSelect(dialog), "Letzte Jahre");
    await choose(page, dialog.getByRole("combobox", { name: "Anzahl" }), "5 Jahre");
    const now = today();
    const from = german({ y: now.y - 4, m: 1, d: 1 });
    await expectRange(dialog, from, german(now));
    await dialog.getByRole("button", { name: "Anwenden" }).click();
    await expect(dialog).toBeHidden();

    await expect(
      chips(page).getByRole("button", { name: `Filter entfernen: ${COLUMN}: letzte 5 Jahre`, exact: true }),
    ).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toBe("#f.closing=LAST_N_YEARS~5");
    await expect(range(page, TOTAL)).toBeHidden();
    const [fromIso, toIso] = [isoOf(from), isoOf(german(now))];
    const expected = (await registerClosings()).filter((day) => day >= fromIso && day <= toIso).length;
    expect(expected).toBeLessThan(TOTAL);
    await expect.poll(() => shownTotal(page)).toBe(expected);
    if (expected > 0) await expectClosingsWithin(page, fromIso, toIso);
    else await expect(table(page)).toContainText("Keine Einträge vorhanden.");
  });

  test("correcting the to day by typing leaves the from alone (SPEC 5 changes it only when it lies after the to)", async ({
    page,
  }) => {
    // Typing 20.05.2024 over a to of 15.05.2024 (from 15.05.2024) gives an ordered range. On the way
    // the field holds 02.05.2024 (after the first digit), which must not count as a to before the from.
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    await choose(page, variantSelect(dialog), "Benutzerdefiniert");
    await typeInto(page, dialog, "Von", "15052024");
    await typeInto(page, dialog, "Bis", "15052024");
    await expectRange(dialog, "15.05.2024", "15.05.2024");
    await typeInto(page, dialog, "Bis", "20052024");
    await expect.poll(() => fieldText(dialog, "Bis")).toBe("20.05.2024");
    expect(await fieldText(dialog, "Von"), "the from the user entered").toBe("15.05.2024");
  });

  test("no axe violations with the date filter open: CUSTOM with its calendars, and with a bounds message", async ({
    page,
  }) => {
    test.setTimeout(60_000); // three axe runs
    await page.emulateMedia({ colorScheme: "light" });
    await openRegister(page);
    const dialog = await openClosingFilter(page);
    await choose(page, variantSelect(dialog), "Benutzerdefiniert");
    await expect(dialog.getByRole("grid")).toHaveCount(2);
    await expectNoAxeViolations(page, "/evas with the closing filter in CUSTOM");

    await typeInto(page, dialog, "Von", "31121999");
    await expect(dialog.getByText(MIN_DAY)).toBeVisible();
    await expectNoAxeViolations(page, "/evas with the closing filter showing its min-date message");

    await choose(page, variantSelect(dialog), "Letzte Monate");
    await expect(dialog.getByRole("combobox", { name: "Anzahl" })).toBeVisible();
    await expectNoAxeViolations(page, "/evas with the closing filter on 'Letzte Monate'");
  });
});

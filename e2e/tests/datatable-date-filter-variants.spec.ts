import { expect, test } from "@playwright/test";
import {
  COLUMN,
  choose,
  type Day,
  editable,
  expectClosingsWithin,
  expectRange,
  field,
  german,
  isoOf,
  lastOfMonth,
  MAX_MONTH,
  MIN_DAY,
  MIN_MONTH,
  openClosingFilter,
  openRegister,
  optionsOf,
  registerClosings,
  shift,
  today,
  typeInto,
  VARIANTS,
  variantSelect,
} from "./date-filter-popover.ts";
import { chips, range, rows, shownTotal, TOTAL, table } from "./evas-table.ts";
import { expectNoAxeViolations } from "./support.ts";

/*
 * The date filter of the generic DataTable (SPEC 2.3, 4 "Date filter variants", 5 "Date filter",
 * 9 bounds) on the closing column ("Stilllegung") of the EVAS register (/evas), driven as a user does:
 * the header's filter button, the variant select, the day/month switch, typing into the masked
 * fields and clicking the two-month calendar. The demo data is the real register and the placeholders of migration 0009: 798 five-digit
 * codes, 188 of them with a closing date between 2003 and 2022 (e.g. 12112 closed on 01.09.2015).
 */

test.describe("date filter of the EVAS closing column: variants and months", () => {
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

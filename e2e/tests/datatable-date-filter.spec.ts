import { expect, test } from "@playwright/test";
import {
  COLUMN,
  choose,
  type Day,
  expectClosingsWithin,
  expectRange,
  field,
  fieldText,
  german,
  MAX_DAY,
  MIN_DAY,
  openClosingFilter,
  openRegister,
  shift,
  today,
  typeInto,
  variantSelect,
} from "./date-filter-popover.ts";
import { chips, range, rows, TOTAL } from "./evas-table.ts";

/*
 * The date filter of the generic DataTable (SPEC 2.3, 4 "Date filter variants", 5 "Date filter",
 * 9 bounds) on the closing column ("Stilllegung") of the EVAS register (/evas), driven as a user does:
 * the header's filter button, the variant select, the day/month switch, typing into the masked
 * fields and clicking the two-month calendar. The demo data is the real register and the placeholders of migration 0009: 798 five-digit
 * codes, 188 of them with a closing date between 2003 and 2022 (e.g. 12112 closed on 01.09.2015).
 */

test.describe("date filter of the EVAS closing column: days typed and picked", () => {
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
});

import { expect, type Page, test } from "@playwright/test";
import { chips, columnTexts, openEvas, range, rows, TABLE_NAME, TOTAL, table } from "./evas-table.ts";
import { ADMIN, expectNoAxeViolations, login, settled } from "./support.ts";
import { tablePage } from "./table-protocol.ts";

/*
 * The generic DataTable's dialogs on the EVAS register (/evas): the toolbar's filter dialog, the
 * columns dialog's ordering, and axe on the EVAS dialogs and the card layout. The demo data holds the
 * real register and the placeholders of migration 0009: 798 five-digit codes, default sort EVAS ascending, page size 10. Templates and CSV:
 * datatable-templates-csv.spec.ts.
 */

const DEFAULT_ORDER = ["Stilllegung", "Beschreibung", "EVAS", "Periodizität", "Aktionen"];

/** The table's column headers by their names (a header also holds its sort state's words). */
async function headerOrder(page: Page): Promise<string[]> {
  const texts = await table(page).getByRole("columnheader").allTextContents();
  return texts.map((text) => DEFAULT_ORDER.find((name) => text.startsWith(name)) ?? text);
}

/** How many EVAS match these filters, as the server counts them (the table protocol, API.md). */
async function serverCount(page: Page, filters: Record<string, unknown>): Promise<number> {
  const answer = await tablePage(page.request, "evas", {
    change: (columns) => {
      for (const column of columns) {
        if (column.id in filters) column.options.filter.value = filters[column.id];
      }
    },
  });
  return answer.records.totalElements;
}

test.describe("DataTable dialogs on /evas", () => {
  test("the toolbar's filter dialog sets two filters at once and clears them all", async ({ page }) => {
    test.setTimeout(60_000); // an axe run and two dialogs, on a busy machine
    await openEvas(page);
    await expect(range(page, TOTAL)).toBeVisible();
    const expected = await serverCount(page, {
      evas: "12",
      period: [{ key: "03", value: "03", display: "" }],
    });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(TOTAL);

    await page.getByRole("button", { name: "Filter", exact: true }).click();
    let dialog = page.getByRole("dialog", { name: "Alle Filter" });
    await settled(dialog);
    // one dialog with every filterable column; not the column header's popover
    await expect(dialog.getByRole("textbox", { name: "Beschreibung", exact: true })).toBeVisible();
    await dialog.getByRole("textbox", { name: "EVAS", exact: true }).fill("12");
    await dialog.getByRole("checkbox", { name: /^03 – / }).check();
    await expectNoAxeViolations(page, "/evas with the filter dialog open");
    await dialog.getByRole("button", { name: "Anwenden" }).click();
    await expect(dialog).toBeHidden();

    await expect(range(page, expected)).toBeVisible();
    await expect
      .poll(async () => {
        const codes = await columnTexts(page, "EVAS");
        const periods = await columnTexts(page, "Periodizität");
        return (
          codes.length > 0 &&
          codes.every((c) => c.startsWith("12")) &&
          periods.every((p) => p.startsWith("03 "))
        );
      })
      .toBe(true);
    await expect(chips(page).getByRole("button", { name: "Filter entfernen: EVAS: 12" })).toBeVisible();
    await expect(
      chips(page).getByRole("button", { name: /^Filter entfernen: Periodizität: 03 – / }),
    ).toBeVisible();
    await expect(chips(page).getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Filter für EVAS (aktiv)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filter für Periodizität (aktiv)" })).toBeVisible();

    // the dialog opens again with the filters in effect, and clears them all
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Alle Filter" });
    await settled(dialog);
    const evas = dialog.getByRole("textbox", { name: "EVAS", exact: true });
    const yearly = dialog.getByRole("checkbox", { name: /^03 – / });
    await expect(evas).toHaveValue("12");
    await expect(yearly).toBeChecked();
    await dialog.getByRole("button", { name: "Alle Filter entfernen" }).click();
    await expect(evas).toHaveValue("");
    await expect(yearly).not.toBeChecked();
    await dialog.getByRole("button", { name: "Anwenden" }).click();
    await expect(dialog).toBeHidden();

    await expect(range(page, TOTAL)).toBeVisible();
    await expect(chips(page)).toBeHidden();
    await expect(rows(page)).toHaveCount(10);
    await expect.poll(() => new URL(page.url()).hash).toBe("");
  });

  test("the columns dialog reorders by buttons and drag, keeps 'actions' last, survives a reload, resets", async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe runs and reloads, on a busy machine
    await openEvas(page);
    await expect.poll(() => headerOrder(page)).toEqual(DEFAULT_ORDER);

    const openColumns = async () => {
      await page.getByRole("button", { name: "Spalten", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Spalten anordnen und auswählen" });
      await settled(dialog);
      return dialog;
    };
    let dialog = await openColumns();
    const order = () => dialog.getByRole("listitem").allTextContents();
    expect(await order()).toEqual(DEFAULT_ORDER);

    // the fixed column: no drag, no up/down, and nothing moves past it
    await expect(dialog.getByTestId("column-actions")).toHaveAttribute("draggable", "false");
    await expect(dialog.getByRole("button", { name: "Aktionen nach oben" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Aktionen nach unten" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Periodizität nach unten" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Stilllegung nach oben" })).toBeDisabled();

    // by keyboard: EVAS up twice, to the front; the button keeps the focus and it is announced
    const up = dialog.getByRole("button", { name: "EVAS nach oben" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("EVAS ist jetzt an Position 2.");
    await expect(up).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("EVAS ist jetzt an Position 1.");
    await expect(up).toBeDisabled();
    expect(await order()).toEqual(["EVAS", "Stilllegung", "Beschreibung", "Periodizität", "Aktionen"]);

    // by drag and drop: the period takes the place of the closing date
    await expect(dialog.getByTestId("column-period")).toHaveAttribute("draggable", "true");
    await dialog.getByTestId("column-period").dragTo(dialog.getByTestId("column-closing"));
    await expect.poll(order).toEqual(["EVAS", "Periodizität", "Stilllegung", "Beschreibung", "Aktionen"]);
    // dragging the fixed column changes nothing
    await dialog.getByTestId("column-actions").dragTo(dialog.getByTestId("column-evas"));
    expect(await order()).toEqual(["EVAS", "Periodizität", "Stilllegung", "Beschreibung", "Aktionen"]);
    await expectNoAxeViolations(page, "/evas with the columns dialog open");

    await dialog.getByRole("button", { name: "Übernehmen" }).click();
    await expect(dialog).toBeHidden();
    const moved = ["EVAS", "Periodizität", "Stilllegung", "Beschreibung", "Aktionen"];
    await expect.poll(() => headerOrder(page)).toEqual(moved);
    await expect
      .poll(() => new URL(page.url()).hash)
      .toContain("order=evas,period,closing,description,actions");
    expect(await page.evaluate(() => localStorage.getItem("table.state.evas"))).toContain(
      "order=evas,period,closing,description,actions",
    );
    // the cells follow their headers
    expect((await columnTexts(page, "EVAS"))[0]).toMatch(/^00000/);

    // kept across a reload (the hash), and on a plain visit of /evas (local storage)
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(() => headerOrder(page)).toEqual(moved);
    await page.goto("surveys");
    await openEvas(page);
    await expect.poll(() => headerOrder(page)).toEqual(moved);

    dialog = await openColumns();
    expect(await order()).toEqual(moved);
    await dialog.getByRole("button", { name: "Zurücksetzen" }).click();
    expect(await order()).toEqual(DEFAULT_ORDER);
    await dialog.getByRole("button", { name: "Übernehmen" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => headerOrder(page)).toEqual(DEFAULT_ORDER);
    await expect.poll(() => new URL(page.url()).hash).toBe("");
  });

  test("no axe violations in the EVAS edit dialog, the delete confirmation and the 375 px cards (admin)", async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe runs and reloads, on a busy machine
    await page.emulateMedia({ colorScheme: "light" });
    await login(page, ADMIN.email, ADMIN.password);
    await openEvas(page);
    await expect.poll(async () => (await columnTexts(page, "EVAS"))[0]).toMatch(/^00000/);
    const first = rows(page).first();
    const description = (await columnTexts(page, "Beschreibung"))[0] ?? "";
    expect(description).not.toBe("");

    await first.getByRole("button", { name: "EVAS 00000 bearbeiten" }).click();
    const edit = page.getByRole("dialog", { name: "EVAS bearbeiten" });
    await settled(edit);
    await expect(edit.getByRole("textbox", { name: "Beschreibung" })).toHaveValue(description);
    await expect(edit.getByRole("textbox", { name: "EVAS" })).toHaveValue("00000");
    await expectNoAxeViolations(page, "EVAS edit dialog");
    await edit.getByRole("button", { name: "Abbrechen" }).click();
    await expect(edit).toBeHidden();

    await first.getByRole("button", { name: "EVAS 00000 löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "EVAS löschen" });
    await settled(confirm);
    await expect(confirm).toContainText("Soll die EVAS 00000 gelöscht werden?");
    await expectNoAxeViolations(page, "EVAS delete confirmation");
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("EVAS erfolgreich gelöscht.")).toHaveCount(0);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(async () => (await columnTexts(page, "EVAS"))[0]).toMatch(/^00000/);
    await expect(range(page, TOTAL)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    const cards = page.getByRole("list", { name: TABLE_NAME, exact: true });
    await expect(cards.getByRole("listitem")).toHaveCount(10);
    await expect(table(page)).toHaveCount(0);
    const card = cards.getByRole("listitem").first();
    await expect(card.getByRole("definition").filter({ hasText: "00000" })).toBeVisible();
    await expect(card.getByRole("button", { name: "EVAS 00000 bearbeiten" })).toBeVisible();
    await expectNoAxeViolations(page, "/evas at 375 px as cards (admin)");
  });
});

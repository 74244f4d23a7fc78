import { readFile } from "node:fs/promises";
import { isDeepStrictEqual } from "node:util";
import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import {
  codes,
  columnTexts,
  expectCodesStartWith,
  expectFirstPage,
  openEvas,
  range,
  rows,
  shownTotal,
  TABLE_NAME,
  table,
} from "./evas-table.ts";
import { demoUser, expectNoAxeViolations, settled, signIn, useOwnClientAddress } from "./support.ts";
import type { TableStateColumn } from "./table-protocol.ts";

/*
 * The generic DataTable as the EVAS register (/evas) uses it, where only a browser shows it: the real
 * server's answers, layout, focus, downloads and axe on the real page. What the table does with a
 * mocked server (the filter editors, dialogs, chips, the address, load errors) its component tests
 * prove (apps/web/src/components/data-table). The demo data holds the real register, sorted by EVAS
 * ascending, 10 a page. Other spec files add, change and delete codes from 97000 on meanwhile, so these
 * tests count only what such changes leave alone: filtered views and the first page (evas-table.ts).
 */

async function openFilter(page: Page, column: string): Promise<Locator> {
  await page.getByRole("button", { name: new RegExp(`^Filter für ${column}( \\(aktiv\\))?$`) }).click();
  const dialog = page.getByRole("dialog", { name: `Filter: ${column}` });
  // faded in: axe measured the contrast of its half-transparent helper text once (a CI run)
  await settled(dialog);
  return dialog;
}

async function filterText(page: Page, column: string, text: string): Promise<void> {
  const dialog = await openFilter(page, column);
  await dialog.getByRole("textbox", { name: column }).fill(text);
  await dialog.getByRole("button", { name: "Anwenden" }).click();
  await expect(dialog).toBeHidden();
}

/** Picks an option of a select of a popover (its list opens in a layer of its own). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** A custom range of closing days from `fromDate` on, as the table sends it. */
const closingFrom = (fromDate: string) => ({ variant: "CUSTOM", fromDate, toDate: null });

/**
 * While the table asks for `column` filtered by `shown`, its page request goes to the real server with
 * `sent` in its place, a value the table itself never sends. Every other request passes untouched.
 */
async function sendFilterAs(page: Page, column: string, shown: unknown, sent: unknown): Promise<void> {
  await page.route(/\/api\/v1\/evas$/, async (route: Route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    const body = request.postDataJSON() as { columns: TableStateColumn[] };
    const filter = body.columns.find((c) => c.id === column)?.options.filter;
    if (!filter || !isDeepStrictEqual(filter.value, shown)) return route.fallback();
    filter.value = sent;
    return route.continue({ postData: JSON.stringify(body) });
  });
}

/** Edits the address's hash, as a user does by hand. */
async function setHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((value) => {
    location.hash = value;
  }, hash);
}

async function filterEvas124(page: Page): Promise<number> {
  await filterText(page, "EVAS", "124");
  await expectCodesStartWith(page, "124");
  return shownTotal(page);
}

test.describe("DataTable on /evas", () => {
  test("text filter on EVAS checks the pattern, narrows by prefix and shows a removable chip", async ({
    page,
  }) => {
    await openEvas(page);
    await expectFirstPage(page);

    const dialog = await openFilter(page, "EVAS");
    const input = dialog.getByRole("textbox", { name: "EVAS" });
    await input.fill("12a");
    await expect(dialog.getByText("Die Eingabe hat nicht das erwartete Format.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Anwenden" })).toBeDisabled();
    await input.fill("124");
    await expect(dialog.getByText("Die Eingabe hat nicht das erwartete Format.")).toBeHidden();
    await dialog.getByRole("button", { name: "Anwenden" }).click();

    await expectCodesStartWith(page, "124");
    expect(await codes(page)).toContain("12411");
    await expect(page.getByRole("button", { name: "Filter für EVAS (aktiv)" })).toBeVisible();

    const chips = page.getByRole("list", { name: "Aktive Filter" });
    const chip = chips.getByRole("button", { name: "Filter entfernen: EVAS: 124" });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(chips).toBeHidden();
    await expectFirstPage(page);
  });

  test("text filter on the description matches a part, regardless of case", async ({ page }) => {
    await openEvas(page);
    await filterText(page, "Beschreibung", "bevölkerungsSTAND");
    await expect.poll(() => codes(page)).toContain("12411");
    const descriptions = await columnTexts(page, "Beschreibung");
    expect(descriptions.length).toBeGreaterThan(0);
    for (const d of descriptions) expect(d.toLowerCase()).toContain("bevölkerungsstand");
    await expect(
      page.getByRole("button", { name: "Filter entfernen: Beschreibung: bevölkerungsSTAND" }),
    ).toBeVisible();
  });

  test("Enter applies a text filter; a long description is cut at 270 px and shown whole on focus", async ({
    page,
  }) => {
    await openEvas(page);
    const dialog = await openFilter(page, "Beschreibung");
    await dialog.getByRole("textbox", { name: "Beschreibung" }).fill("Testerhebungen zur Volkszählung");
    await dialog.getByRole("textbox", { name: "Beschreibung" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect.poll(() => codes(page)).toEqual(["12112"]);

    const full = "Testerhebungen zur Volkszählung - (Stillgelegt am 01.09.2015)";
    const cell = table(page).getByText(full, { exact: true });
    const box = await cell.evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      cut: element.scrollWidth > element.clientWidth,
    }));
    expect(box.width).toBeLessThanOrEqual(270);
    expect(box.cut).toBe(true);
    // reachable by keyboard: tabbing on from the last header control reaches the cell, whose
    // tooltip holds the whole text
    await page.getByRole("button", { name: "Filter für Periodizität" }).focus();
    const focused = () => cell.evaluate((element) => element === document.activeElement);
    for (let step = 0; step < 5 && !(await focused()); step++) await page.keyboard.press("Tab");
    await expect(cell).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText(full);
  });

  test("dropdown filter on the period: every row shows the picked period", async ({ page }) => {
    await openEvas(page);
    const dialog = await openFilter(page, "Periodizität");
    await dialog.getByRole("checkbox", { name: "00 – monatlich" }).check();
    await dialog.getByRole("button", { name: "Anwenden" }).click();
    await expect(page.getByRole("button", { name: /^Filter entfernen: Periodizität: / })).toBeVisible();
    await expect
      .poll(async () => {
        const periods = await columnTexts(page, "Periodizität");
        return periods.length > 0 && periods.every((p) => p === "00 (monatlich)");
      })
      .toBe(true);
  });

  test("the EVAS header cycles the sort: asc (default) → desc → none → asc", async ({ page }) => {
    await openEvas(page);
    const header = table(page).getByRole("columnheader", { name: /^EVAS/ });
    const sortButton = header.getByRole("button", { name: /^EVAS / });
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    expect((await codes(page))[0]).toBe("00000");

    await sortButton.click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect.poll(async () => (await codes(page))[0]).not.toBe("00000");
    const desc = await codes(page);
    expect([...desc].sort().reverse()).toEqual(desc);
    expect(desc[0]! > "90000").toBe(true);

    await sortButton.click();
    await expect(header).toHaveAttribute("aria-sort", "none");
    await expect(sortButton).toHaveAccessibleName("EVAS nicht sortiert");
    await expect.poll(async () => (await codes(page))[0]).not.toBe(desc[0]);

    await sortButton.click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(async () => (await codes(page))[0]).toBe("00000");
  });

  test("page size 20 is kept across a reload; page 2 shows other rows", async ({ page }) => {
    await openEvas(page);
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole("combobox", { name: "Zeilen pro Seite:" }).selectOption("20");
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText(/^1–20 von \d+$/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("table.page.size"))).toBe("20");

    await page.reload();
    await expect(page.getByText(/^1–20 von \d+$/)).toBeVisible();
    await expect(rows(page)).toHaveCount(20);

    const first = await codes(page);
    await page.getByRole("button", { name: "Zur nächsten Seite" }).click();
    await expect(page.getByText(/^21–40 von \d+$/)).toBeVisible();
    await expect.poll(async () => (await codes(page))[0]).not.toBe(first[0]);
    const second = await codes(page);
    expect(second).toHaveLength(20);
    expect(second.filter((c) => first.includes(c))).toEqual([]);
  });

  test("the URL hash holds the state, opens the same view elsewhere and is re-read when edited", async ({
    page,
    context,
  }) => {
    await openEvas(page);
    expect(new URL(page.url()).hash).toBe("");
    const count = await filterEvas124(page);
    await expect.poll(() => new URL(page.url()).hash).toContain("f.evas=124");
    const filtered = await codes(page);

    const other = await context.newPage();
    await other.goto(page.url());
    await expect(range(other, count)).toBeVisible();
    expect(await codes(other)).toEqual(filtered);
    await expect(other.getByRole("button", { name: "Filter entfernen: EVAS: 124" })).toBeVisible();
    await other.close();

    await page.evaluate(() => {
      location.hash = "f.evas=12411";
    });
    await expect(page.getByRole("button", { name: "Filter entfernen: EVAS: 12411" })).toBeVisible();
    await expect.poll(() => codes(page)).toEqual(["12411"]);
    await expect(rows(page).first()).toContainText("Fortschreibung des Bevölkerungsstandes");
  });

  test("a filter the real server refuses: its 400 names the column, in German and in English; without it the rows return", async ({
    page,
  }) => {
    // The table itself refuses letters in the EVAS filter and days outside 2000..2100 (its filter editors
    // and the hash codec), so such values are put into its request on the way to the real server.
    await sendFilterAs(page, "evas", "124", "abc");
    await sendFilterAs(page, "closing", closingFrom("2000-01-01"), closingFrom("1999-12-31"));
    await page.goto("evas#f.evas=124");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(
      "Ungültiger Filter in der Spalte „EVAS“: Der Filter der Spalte evas hat nicht das erwartete Format.",
    );
    await expect(rows(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Filter entfernen: EVAS: 124", exact: true }).click();
    await expect(alert).toHaveCount(0);
    await expectFirstPage(page);

    await setHash(page, "f.closing=CUSTOM~2000-01-01~");
    await expect(alert).toHaveText(
      "Ungültiger Filter in der Spalte „Stilllegung“: Das Datum im Filter der Spalte closing liegt außerhalb von 01.01.2000 bis 31.12.2100.",
    );

    // in English: the server's message and the column's name follow the language
    await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(alert).toHaveText(
      "Invalid filter in column “Decommissioned”: The date in the filter of column closing is outside 01.01.2000 to 31.12.2100.",
    );
    await setHash(page, "f.evas=124");
    await expect(alert).toHaveText(
      "Invalid filter in column “EVAS”: The filter of column evas does not have the expected format.",
    );
    await setHash(page, "");
    await expect(alert).toHaveCount(0);
    await expect(rows(page, "EVAS register")).toHaveCount(10);
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  });

  test("templates: none for anonymous users; save, duplicate name, apply and delete", async ({ page }) => {
    test.setTimeout(60_000); // two page loads and four dialogs
    await openEvas(page);
    await expect(page.getByRole("toolbar", { name: "Tabellenfunktionen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Vorlagen" })).toHaveCount(0);

    await signIn(page, demoUser("StatDBAdmin"));
    await openEvas(page);
    const name = `Ohne Beschreibung ${Date.now()}`;

    // the view to save: without the description column
    await page.getByRole("button", { name: "Spalten", exact: true }).click();
    const columns = page.getByRole("dialog", { name: "Spalten anordnen und auswählen" });
    await columns.getByRole("checkbox", { name: "Beschreibung" }).uncheck();
    await columns.getByRole("button", { name: "Übernehmen" }).click();
    const description = table(page).getByRole("columnheader", { name: /^Beschreibung/ });
    await expect(description).toBeHidden();

    await page.getByRole("button", { name: "Vorlagen" }).click();
    let dialog = page.getByRole("dialog", { name: "Vorlagen" });
    const nameField = dialog.getByRole("textbox", { name: "Name der Vorlage" });
    await nameField.fill(name);
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText(`Vorlage „${name}“ gespeichert.`)).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Gespeicherte Vorlagen" })).toContainText(name);

    await nameField.fill(name);
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog.getByText("Eine Vorlage mit diesem Namen gibt es bereits.")).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();

    // back to all columns, then the template hides the description again
    await page.getByRole("button", { name: "Spalten", exact: true }).click();
    await columns.getByRole("button", { name: "Zurücksetzen" }).click();
    await columns.getByRole("button", { name: "Übernehmen" }).click();
    await expect(description).toBeVisible();

    await page.getByRole("button", { name: "Vorlagen" }).click();
    dialog = page.getByRole("dialog", { name: "Vorlagen" });
    await dialog.getByRole("button", { name: `Vorlage „${name}“ anwenden` }).click();
    await expect(dialog).toBeHidden();
    await expect(description).toBeHidden();
    await expect(table(page).getByRole("columnheader", { name: /^EVAS/ })).toBeVisible();

    // clean up
    await page.getByRole("button", { name: "Vorlagen" }).click();
    await dialog.getByRole("button", { name: `Vorlage „${name}“ löschen` }).click();
    const confirm = page.getByRole("dialog", { name: "Vorlage löschen" });
    await expect(confirm).toContainText(`Soll die Vorlage „${name}“ gelöscht werden?`);
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText(`Vorlage „${name}“ gelöscht.`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: `Vorlage „${name}“ anwenden` })).toHaveCount(0);
  });

  test("CSV of the current view: output.csv with BOM, ';', CRLF, German header and the filtered rows", async ({
    page,
  }) => {
    await useOwnClientAddress(page);
    await openEvas(page);
    const count = await filterEvas124(page);
    await page.getByRole("button", { name: "CSV" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Aktuelle Ansicht" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("output.csv");
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(text).toContain("\r\n");
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
    const lines = text.split("\r\n").filter((line) => line !== "");
    const header = lines[0]!.split(";");
    for (const name of ["Beschreibung", "EVAS", "Periodizität"]) expect(header).toContain(name);
    const records = lines.slice(1);
    expect(records).toHaveLength(count);
    const evasAt = header.indexOf("EVAS");
    for (const record of records) expect(record.split(";")[evasAt]?.replaceAll('"', "")).toMatch(/^124\d\d/);
    expect(text).toContain("Fortschreibung des Bevölkerungsstandes");
  });

  test("grouping by period locks the table to one row per group, with a bar/line chart", async ({ page }) => {
    // the codes from 1 on: no other spec file adds or deletes one of them
    await openEvas(page, "#f.evas=1");
    await expectCodesStartWith(page, "1");
    const total = await shownTotal(page);
    await page.getByRole("button", { name: "Gruppieren" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Periodizität" }).click();

    const grouped = page.getByRole("table", { name: `${TABLE_NAME}, gruppiert nach Periodizität` });
    await expect(grouped).toBeVisible();
    await expect(
      page.getByText(/^Gruppiert nach Periodizität\. Die Tabelle zeigt eine Zeile je Gruppe/),
    ).toBeVisible();
    await expect(grouped.getByRole("columnheader", { name: "Anzahl" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zur nächsten Seite" })).toHaveCount(0);
    const groupRows = grouped.getByRole("row").filter({ has: page.getByRole("cell") });
    const counts: number[] = [];
    for (const row of await groupRows.all()) {
      counts.push(Number((await row.getByRole("cell").last().textContent())?.replaceAll(".", "")));
    }
    expect(counts.length).toBeGreaterThan(1);
    // the groups share out the filtered codes
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    await expect(groupRows.filter({ hasText: "jährlich" }).first()).toBeVisible();

    const chart = page.getByRole("group", { name: "Diagramm" });
    await expect(page.getByRole("figure")).toHaveCount(0);
    await chart.getByRole("button", { name: "Balken" }).click();
    const figure = page.getByRole("figure", { name: "Diagramm der Gruppen nach Periodizität" });
    await expect(figure.locator("svg").first()).toBeVisible();
    await expect(chart.getByRole("button", { name: "Balken" })).toHaveAttribute("aria-pressed", "true");
    await chart.getByRole("button", { name: "Linie" }).click();
    await expect(chart.getByRole("button", { name: "Linie" })).toHaveAttribute("aria-pressed", "true");
    await expect(figure.locator("svg").first()).toBeVisible();
    await chart.getByRole("button", { name: "Kein Diagramm" }).click();
    await expect(figure).toHaveCount(0);

    await page.getByRole("button", { name: "Gruppieren" }).click();
    await page.getByRole("menuitem", { name: "Gruppierung aufheben" }).click();
    await expect(grouped).toBeHidden();
    await expect(range(page, total)).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
  });

  test("at 375 px the records are cards, not a table", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("evas");
    const cards = page.getByRole("list", { name: TABLE_NAME, exact: true });
    await expect(cards.getByRole("listitem")).toHaveCount(10);
    await expect(table(page)).toHaveCount(0);
    const first = cards.getByRole("listitem").first();
    await expect(first.getByRole("term").filter({ hasText: "EVAS" })).toBeVisible();
    await expect(first.getByRole("definition").filter({ hasText: "00000" })).toBeVisible();
    // label and value in MUI's body2 type, the label in the secondary text colour, label beside value
    const term = first.getByRole("term").first();
    const value = first.getByRole("definition").first();
    for (const element of [term, value]) {
      await expect(element).toHaveCSS("font-size", "14px");
      await expect(element).toHaveCSS("margin", "0px");
    }
    await expect(term).toHaveCSS("color", "rgba(0, 0, 0, 0.6)");
    const [termBox, valueBox] = [await term.boundingBox(), await value.boundingBox()];
    expect(termBox?.y).toBe(valueBox?.y);
    expect(termBox && valueBox && termBox.x + termBox.width).toBeLessThanOrEqual(valueBox?.x ?? 0);
    // sorting moves to a toolbar menu on small screens
    await expect(page.getByRole("button", { name: "Sortieren" })).toBeVisible();
  });

  test("no axe violations in the filter popovers: choices, a pattern message, the date filter's calendars and counts (light theme)", async ({
    page,
  }) => {
    test.setTimeout(60_000); // four axe runs, on a busy machine
    await page.emulateMedia({ colorScheme: "light" });
    await openEvas(page);
    const dialog = await openFilter(page, "Periodizität");
    await expect(dialog.getByRole("checkbox", { name: "Alle auswählen" })).toBeVisible();
    await expectNoAxeViolations(page, "/evas with the period filter open");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();

    const text = await openFilter(page, "EVAS");
    await text.getByRole("textbox", { name: "EVAS" }).fill("x");
    await expect(text.getByText("Die Eingabe hat nicht das erwartete Format.")).toBeVisible();
    await expectNoAxeViolations(page, "/evas with the EVAS filter showing its pattern message");
    await text.getByRole("button", { name: "Abbrechen" }).click();
    await expect(text).toBeHidden();

    // the date filter in CUSTOM: its two calendars, and a field named invalid with its bounds message
    const date = await openFilter(page, "Stilllegung");
    await choose(page, date.getByRole("combobox", { name: "Zeitraum" }), "Benutzerdefiniert");
    await expect(date.getByRole("grid")).toHaveCount(2);
    await date.getByRole("group", { name: "Von", exact: true }).getByRole("spinbutton").first().click();
    await page.keyboard.type("31121999");
    await page.keyboard.press("Tab");
    await expect(date.getByText("Das Datum darf nicht vor dem 01.01.2000 liegen.")).toBeVisible();
    await expectNoAxeViolations(page, "/evas with the closing filter in CUSTOM showing its min-date message");
    // a relative variant with its count
    await choose(page, date.getByRole("combobox", { name: "Zeitraum" }), "Letzte Monate");
    await expect(date.getByRole("combobox", { name: "Anzahl" })).toBeVisible();
    await expectNoAxeViolations(page, "/evas with the closing filter on 'Letzte Monate'");
  });

  test("no axe violations in the filter and columns dialogs and in the grouped chart view (light theme)", async ({
    page,
  }) => {
    test.setTimeout(60_000); // three axe runs, on a busy machine
    await page.emulateMedia({ colorScheme: "light" });
    await openEvas(page);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const filters = page.getByRole("dialog", { name: "Alle Filter" });
    await settled(filters);
    await filters.getByRole("textbox", { name: "EVAS", exact: true }).fill("12");
    await filters.getByRole("checkbox", { name: /^03 – / }).check();
    await expectNoAxeViolations(page, "/evas with the filter dialog open");
    await filters.getByRole("button", { name: "Abbrechen" }).click();
    await expect(filters).toBeHidden();

    await page.getByRole("button", { name: "Spalten", exact: true }).click();
    const columns = page.getByRole("dialog", { name: "Spalten anordnen und auswählen" });
    await settled(columns);
    await columns.getByRole("button", { name: "EVAS nach oben" }).click();
    await expect(columns.getByRole("status")).toHaveText("EVAS ist jetzt an Position 2.");
    await expectNoAxeViolations(page, "/evas with the columns dialog open");
    await columns.getByRole("button", { name: "Abbrechen" }).click();
    await expect(columns).toBeHidden();

    await page.getByRole("button", { name: "Gruppieren" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Periodizität" }).click();
    await page.getByRole("group", { name: "Diagramm" }).getByRole("button", { name: "Balken" }).click();
    await expect(page.getByRole("figure").locator("svg").first()).toBeVisible();
    await expectNoAxeViolations(page, "/evas grouped by period with the bar chart");
  });
});

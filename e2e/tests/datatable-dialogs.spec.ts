import { readFile } from "node:fs/promises";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import {
  chips,
  columnTexts,
  openEvas,
  range,
  rows,
  shownTotal,
  TABLE_NAME,
  TOTAL,
  table,
} from "./evas-table.ts";
import { ADMIN, demoUser, expectNoAxeViolations, login } from "./support.ts";

/*
 * The generic DataTable's toolbar dialogs on the EVAS register (/evas): the filter dialog, the
 * columns dialog's ordering, the templates' limits, CSV "all data", and axe on the EVAS dialogs and
 * the card layout. The demo data holds the real register: 795 five-digit codes, default sort EVAS
 * ascending, page size 10.
 */

const DEFAULT_ORDER = ["Stilllegung", "Beschreibung", "EVAS", "Periodizität", "Aktionen"];
const TEMPLATE_LIMIT_MESSAGE =
  "Es können höchstens 12 Vorlagen gespeichert werden. Bitte löschen Sie zuerst eine Vorlage.";

const rangeOfAll = (page: Page) => page.getByText(new RegExp(`^\\d+–\\d+ von ${TOTAL}$`));

/** The table's column headers by their names (a header also holds its sort state's words). */
async function headerOrder(page: Page): Promise<string[]> {
  const texts = await table(page).getByRole("columnheader").allTextContents();
  return texts.map((text) => DEFAULT_ORDER.find((name) => text.startsWith(name)) ?? text);
}

/** A dialog has faded in completely (axe would measure the contrast of half-transparent text). */
async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        return opacity;
      }),
    )
    .toBe(1);
}

interface ColumnState {
  id: string;
  options: { filter: { value: unknown } };
}

/** How many EVAS match these filters, as the server counts them (the table protocol, API.md). */
async function serverCount(page: Page, filters: Record<string, unknown>): Promise<number> {
  const state = (await (await page.request.get("api/v1/evas/tablestate")).json()) as {
    columns: ColumnState[];
  };
  for (const column of state.columns) {
    if (column.id in filters) column.options.filter.value = filters[column.id];
  }
  const response = await page.request.post("api/v1/evas", {
    data: { page: 0, size: 10, columns: state.columns },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { records: { totalElements: number } };
  return answer.records.totalElements;
}

/** A ';'-separated CSV with quoted fields ("" inside quotes is a quote) and CRLF line ends. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += char;
  }
  expect(quoted, "unterminated quote").toBe(false);
  expect(`${record.join(";")}${field}`, "the last line ends with CRLF").toBe("");
  return records;
}

/** Downloads one CSV menu entry; checks the file name, BOM, CRLF and returns its records. */
async function downloadCsv(page: Page, entry: "Aktuelle Ansicht" | "Alle Daten"): Promise<string[][]> {
  await page.getByRole("button", { name: "CSV" }).click();
  const downloading: Promise<Download> = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: entry }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("output.csv");
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  return parseCsv(text);
}

test.describe("DataTable dialogs on /evas", () => {
  test("the toolbar's filter dialog sets two filters at once and clears them all", async ({ page }) => {
    test.setTimeout(60_000); // an axe run and two dialogs, on a busy machine
    await openEvas(page);
    await expect(rangeOfAll(page)).toBeVisible();
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

    await expect(rangeOfAll(page)).toBeVisible();
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
    expect((await columnTexts(page, "EVAS"))[0]).toMatch(/^11111/);

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

  test("templates: 401 for anonymous callers; at most 12 per user, the 13th refused with the limit message", async ({
    page,
  }) => {
    test.setTimeout(120_000); // a login and a dozen saves
    const url = "api/v1/templates/evastable";
    const state = (await (await page.request.get("api/v1/evas/tablestate")).json()) as {
      columns: ColumnState[];
    };
    const body = (name: string) => ({ name, columns: state.columns, defaultTemplate: false });

    // anonymous: the API refuses, whatever the page shows
    const anonymous = await page.request.post(url, { data: body("anonym") });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await page.request.get(url)).status()).toBe(401);

    // OrgAdmin: no other test saves templates as this user
    await login(page, demoUser("OrgAdmin"));
    const token = (await page.evaluate(() => localStorage.getItem("token"))) ?? "";
    expect(token).not.toBe("");
    const headers = { authorization: token };
    const saved = async () => {
      const response = await page.request.get(url, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as { id: number; name: string }[];
    };
    const prefix = `Grenze ${Date.now()}`;
    const ours = async () => (await saved()).filter((t) => t.name.startsWith(prefix));

    try {
      await openEvas(page);
      await page.getByRole("button", { name: "Vorlagen" }).click();
      const dialog = page.getByRole("dialog", { name: "Vorlagen" });
      await settled(dialog);
      const nameField = dialog.getByRole("textbox", { name: "Name der Vorlage" });
      const saveButton = dialog.getByRole("button", { name: "Speichern" });
      const list = dialog.getByRole("list", { name: "Gespeicherte Vorlagen" });
      const before = (await saved()).length;
      expect(before).toBeLessThan(12);

      await expect(saveButton).toBeDisabled(); // an empty name
      for (let n = before + 1; n <= 12; n++) {
        const name = `${prefix} ${n}`;
        await nameField.fill(name);
        if (n === before + 1) await saveButton.click();
        else await nameField.press("Enter");
        await expect(dialog.getByRole("button", { name: `Vorlage „${name}“ anwenden` })).toBeVisible();
        await expect(nameField).toHaveValue("");
      }
      await expect(list.getByRole("listitem")).toHaveCount(12);
      expect(await saved()).toHaveLength(12);
      await expectNoAxeViolations(page, "/evas with the templates dialog open (12 templates)");

      // the 13th: refused with the translated message, nothing saved
      const thirteenth = `${prefix} 13`;
      await nameField.fill(thirteenth);
      await nameField.press("Enter");
      await expect(dialog.getByText(TEMPLATE_LIMIT_MESSAGE)).toBeVisible();
      await expect(nameField).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByRole("button", { name: `Vorlage „${thirteenth}“ anwenden` })).toHaveCount(0);
      await expectNoAxeViolations(page, "/evas templates dialog showing the limit message");
      // and the server, asked directly, refuses too
      const direct = await page.request.post(url, { headers, data: body(thirteenth) });
      expect(direct.status()).toBe(409);
      expect(await direct.json()).toMatchObject({ code: "TEMPLATE_LIMIT_REACHED" });
      expect(await saved()).toHaveLength(12);

      // one deleted, the 13th name fits
      const first = `${prefix} ${before + 1}`;
      await dialog.getByRole("button", { name: `Vorlage „${first}“ löschen` }).click();
      const confirm = page.getByRole("dialog", { name: "Vorlage löschen" });
      await confirm.getByRole("button", { name: "Löschen" }).click();
      await expect(confirm).toBeHidden();
      await expect(dialog.getByRole("button", { name: `Vorlage „${first}“ anwenden` })).toHaveCount(0);
      // typed anew: the message goes when the name changes (a save of the unchanged name would leave it
      // standing: TemplatesDialog clears it only on input)
      await nameField.fill("");
      await expect(dialog.getByText(TEMPLATE_LIMIT_MESSAGE)).toBeHidden();
      await nameField.fill(thirteenth);
      await nameField.press("Enter");
      await expect(dialog.getByRole("button", { name: `Vorlage „${thirteenth}“ anwenden` })).toBeVisible();
      await expect(nameField).toHaveValue("");
      await expect(dialog.getByText(TEMPLATE_LIMIT_MESSAGE)).toBeHidden();
      expect(await saved()).toHaveLength(12);
    } finally {
      for (const template of await ours()) {
        const response = await page.request.post(`${url}/${template.id}/delete`, { headers });
        expect(response.status()).toBe(204);
      }
    }
    expect(await ours()).toEqual([]);
  });

  test("CSV 'all data' ignores the view's filter and columns: every EVAS, default columns; 'current view' does not", async ({
    page,
  }) => {
    // the view: EVAS 124…, without the description column
    await openEvas(page, "#f.evas=124&hide=description");
    await expect(chips(page).getByRole("button", { name: "Filter entfernen: EVAS: 124" })).toBeVisible();
    await expect(rangeOfAll(page)).toBeHidden();
    await expect(table(page).getByRole("columnheader", { name: /^Beschreibung/ })).toHaveCount(0);
    const count = await shownTotal(page);
    expect(count).toBeGreaterThan(0);

    const view = await downloadCsv(page, "Aktuelle Ansicht");
    expect(view[0]).toEqual(["Stilllegung", "EVAS", "Periodizität"]);
    const viewRecords = view.slice(1);
    expect(viewRecords).toHaveLength(count);
    for (const record of viewRecords) expect(record[1]).toMatch(/^124\d\d$/);

    const all = await downloadCsv(page, "Alle Daten");
    expect(all[0]).toEqual(["Stilllegung", "Beschreibung", "EVAS", "Periodizität"]);
    const records = all.slice(1);
    for (const record of records) expect(record).toHaveLength(4);
    const codes = records.map((record) => record[2] ?? "");
    expect(codes).toHaveLength(TOTAL);
    expect(new Set(codes).size).toBe(TOTAL);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    expect(codes).toEqual([...codes].sort()); // the default sort, EVAS ascending
    expect(codes[0]).toBe("11111");
    const row12411 = records.find((record) => record[2] === "12411");
    expect(row12411?.[1]).toContain("Fortschreibung des Bevölkerungsstandes");
    // the current view's rows are those of all data that start with 124
    expect(viewRecords.map((record) => record[1])).toEqual(codes.filter((code) => code.startsWith("124")));
    expect(codes.some((code) => !code.startsWith("124"))).toBe(true);

    // the export leaves the view as it was
    await expect(chips(page).getByRole("button", { name: "Filter entfernen: EVAS: 124" })).toBeVisible();
    await expect(range(page, count)).toBeVisible();
  });

  test("no axe violations in the EVAS edit dialog, the delete confirmation and the 375 px cards (admin)", async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe runs and reloads, on a busy machine
    await page.emulateMedia({ colorScheme: "light" });
    await login(page, ADMIN.email, ADMIN.password);
    await openEvas(page);
    await expect.poll(async () => (await columnTexts(page, "EVAS"))[0]).toMatch(/^11111/);
    const first = rows(page).first();
    const description = (await columnTexts(page, "Beschreibung"))[0] ?? "";
    expect(description).not.toBe("");

    await first.getByRole("button", { name: "EVAS 11111 bearbeiten" }).click();
    const edit = page.getByRole("dialog", { name: "EVAS bearbeiten" });
    await settled(edit);
    await expect(edit.getByRole("textbox", { name: "Beschreibung" })).toHaveValue(description);
    await expect(edit.getByRole("textbox", { name: "EVAS" })).toHaveValue("11111");
    await expectNoAxeViolations(page, "EVAS edit dialog");
    await edit.getByRole("button", { name: "Abbrechen" }).click();
    await expect(edit).toBeHidden();

    await first.getByRole("button", { name: "EVAS 11111 löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "EVAS löschen" });
    await settled(confirm);
    await expect(confirm).toContainText("Soll die EVAS 11111 gelöscht werden?");
    await expectNoAxeViolations(page, "EVAS delete confirmation");
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("EVAS erfolgreich gelöscht.")).toHaveCount(0);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(async () => (await columnTexts(page, "EVAS"))[0]).toMatch(/^11111/);
    await expect(rangeOfAll(page)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    const cards = page.getByRole("list", { name: TABLE_NAME, exact: true });
    await expect(cards.getByRole("listitem")).toHaveCount(10);
    await expect(table(page)).toHaveCount(0);
    const card = cards.getByRole("listitem").first();
    await expect(card.getByRole("definition").filter({ hasText: "11111" })).toBeVisible();
    await expect(card.getByRole("button", { name: "EVAS 11111 bearbeiten" })).toBeVisible();
    await expectNoAxeViolations(page, "/evas at 375 px as cards (admin)");
  });
});

import { readFile } from "node:fs/promises";
import { type Download, expect, type Page, test } from "@playwright/test";
import {
  chips,
  expectCodesStartWith,
  openEvas,
  range,
  shownTotal,
  table,
  untouchedCode,
} from "./evas-table.ts";
import {
  demoUser,
  expectNoAxeViolations,
  sessionToken,
  settled,
  signIn,
  useOwnClientAddress,
} from "./support.ts";
import { tableState } from "./table-protocol.ts";

/*
 * The generic DataTable's saved templates (their limits, SPEC 5) and its CSV menu (current view
 * against all data) on the EVAS register (/evas). The demo data holds the real register and the
 * placeholders of migration 0009, default sort EVAS ascending, page size 10.
 */

const TEMPLATE_LIMIT_MESSAGE =
  "Es können höchstens 12 Vorlagen gespeichert werden. Bitte löschen Sie zuerst eine Vorlage.";

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

/** The register's five-digit codes as the API lists them, sorted. */
async function registerCodes(page: Page): Promise<string[]> {
  const response = await page.request.get("api/v1/evas/length/5");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { evas: string }[]).map((record) => record.evas).sort();
}

test.describe("DataTable templates and CSV on /evas", () => {
  test("templates: 401 for anonymous callers; at most 12 per user, the 13th refused with the limit message", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const url = "api/v1/templates/evastable";
    const columns = await tableState(page.request, "evas");
    const body = (name: string) => ({ name, columns, defaultTemplate: false });

    // anonymous: the API refuses, whatever the page shows
    const anonymous = await page.request.post(url, { data: body("anonym") });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await page.request.get(url)).status()).toBe(401);

    // OrgAdmin: no other test saves templates as this user
    await signIn(page, demoUser("OrgAdmin"));
    const headers = { authorization: await sessionToken(page.request, demoUser("OrgAdmin")) };
    const saved = async () => {
      const response = await page.request.get(url, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as { id: number; name: string }[];
    };
    const prefix = `Grenze ${Date.now()}`;
    const ours = async () => (await saved()).filter((t) => t.name.startsWith(prefix));

    try {
      // all but the last two saved through the API: the dialog saves the 11th by its button, the 12th by
      // Enter, and is refused the 13th
      const before = (await saved()).length;
      expect(before).toBeLessThan(11);
      for (let n = before + 1; n <= 10; n++) {
        const response = await page.request.post(url, { headers, data: body(`${prefix} ${n}`) });
        expect(response.status(), await response.text()).toBe(201);
      }
      await openEvas(page);
      await page.getByRole("button", { name: "Vorlagen" }).click();
      const dialog = page.getByRole("dialog", { name: "Vorlagen" });
      await settled(dialog);
      const nameField = dialog.getByRole("textbox", { name: "Name der Vorlage" });
      const saveButton = dialog.getByRole("button", { name: "Speichern" });
      const list = dialog.getByRole("list", { name: "Gespeicherte Vorlagen" });
      await expect(list.getByRole("listitem")).toHaveCount(10);

      await expect(saveButton).toBeDisabled(); // an empty name
      for (let n = 11; n <= 12; n++) {
        const name = `${prefix} ${n}`;
        await nameField.fill(name);
        if (n === 11) await saveButton.click();
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
      const first = `${prefix} 11`;
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
    await useOwnClientAddress(page);
    // the view: EVAS 124…, without the description column
    await openEvas(page, "#f.evas=124&hide=description");
    await expect(chips(page).getByRole("button", { name: "Filter entfernen: EVAS: 124" })).toBeVisible();
    await expectCodesStartWith(page, "124");
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
    // every EVAS of the register, each once: compared on the codes that no other spec file changes
    expect(codes.filter(untouchedCode)).toEqual((await registerCodes(page)).filter(untouchedCode));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    expect(codes).toEqual([...codes].sort()); // the default sort, EVAS ascending
    expect(codes[0]).toBe("00000");
    const row12411 = records.find((record) => record[2] === "12411");
    expect(row12411?.[1]).toContain("Fortschreibung des Bevölkerungsstandes");
    // the current view's rows are those of all data that start with 124
    expect(viewRecords.map((record) => record[1])).toEqual(codes.filter((code) => code.startsWith("124")));
    expect(codes.some((code) => !code.startsWith("124"))).toBe(true);

    // the export leaves the view as it was
    await expect(chips(page).getByRole("button", { name: "Filter entfernen: EVAS: 124" })).toBeVisible();
    await expect(range(page, count)).toBeVisible();
  });
});

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  CORE_BROKER,
  createSurvey,
  downloadBy,
  fillAndUpload,
  isoXmlFile,
  openAddDialog,
  surveyResources,
  tokenOf,
} from "./resources-support.ts";
import { demoUser, expectNoAxeViolations, readAndCloseError, recordRows, signIn } from "./support.ts";
import { gotoSurvey } from "./surveys-table.ts";

/*
 * The encodings screen /encodings (SPEC 2.14, 5, 9; decision 13) and what its entries mean: the
 * encodings a resource type's files may have. The tests of this file change the one shared list, so
 * they run one after the other, and each removes what it added; no other spec file changes it. The
 * upload uses a survey of 3111/08 with bzr year 73 (see resources-support.ts). Who may not see the page
 * (no drawer entry, the no-permission page) and the server's 403s are proven in EncodingsPage.test.tsx,
 * NavDrawerContent.test.tsx and the rights matrix.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const STAT_DB_ADMIN = demoUser("StatDBAdmin");
const table = (page: Page) => page.getByRole("table", { name: "Kodierungen je Ressourcentyp" });
const rows = (page: Page) => recordRows(table(page));
/** The table's row of an entry; the table shows a type as '94 (PL-Metadaten)'. */
const entryRow = (page: Page, restype: string, encoding: string) =>
  rows(page)
    .filter({ has: page.getByRole("cell", { name: new RegExp(`^${restype} \\(`) }) })
    .filter({ has: page.getByRole("cell", { name: encoding, exact: true }) });
const deleteButton = (page: Page, restype: string, encoding: string) =>
  page.getByRole("button", { name: `Kodierung ${encoding} des Typs ${restype} löschen` });

interface Entry {
  id: number;
  restype: string;
  encoding: string;
}

async function entries(request: APIRequestContext): Promise<Entry[]> {
  const res = await request.get("api/v1/restypEncoding", { headers: await tokenOf(request, STAT_DB_ADMIN) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Entry[];
}

/** Removes an entry a failed test may have left behind. */
async function removeEntry(request: APIRequestContext, restype: string, encoding: string) {
  const headers = await tokenOf(request, STAT_DB_ADMIN);
  for (const e of await entries(request)) {
    if (e.restype === restype && e.encoding === encoding) {
      await request.post(`api/v1/restypEncoding/${e.id}/delete`, { headers });
    }
  }
}

async function openEncodings(page: Page) {
  await page.goto("encodings");
  await expect(page.getByRole("heading", { level: 1, name: "Kodierungen" })).toBeVisible();
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
  await expect(rows(page).first()).toBeVisible();
}

async function pick(page: Page, field: "Ressourcentyp" | "Kodierung", option: string) {
  const form = page.getByRole("form", { name: "Kodierung hinzufügen" });
  await form.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function addEntry(page: Page, type: string, encoding: string) {
  await pick(page, "Ressourcentyp", type);
  await pick(page, "Kodierung", encoding);
  await page.getByRole("button", { name: "Hinzufügen" }).click();
}

async function deleteEntry(page: Page, restype: string, typeName: string, encoding: string) {
  await deleteButton(page, restype, encoding).click();
  const confirm = page.getByRole("dialog", { name: "Kodierung löschen" });
  await expect(confirm).toContainText("Soll dieser Eintrag gelöscht werden?");
  await expect(confirm).toContainText(`Ressourcentyp:${typeName}`);
  await expect(confirm).toContainText(`Kodierung:${encoding}`);
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, "encoding delete confirmation");
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText(`Die Kodierung ${encoding} für ${typeName} wurde gelöscht.`)).toBeVisible();
  await expect(entryRow(page, restype, encoding)).toHaveCount(0);
}

test("the table's page sizes; add with both dropdowns, blanks and a duplicate refused; delete confirmed", async ({
  page,
}) => {
  const total = (await entries(page.request)).length;
  await signIn(page, STAT_DB_ADMIN);
  await openEncodings(page);
  await expect(rows(page)).toHaveCount(Math.min(total, 20));
  await expect(page.getByText(`1–${Math.min(total, 20)} von ${total}`)).toBeVisible();
  const sizes = page.getByRole("combobox", { name: "Zeilen pro Seite:" });
  await expect(sizes).toHaveValue("20");
  await expect(sizes.getByRole("option")).toHaveText(["5", "10", "15", "20", "25", "50", "100", "Alle"]);
  await sizes.selectOption("5");
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText(`1–5 von ${total}`)).toBeVisible();
  await sizes.selectOption("Alle");
  await expect(rows(page)).toHaveCount(total);

  // a blank dropdown: 'invalid-values', nothing sent
  await pick(page, "Ressourcentyp", "94 – PL-Metadaten");
  await page.getByRole("button", { name: "Hinzufügen" }).click();
  await readAndCloseError(page, "Bitte Ressourcentyp und Kodierung auswählen.");
  expect(await entries(page.request)).toHaveLength(total);

  // a pair that exists: the server's message
  await addEntry(page, "99 – Erhebungsbeschreibung", "UTF-8");
  await readAndCloseError(page, "Die Kodierung UTF-8 ist für den Ressourcentyp 99 bereits eingetragen.");
  expect(await entries(page.request)).toHaveLength(total);

  try {
    await addEntry(page, "94 – PL-Metadaten", "ISO-8859-1");
    await expect(
      page.getByText("Die Kodierung ISO-8859-1 wurde für 94 – PL-Metadaten eingetragen."),
    ).toBeVisible();
    await expect(entryRow(page, "94", "ISO-8859-1")).toHaveCount(1);
    await expect(rows(page)).toHaveCount(total + 1);
    // the dropdowns are empty again
    const form = page.getByRole("form", { name: "Kodierung hinzufügen" });
    await expect(form.getByRole("combobox", { name: "Kodierung" })).not.toContainText("ISO");
    expect(
      (await entries(page.request))
        .filter((e) => e.restype === "94")
        .map((e) => e.encoding)
        .sort(),
    ).toEqual(["ISO-8859-1", "ISO-8859-15", "UTF-8"]);

    await deleteEntry(page, "94", "94 – PL-Metadaten", "ISO-8859-1");
    expect(await entries(page.request)).toHaveLength(total);
  } finally {
    await removeEntry(page.request, "94", "ISO-8859-1");
  }
});

test("ISO-8859-1 for type 97: refused until listed on this page, then such an XML is uploaded and downloaded unchanged", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const erhebungsid = await createSurvey(page.request, "730000");
  const file = isoXmlFile("fragebogen_iso.xml");
  const refusal = `Die Datei „${file.name}“ ist in ISO-8859-1 kodiert; für den Ressourcentyp 97 sind nur UTF-8 erlaubt.`;
  await signIn(page, CORE_BROKER);

  // without the entry the upload is refused
  let dialog = await openAddDialog(page, erhebungsid);
  await fillAndUpload(dialog, { type: "97", description: "Fragebogen in ISO-8859-1", file });
  await expect(dialog.getByText(refusal)).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).click();

  try {
    await openEncodings(page);
    await addEntry(page, "97 – Elektronischer Fragebogen", "ISO-8859-1");
    await expect(entryRow(page, "97", "ISO-8859-1")).toHaveCount(1);

    dialog = await openAddDialog(page, erhebungsid);
    await fillAndUpload(dialog, { type: "97", description: "Fragebogen in ISO-8859-1", file });
    await expect(page.getByText("Ressource erfolgreich hochgeladen.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const [stored] = await surveyResources(
      page.request,
      erhebungsid,
      await tokenOf(page.request, CORE_BROKER),
    );
    expect(stored).toMatchObject({ resourcetype: "97", encoding: "ISO-8859-1", fileName: file.name });

    // the detail dialog's download: the very bytes, umlauts as single ISO-8859-1 bytes
    await gotoSurvey(page, erhebungsid);
    await page.getByRole("button", { name: `Details anzeigen: Erhebungsid ${erhebungsid}` }).click();
    const detail = page.getByRole("dialog", { name: `Erhebungsid ${erhebungsid}` });
    const saved = await downloadBy(page, () =>
      detail.getByRole("button", { name: `Ressource ${stored?.mutableKey} herunterladen` }).click(),
    );
    expect(saved.name).toBe(file.name);
    expect(saved.bytes.equals(file.buffer)).toBe(true);
    expect(saved.bytes.includes(Buffer.from("Größenklasse", "latin1"))).toBe(true);
    // an entry deleted on this page: the test above; an encoding no longer listed is refused again:
    // upload-refusals.test.ts
  } finally {
    await removeEntry(page.request, "97", "ISO-8859-1");
  }
});

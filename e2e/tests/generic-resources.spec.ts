import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  CORE_BROKER,
  downloadBy,
  pdfFile,
  type TestFile,
  tokenOf,
  xmlFile,
  zipFile,
} from "./resources-support.ts";
import { ADMIN, adminHeaders, expectNoAxeViolations, recordRows, signIn } from "./support.ts";

/*
 * The general resources page /genericresources (SPEC 2.7, 5; decision 13): the table for anonymous
 * visitors (public rows, downloads only) and for the core broker (GENERICRESOURCE_CREATE and _EDIT) and
 * the SuperAdmin (also _DELETE); the add and edit dialog and the delete. The files this spec adds are
 * internal SDFMeta (01) and schema (02) files named e2e_*, deleted again: anonymous visitors, the Show
 * page's lists and the stylesheet addresses never see them.
 */

test.describe.configure({ timeout: 90_000 });

interface GenericResource {
  id: number;
  resourcetype: string;
  description: string;
  version: string;
  filename: string;
  accessMode: boolean;
  mainGenRes: string | null;
}

const table = (page: Page) => page.getByRole("table", { name: "Allgemeine Ressourcen", exact: true });
const rowOf = (page: Page, filename: string) => recordRows(table(page)).filter({ hasText: filename });

async function listed(request: APIRequestContext, headers: Record<string, string> = {}) {
  const res = await request.get("api/v1/genericResource", { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as GenericResource[];
}

async function contentOf(request: APIRequestContext, id: number, headers: Record<string, string> = {}) {
  const res = await request.get(`api/v1/genericResource/${id}/content`, { headers });
  expect(res.status()).toBe(200);
  return res.body();
}

async function openPage(page: Page) {
  await page.goto("genericresources");
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
  await expect(recordRows(table(page)).first()).toBeVisible();
}

/** Removes what a test added (also when it failed half-way), as the SuperAdmin. */
async function removeAdded(request: APIRequestContext, prefix: string) {
  const headers = await adminHeaders(request);
  for (const r of await listed(request, headers)) {
    if (r.filename.startsWith(prefix))
      await request.get(`api/v1/genericResource/${r.id}/delete`, { headers });
  }
}

test("anonymous visitors see the public rows with their downloads only; the type filter narrows them", async ({
  page,
}) => {
  await openPage(page);
  const rows = recordRows(table(page));
  const publicOnes = (await listed(page.request)).map((r) => r.filename);
  await expect(rows).toHaveCount(publicOnes.length);
  for (const name of ["sdfmeta_2_4.xml", "erhebungsbeschreibung.xsd", "raw2html.xsl", "res2html.xsl"]) {
    await expect(rowOf(page, name)).toContainText("öffentlich");
  }
  await expect(rowOf(page, "sdfmeta_2_3.xml")).toHaveCount(0);
  await expect(rowOf(page, "datml-raw-2.5.zip")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Allgemeine Ressource anlegen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: / (bearbeiten|löschen)$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: / herunterladen$/ })).toHaveCount(publicOnes.length);

  // the download is the stored file
  const sdfmeta = (await listed(page.request)).find((r) => r.filename === "sdfmeta_2_4.xml");
  const saved = await downloadBy(page, () =>
    page.getByRole("button", { name: "sdfmeta_2_4.xml herunterladen" }).click(),
  );
  expect(saved.name).toBe("sdfmeta_2_4.xml");
  expect(saved.bytes.equals(await contentOf(page.request, sdfmeta?.id ?? 0))).toBe(true);

  // the type filter
  await page.getByRole("button", { name: /^Filter für Typ( \(aktiv\))?$/ }).click();
  const filter = page.getByRole("dialog", { name: "Filter: Typ" });
  await filter.getByRole("checkbox", { name: "04 – res2html" }).check();
  await filter.getByRole("button", { name: "Anwenden" }).click();
  await expect(page.getByRole("button", { name: "Filter entfernen: Typ: 04 – res2html" })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "res2html" })).toHaveCount(2);
  await expect(rowOf(page, "raw2html.xsl")).toHaveCount(0);
});

test("logged in with the rights: internal rows, add and edit for the core broker, delete for the SuperAdmin", async ({
  page,
}) => {
  await signIn(page, CORE_BROKER);
  await openPage(page);
  await expect(rowOf(page, "sdfmeta_2_3.xml")).toContainText("intern");
  await expect(rowOf(page, "datml-raw-2.5.zip")).toContainText("intern");
  await expect(page.getByRole("button", { name: "Allgemeine Ressource anlegen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "sdfmeta_2_3.xml bearbeiten" })).toBeVisible();
  await expect(page.getByRole("button", { name: / löschen$/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "general resources, core broker");

  await signIn(page, ADMIN.email);
  await openPage(page);
  await expect(page.getByRole("button", { name: "sdfmeta_2_3.xml löschen" })).toBeVisible();
});

function dialogFields(dialog: Locator) {
  return {
    type: dialog.getByRole("combobox", { name: "Typ" }),
    bzr: dialog.getByRole("textbox", { name: "BZR" }),
    description: dialog.getByRole("textbox", { name: "Beschreibung" }),
    version: dialog.getByRole("textbox", { name: "Version", exact: true }),
    main: dialog.getByRole("textbox", { name: "Hauptdatei" }),
    file: dialog.getByLabel(/^(Datei|Neue Datei \(optional\))$/),
    save: dialog.getByRole("button", { name: "Speichern" }),
  };
}

async function chooseType(page: Page, dialog: Locator, option: string) {
  await dialogFields(dialog).type.click();
  await page.getByRole("option", { name: option }).click();
  await expect(dialogFields(dialog).type).toHaveText(option);
}

// The dialog's own rules (each type's accepted files and messages, the bzr hidden for 03 and 04, the type
// fixed by a chosen file) are proven in GenericResourceDialog.test.tsx and fileRules.test.ts; here the
// dialog's look in a browser, the server's refusal of a missing main file, and what it stores.
test("the add dialog: its messages, the type locked by a file, the zip's main file refused by the server, an ISO-8859-1 file kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CORE_BROKER);
  await openPage(page);
  await page.getByRole("button", { name: "Allgemeine Ressource anlegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Allgemeine Ressource anlegen" });
  const fields = dialogFields(dialog);
  await expect(fields.type).toHaveText("01 – SDFMeta");
  await expect(fields.bzr).toHaveValue(`${String(new Date().getFullYear()).slice(2)}0000`);
  await expect(dialog.getByText("Erlaubt: .xml")).toBeVisible();
  await expectNoAxeViolations(page, "general resource add dialog");

  // nothing given: the file and the description
  await fields.save.click();
  await expect(dialog.getByText("Bitte eine Datei hochladen.").first()).toBeVisible();
  await expect(dialog.getByText("Bitte die rot markierten Felder ausfüllen.")).toBeVisible();
  await expectNoAxeViolations(page, "general resource add dialog with its messages");

  // a file of the wrong format, which also fixes the type until it is removed
  await fields.file.setInputFiles(pdfFile("e2e_neu_falsch.pdf"));
  await expect(dialog.getByText("Für SDFMeta sind nur XML-Dateien erlaubt.").first()).toBeVisible();
  await expect(fields.type).toHaveAttribute("aria-disabled", "true");
  await expect(
    dialog.getByText(
      "Der Typ ist durch die gewählte Datei festgelegt. Entfernen Sie die Datei, um ihn zu ändern.",
    ),
  ).toBeVisible();
  // the locked type's note once faded with the field, below 4.5:1 contrast (mended in 45e3cf0)
  await expectNoAxeViolations(page, "general resource add dialog, type locked by the file");
  await dialog.getByRole("button", { name: "Datei entfernen" }).click();
  await expect(fields.type).not.toHaveAttribute("aria-disabled", "true");

  // a schema package: the main file is required and must be in the archive
  await chooseType(page, dialog, "02 – Schemadatei");
  const zip: TestFile = zipFile("e2e_neu_schemapaket.zip", [
    { name: "schema.xsd", text: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>' },
    { name: "typen.xsd", text: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>' },
  ]);
  await fields.file.setInputFiles(zip);
  await expect(fields.main).toBeVisible();
  await fields.description.fill("Schemapaket der Prüfung");
  await fields.version.fill("0.1");
  await fields.save.click();
  await expect(dialog.getByText("Bitte die rot markierten Felder ausfüllen.")).toBeVisible();
  await expect(fields.main).toHaveAttribute("aria-invalid", "true");
  await fields.main.fill("fehlt.xsd");
  await fields.save.click();
  await expect(
    dialog.getByText(/Die Hauptdatei „fehlt\.xsd“ ist nicht im ZIP-Archiv enthalten\./),
  ).toBeVisible();
  await expectNoAxeViolations(page, "general resource add dialog with the server's refusal");
  expect(
    (await listed(page.request, await tokenOf(page.request, CORE_BROKER))).map((r) => r.filename),
  ).not.toContain(zip.name);
  await fields.main.fill("schema.xsd");
  await fields.save.click();
  await expect(page.getByText("Allgemeine Ressource erfolgreich angelegt.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, zip.name)).toContainText("Schemapaket der Prüfung");
  await expect(rowOf(page, zip.name)).toContainText("intern");

  // an SDFMeta file in ISO-8859-1 (the encodings list it for 01), downloaded as it was uploaded
  await page.getByRole("button", { name: "Allgemeine Ressource anlegen" }).click();
  const xml = {
    ...xmlFile("e2e_neu_sdfmeta.xml", "sdfmeta"),
    buffer: Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<sdfmeta>Schlüssel für Gemeindegröße</sdfmeta>\n',
      "latin1",
    ),
  };
  await fields.file.setInputFiles(xml);
  await fields.description.fill("SDF-Metadaten der Prüfung");
  await fields.save.click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, xml.name)).toContainText("ISO-8859-1");
  const saved = await downloadBy(page, () =>
    page.getByRole("button", { name: `${xml.name} herunterladen` }).click(),
  );
  expect(saved.name).toBe(xml.name);
  expect(saved.bytes.equals(xml.buffer)).toBe(true);

  const stored = await listed(page.request, await tokenOf(page.request, CORE_BROKER));
  expect(stored.find((r) => r.filename === zip.name)).toMatchObject({
    resourcetype: "02",
    mainGenRes: "schema.xsd",
    accessMode: false,
  });
  // only this test's files: the edit test runs beside it with files of its own
  await removeAdded(page.request, "e2e_neu_");
});

test("edit changes the fields and the file; delete asks first (SuperAdmin)", async ({ page }) => {
  const headers = await tokenOf(page.request, CORE_BROKER);
  const original = xmlFile("e2e_bearbeiten.xml", "sdfmeta", "erste Fassung");
  const created = await page.request.post("api/v1/genericResource", {
    headers,
    multipart: {
      genericresource: JSON.stringify({
        resourcetype: "01",
        datmlRawVersion: "2.4",
        version: "1.0",
        bzr: "250000",
        description: "Zum Bearbeiten",
        accessMode: false,
      }),
      file: original,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as GenericResource;

  try {
    await signIn(page, CORE_BROKER);
    await openPage(page);
    await page.getByRole("button", { name: `${original.name} bearbeiten` }).click();
    const dialog = page.getByRole("dialog", { name: "Allgemeine Ressource bearbeiten" });
    const fields = dialogFields(dialog);
    await expect(fields.description).toHaveValue("Zum Bearbeiten");
    await expect(fields.type).toHaveAttribute("aria-disabled", "true");
    await expect(
      dialog.getByText("Der Typ gehört zur gespeicherten Datei und kann nicht geändert werden."),
    ).toBeVisible();
    // the locked type's note once faded with the field, below 4.5:1 contrast (mended in 45e3cf0)
    await expectNoAxeViolations(page, "general resource edit dialog");
    await fields.description.fill("");
    await fields.save.click();
    await expect(dialog.getByText("Bitte die rot markierten Felder ausfüllen.")).toBeVisible();
    await fields.description.fill("Bearbeitet");
    await fields.version.fill("1.1");
    const replacement = xmlFile(original.name, "sdfmeta", "zweite Fassung");
    await fields.file.setInputFiles(replacement);
    await fields.save.click();
    await expect(page.getByText("Allgemeine Ressource erfolgreich bearbeitet.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, original.name)).toContainText("Bearbeitet");
    expect((await listed(page.request, headers)).find((r) => r.id === id)).toMatchObject({
      description: "Bearbeitet",
      version: "1.1",
    });
    expect((await contentOf(page.request, id, headers)).equals(replacement.buffer)).toBe(true);

    await signIn(page, ADMIN.email);
    await openPage(page);
    await page.getByRole("button", { name: `${original.name} löschen` }).click();
    const confirm = page.getByRole("dialog", { name: "Allgemeine Ressource löschen" });
    await expect(confirm).toContainText(`Soll die allgemeine Ressource ${original.name} gelöscht werden?`);
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, "general resource delete confirmation");
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect(rowOf(page, original.name)).toBeVisible();
    await page.getByRole("button", { name: `${original.name} löschen` }).click();
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText(`Die allgemeine Ressource ${original.name} wurde gelöscht.`)).toBeVisible();
    await expect(rowOf(page, original.name)).toHaveCount(0);
    expect((await listed(page.request, headers)).map((r) => r.id)).not.toContain(id);
  } finally {
    await removeAdded(page.request, "e2e_bearbeiten");
  }
});

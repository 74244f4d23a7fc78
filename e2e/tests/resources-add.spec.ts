import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  addForm,
  CORE_BROKER,
  changeResource,
  createSurvey,
  fillAndUpload,
  largeTextFile,
  openAddDialog,
  pdfFile,
  SPECIALIST,
  surveyResources,
  tokenOf,
  uploadResource,
  xmlFile,
  zipFile,
} from "./resources-support.ts";
import { expectNoAxeViolations, signIn } from "./support.ts";

/*
 * The add-resource dialog of the surveys screen (SPEC 2.4, 5; decision 13) as the demo specialist
 * (fachadmin: res_rights for 3111 in Baden-Württemberg, so types 97 to 86) and the core broker
 * (RESOURCE_EDIT: every type). Surveys of 3111/08 with bzr year 70 (see resources-support.ts).
 */

test.describe.configure({ timeout: 90_000 });

const UPLOADED = "Ressource erfolgreich hochgeladen.";
const TYPES_OF_SPECIALIST = [
  "97 – Elektronischer Fragebogen",
  "95 – Umsteigeschlüssel",
  "94 – PL-Metadaten",
  "93 – PL-Prüfcode",
  "92 – Einheitlicher Papierfragebogen",
  "91 – Fachinformationen",
  "90 – Beispiele",
  "89 – Datensatzbeschreibung",
  "88 – Sonstiges",
  "87 – PL-Dokumentation",
  "86 – IDEV-Paket",
];

const optionTexts = (select: Locator) => select.locator("option").allTextContents();

/** Counts the upload calls the page sends (a file refused by the dialog must send none). */
function countUploads(page: Page): () => number {
  let uploads = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/v1\/eid\/\d+\/resource$/.test(request.url())) uploads++;
  });
  return () => uploads;
}

// The dialog's own rules (each type's specializations and formats, the valid-from bzr of 93 and 94, a file
// of the wrong type refused at once, the required fields) are proven in AddResourceDialog.test.tsx; here
// the types the real rights of the demo specialist open, and the dialog's look in a browser (axe).
test("the specialist's types from the real rights; the required fields' messages; nothing sent", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "700000");
  const uploads = countUploads(page);
  await signIn(page, SPECIALIST);
  const dialog = await openAddDialog(page, erhebungsid);
  const form = addForm(dialog);
  await expect(dialog.getByRole("tab", { name: "Neue Ressource" })).toHaveAttribute("aria-selected", "true");

  // only the types of res_rights: not 99 and 98, which need it_res_rights; 97 first and chosen
  expect(await optionTexts(form.type)).toEqual(TYPES_OF_SPECIALIST);
  await expect(form.type).toHaveValue("97");
  await expect(dialog.getByText("Erlaubt: .xml")).toBeVisible();
  await expectNoAxeViolations(page, "add-resource dialog");

  // nothing filled in: both messages, the description takes the focus
  await form.upload.click();
  await expect(dialog.getByText("Bitte eine Beschreibung angeben", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Bitte eine Datei hochladen", { exact: true })).toBeVisible();
  await expect(form.description).toBeFocused();
  await expectNoAxeViolations(page, "add-resource dialog with the required messages");

  expect(uploads()).toBe(0);
  expect(await surveyResources(page.request, erhebungsid, await tokenOf(page.request))).toEqual([]);
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
});

test("the core broker (RESOURCE_EDIT) may add every type, the survey description first", async ({ page }) => {
  const erhebungsid = await createSurvey(page.request, "701001");
  await signIn(page, CORE_BROKER);
  const form = addForm(await openAddDialog(page, erhebungsid));
  const types = await optionTexts(form.type);
  expect(types).toEqual(["99 – Erhebungsbeschreibung", "98 – Liefervereinbarung", ...TYPES_OF_SPECIALIST]);
  await expect(form.type).toHaveValue("99");
  expect(await optionTexts(form.specialization)).toEqual(["00"]);
});

test("uploads an XML, a PDF and a ZIP; each succeeds and the existing resources list them", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "703001");
  await signIn(page, SPECIALIST);
  const files = {
    xml: xmlFile("fragebogen_2070.xml"),
    pdf: pdfFile("papierfragebogen_2070.pdf"),
    zip: zipFile("pruefcode_2070.zip", [
      { name: "pruefung.xml", text: "<pruefung/>" },
      { name: "liesmich.txt", text: "Prüfcode für 2070" },
    ]),
  };

  let dialog = await openAddDialog(page, erhebungsid);
  await fillAndUpload(dialog, { type: "97", description: "Elektronischer Fragebogen 2070", file: files.xml });
  await expect(page.getByText(UPLOADED)).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await openAddDialog(page, erhebungsid);
  await fillAndUpload(dialog, {
    type: "92",
    specialization: "03",
    description: "Papierfragebogen Teil 3",
    file: files.pdf,
  });
  await expect(dialog).toBeHidden();

  dialog = await openAddDialog(page, erhebungsid);
  await fillAndUpload(dialog, {
    type: "93",
    specialization: "01",
    bzr: "703002",
    description: "Prüfcode ab dem 2. Quartal",
    file: files.zip,
  });
  await expect(dialog).toBeHidden();

  // what the server stored: three blocked resources, keys by type, specialization, version (and bzr)
  const stored = await surveyResources(page.request, erhebungsid, await tokenOf(page.request));
  const byType = (type: string) => stored.find((r) => r.resourcetype === type);
  expect(stored).toHaveLength(3);
  expect(byType("97")).toMatchObject({
    mutableKey: `${erhebungsid}97000001`,
    status: 0,
    fileName: files.xml.name,
  });
  expect(byType("92")).toMatchObject({
    mutableKey: `${erhebungsid}92030001`,
    status: 0,
    fileName: files.pdf.name,
  });
  expect(byType("93")).toMatchObject({
    mutableKey: `703002${erhebungsid}93010001`,
    description: "Prüfcode ab dem 2. Quartal",
    fileName: files.zip.name,
  });

  // the existing resources tab shows them
  dialog = await openAddDialog(page, erhebungsid);
  await dialog.getByRole("tab", { name: "Vorhandene Ressourcen" }).click();
  const table = dialog.getByRole("table", { name: `Vorhandene Ressourcen der Erhebungsid ${erhebungsid}` });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `${erhebungsid}92030001` })).toContainText(
    ["Papierfragebogen Teil 3", "92 – Einheitlicher Papierfragebogen", "03", "gesperrt"].join(""),
  );
  await expect(rows.filter({ hasText: `703002${erhebungsid}93010001` })).toContainText("93 – PL-Prüfcode");
  await expect(rows.filter({ hasText: `${erhebungsid}97000001` })).toContainText(
    "Elektronischer Fragebogen 2070",
  );
  await expectNoAxeViolations(page, "add-resource dialog, existing resources");
});

test("the progress bar shows the percentage; cancel aborts, keeps the form and adds nothing", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "704001");
  await signIn(page, SPECIALIST);
  const dialog = await openAddDialog(page, erhebungsid);
  const form = addForm(dialog);
  const file = largeTextFile("fachinformationen_2070.txt", 3);

  // a slow line: 3 MB at 64 KB/s take about 48 seconds, so the upload is still running when the cancel
  // comes after an axe check (at 256 KB/s, 12 s, the upload ended during a slow check in the clean-clone
  // run at 52e4903 and the dialog had closed)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const throttle = (uploadThroughput: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(64 * 1024);

  await fillAndUpload(dialog, { type: "91", description: "Fachinformationen 2070", file });
  const bar = dialog.getByRole("progressbar", { name: /^Hochgeladen: \d+ %$/ });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  // the bar's value and its visible label, read at once: the same percentage, below 100
  const shown = await bar.evaluate((element) => ({
    value: Number(element.getAttribute("aria-valuenow")),
    label: document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent,
  }));
  expect(shown.value).toBeLessThan(100);
  expect(shown.label).toBe(`Hochgeladen: ${shown.value} %`);
  await expect(form.description).toBeDisabled();
  await expect(form.type).toBeDisabled();
  await expectNoAxeViolations(page, "add-resource dialog while uploading");

  await dialog.getByRole("button", { name: "Hochladen abbrechen" }).click();
  await expect(dialog.getByText("Das Hochladen wurde abgebrochen.")).toBeVisible();
  await expect(bar).toBeHidden();
  // the form is kept for another attempt
  await expect(form.type).toHaveValue("91");
  await expect(form.description).toHaveValue("Fachinformationen 2070");
  await expect(dialog.getByText(/^fachinformationen_2070\.txt \(3 MB\)$/)).toBeVisible();
  await expect(form.upload).toBeFocused();
  await expectNoAxeViolations(page, "add-resource dialog after a cancel");
  expect(await surveyResources(page.request, erhebungsid, await tokenOf(page.request))).toEqual([]);

  // again, on a faster line, to the end
  await throttle(2 * 1024 * 1024);
  await form.upload.click();
  await expect(bar).toBeVisible();
  await expect(page.getByText(UPLOADED)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const stored = await surveyResources(page.request, erhebungsid, await tokenOf(page.request));
  expect(stored.map((r) => [r.resourcetype, r.fileName])).toEqual([["91", file.name]]);
});

test("a file the server refuses (a PDF named .xml) shows its German message; the form stays", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "704002");
  await signIn(page, SPECIALIST);
  const dialog = await openAddDialog(page, erhebungsid);
  const disguised = { ...pdfFile("fragebogen.xml"), mimeType: "text/xml" };

  const answer = page.waitForResponse((r) => r.url().endsWith(`/eid/${erhebungsid}/resource`));
  await fillAndUpload(dialog, { type: "97", description: "Fragebogen, falsch benannt", file: disguised });
  expect((await answer).status()).toBe(415);
  await expect(
    dialog.getByText(
      /^Für den Ressourcentyp 97 \(Elektronischer Fragebogen\) sind nur XML-Dateien erlaubt\. Der Inhalt der Datei „fragebogen\.xml“ passt nicht dazu/,
    ),
  ).toBeVisible();
  await expect(dialog.getByRole("progressbar")).toHaveCount(0);
  await expect(addForm(dialog).description).toHaveValue("Fragebogen, falsch benannt");
  await expect(page.getByText(UPLOADED)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "add-resource dialog with the server's refusal");

  // XML that is not well-formed is refused the same way
  await addForm(dialog).file.setInputFiles({
    name: "kaputt.xml",
    mimeType: "text/xml",
    buffer: Buffer.from("<fragebogen><frage></fragebogen>"),
  });
  await addForm(dialog).upload.click();
  await expect(dialog.getByText(/^Die Datei „kaputt\.xml“ ist kein wohlgeformtes XML/)).toBeVisible();
  expect(await surveyResources(page.request, erhebungsid, await tokenOf(page.request))).toEqual([]);
});

test("'replace the newest version' replaces a blocked one in place and is refused for a usable one", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "704003");
  const headers = await tokenOf(page.request);
  const first = await uploadResource(
    page.request,
    headers,
    erhebungsid,
    { resourcetype: "97", description: "Erste Fassung" },
    xmlFile("fassung1.xml", "fragebogen", "erste Fassung"),
  );
  await signIn(page, SPECIALIST);
  const second = xmlFile("fassung2.xml", "fragebogen", "zweite Fassung");

  // blocked: replaced in place, same key, new file and description
  let dialog = await openAddDialog(page, erhebungsid);
  const overwrite = dialog.getByRole("checkbox", { name: "Neueste Version ersetzen" });
  await expect(overwrite).not.toBeChecked();
  await overwrite.check();
  await fillAndUpload(dialog, { type: "97", description: "Zweite Fassung", file: second });
  await expect(dialog).toBeHidden();
  let stored = await surveyResources(page.request, erhebungsid, headers);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    id: first.id,
    mutableKey: first.mutableKey,
    description: "Zweite Fassung",
    fileName: "fassung2.xml",
  });
  const content = await page.request.get(`api/v1/resource/content/${first.id}`, { headers });
  expect((await content.body()).equals(second.buffer)).toBe(true);

  // usable: never changed under its users; the refusal shows above the form
  await changeResource(page.request, headers, first.id, "status/usable");
  dialog = await openAddDialog(page, erhebungsid);
  await dialog.getByRole("checkbox", { name: "Neueste Version ersetzen" }).check();
  await fillAndUpload(dialog, { type: "97", description: "Dritte Fassung", file: second });
  await expect(
    dialog.getByText(/^Version 0001 kann nicht ersetzt werden: Nur gesperrte, testbare oder getestete/),
  ).toBeVisible();
  await expectNoAxeViolations(page, "add-resource dialog refusing the replacement");
  expect(await surveyResources(page.request, erhebungsid, headers)).toHaveLength(1);

  // without the replacement: the next version
  await dialog.getByRole("checkbox", { name: "Neueste Version ersetzen" }).uncheck();
  await addForm(dialog).upload.click();
  await expect(dialog).toBeHidden();
  stored = await surveyResources(page.request, erhebungsid, headers);
  expect(stored.map((r) => r.mutableKey).sort()).toEqual([
    `${erhebungsid}97000001`,
    `${erhebungsid}97000002`,
  ]);
});

test("closing the dialog during an upload cancels it", async ({ page }) => {
  const erhebungsid = await createSurvey(page.request, "704004");
  await signIn(page, SPECIALIST);
  const dialog = await openAddDialog(page, erhebungsid);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  const failed = page.waitForEvent("requestfailed", (r) => r.url().endsWith(`/eid/${erhebungsid}/resource`));
  await fillAndUpload(dialog, {
    type: "91",
    description: "Abgebrochen",
    file: largeTextFile("abgebrochen.txt", 1),
  });
  await expect(dialog.getByRole("progressbar")).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  await failed;
  expect(await surveyResources(page.request, erhebungsid, await tokenOf(page.request))).toEqual([]);
});

import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Download, expect, type Locator, type Page } from "@playwright/test";
import { buildPdf, buildZip } from "../../apps/server/src/seed/files.ts";
import { adminHeaders, demoUser, sessionToken } from "./support.ts";
import { entry, gotoSurvey, openMenu } from "./surveys-table.ts";

/*
 * The resources end-to-end files share these: files built in the test (valid XML, PDF, ZIP and text),
 * surveys of their own created through the API, resources uploaded and changed through the API for the
 * set up, and the add dialog as the surveys screen opens it.
 *
 * Each spec file takes surveys of statistic 3111 in Baden-Württemberg (08), where the demo specialist
 * fachadmin has res_rights, with a bzr year of its own: 70 (add dialog), 71 (resource edit page),
 * 72 (downloads), 73 (encodings). The demo data's surveys are of the years 2016 to now, and the other
 * spec files use statistic 1261 or 09xx; so no test meets another's data.
 */

export const SPECIALIST = demoUser("FachAdmin");
export const CORE_BROKER = demoUser("CoreBroker");
export const STATISTIC = "3111";
export const OFFICE = "08";

/** A file as `setInputFiles` takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A resource as the server answers it (decision 13). */
export interface ResourceAnswer {
  id: number;
  resourcetype: string;
  specialization: string;
  description: string;
  mutableKey: string;
  status: number;
  accessMode: boolean;
  fileName: string;
  encoding: string | null;
  countCore?: number;
  countIntern?: number;
  countExtern?: number;
}

export function xmlFile(name: string, root = "fragebogen", text = "Größe der Baufläche in m²"): TestFile {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} version="1">\n  <frage nr="1">${text}</frage>\n</${root}>\n`;
  return { name, mimeType: "text/xml", buffer: Buffer.from(xml, "utf8") };
}

/** An XML file in ISO-8859-1 with umlauts: every umlaut is one byte, which UTF-8 would reject. */
export function isoXmlFile(name: string): TestFile {
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<fragebogen>\n  <frage>Wohnfläche über 100 m² - Größenklasse</frage>\n</fragebogen>\n`;
  return { name, mimeType: "text/xml", buffer: Buffer.from(xml, "latin1") };
}

export function pdfFile(name: string, title = "Papierfragebogen zur Baugenehmigung"): TestFile {
  const buffer = buildPdf(title, ["Seite 1 von 1", "Bitte in Druckbuchstaben ausfüllen."]);
  return { name, mimeType: "application/pdf", buffer };
}

export function zipFile(name: string, entries: { name: string; text: string }[]): TestFile {
  const buffer = buildZip(
    entries.map((e) => ({ name: e.name, content: Buffer.from(e.text, "utf8") })),
    new Date(Date.UTC(2025, 0, 15, 10, 30)),
  );
  return { name, mimeType: "application/zip", buffer };
}

/** A plain text file of about `megabytes` MB (numbered lines, so no two parts are alike). */
export function largeTextFile(name: string, megabytes: number): TestFile {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < megabytes * 1024 * 1024; i++) {
    const line = `Zeile ${String(i).padStart(7, "0")}: Fachinformationen zur Statistik der Baugenehmigungen\n`;
    lines.push(line);
    size += line.length;
  }
  return { name, mimeType: "text/plain", buffer: Buffer.from(lines.join(""), "utf8") };
}

/**
 * Creates a survey of 3111 in Baden-Württemberg (blocked) as the built-in admin, or as the account `by`
 * names (the smoke project's cluster has a built-in admin of another password); answers its Erhebungsid.
 */
export async function createSurvey(
  request: APIRequestContext,
  bzr: string,
  options: { approvePublic?: boolean; by?: string } = {},
): Promise<string> {
  const headers = options.by ? await tokenOf(request, options.by) : await adminHeaders(request);
  const res = await request.post("api/v1/eid/create", {
    headers,
    data: {
      statisticId: STATISTIC,
      bzr,
      federalStateCode: OFFICE,
      period: 0,
      description: `Ressourcenprüfung ${bzr}`,
      accessMode: false,
      evas: ["31111"],
      comment: "für die Prüfung der Ressourcen angelegt",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { erhebungsid } = (await res.json()) as { erhebungsid: string };
  if (options.approvePublic) {
    const unlock = await request.post(`api/v1/eid/${erhebungsid}/unlock`, {
      headers,
      data: { comment: "freigegeben", accessMode: true },
    });
    expect(unlock.status(), await unlock.text()).toBe(200);
  }
  return erhebungsid;
}

/** Authorization headers of the worker's shared session of a demo account (the specialist's unless named). */
export const tokenOf = async (request: APIRequestContext, email = SPECIALIST) => ({
  authorization: await sessionToken(request, email),
});

/** Uploads a resource through `POST eid/{id}/resource` (the set up of tests that start with one). */
export async function uploadResource(
  request: APIRequestContext,
  headers: Record<string, string>,
  erhebungsid: string,
  resource: { resourcetype: string; specialization?: string; description: string; bzr?: string },
  file: TestFile,
): Promise<ResourceAnswer> {
  const res = await request.post(`api/v1/eid/${erhebungsid}/resource`, {
    headers,
    multipart: {
      resource: JSON.stringify({ specialization: "00", overwrite: false, ...resource }),
      file,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ResourceAnswer;
}

/** The survey's resources as the caller sees them (`GET resource/erhebungsid/{id}`). */
export async function surveyResources(
  request: APIRequestContext,
  erhebungsid: string,
  headers: Record<string, string> = {},
): Promise<ResourceAnswer[]> {
  const res = await request.get(`api/v1/resource/erhebungsid/${erhebungsid}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ResourceAnswer[];
}

/** One status call of SPEC 7 (`status/testable`, `status/usable`, `usability`, ...) through the API. */
export async function changeResource(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  call: string,
): Promise<void> {
  const res = await request.get(`api/v1/resource/${id}/${call}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
}

/** The bytes of a finished download, and its suggested name. */
export async function savedFile(download: Download): Promise<{ name: string; bytes: Buffer }> {
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** Starts a download by `click` and answers the saved file. */
export async function downloadBy(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent("download");
  await click();
  return savedFile(await started);
}

/** Opens the add dialog from the surveys screen's row menu; answers the dialog. */
export async function openAddDialog(page: Page, erhebungsid: string): Promise<Locator> {
  await gotoSurvey(page, erhebungsid);
  const menu = await openMenu(page, erhebungsid);
  await entry(menu, "Ressource hinzufügen", erhebungsid).click();
  const dialog = page.getByRole("dialog", { name: `Ressource hinzufügen – Erhebungsid ${erhebungsid}` });
  await expect(dialog.getByRole("combobox", { name: "Ressourcentyp" })).toBeVisible();
  return dialog;
}

/** The add dialog's fields. */
export function addForm(dialog: Locator) {
  return {
    type: dialog.getByRole("combobox", { name: "Ressourcentyp" }),
    specialization: dialog.getByRole("combobox", { name: "Spezialisierung" }),
    bzr: dialog.getByRole("textbox", { name: "Gültig ab (BZR)" }),
    description: dialog.getByRole("textbox", { name: "Beschreibung" }),
    file: dialog.getByLabel("Datei", { exact: true }),
    upload: dialog.getByRole("button", { name: "Hochladen", exact: true }),
  };
}

/** Fills the add dialog and uploads; the caller checks the outcome. */
export async function fillAndUpload(
  dialog: Locator,
  values: { type: string; specialization?: string; description: string; file: TestFile; bzr?: string },
): Promise<void> {
  const form = addForm(dialog);
  await form.type.selectOption(values.type);
  if (values.specialization) await form.specialization.selectOption(values.specialization);
  if (values.bzr) await form.bzr.fill(values.bzr);
  await form.description.fill(values.description);
  await form.file.setInputFiles(values.file);
  await form.upload.click();
}

/** The download page's (and others') snackbar text. */
export const snackbar = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  CORE_BROKER,
  changeResource,
  createSurvey,
  downloadBy,
  pdfFile,
  type ResourceAnswer,
  SPECIALIST,
  savedFile,
  surveyResources,
  type TestFile,
  tokenOf,
  uploadResource,
  xmlFile,
  zipFile,
} from "./resources-support.ts";
import {
  adminHeaders,
  DEMO_PASSWORD,
  demoUser,
  expectNoAxeViolations,
  expectSignedIn,
  signIn,
} from "./support.ts";
import { gotoSurvey } from "./surveys-table.ts";

/*
 * Downloads of resource files (SPEC 2.4, 2.21, 4, 5, 8; decision 13): from the survey's detail dialog,
 * the resource edit page, the resources table and the download page; each saved file is compared byte
 * by byte with the uploaded one, and the usage counts rise by who downloads; a survey description opens
 * as HTML (issue 38). Surveys of 3111/08 with bzr year 72 (see resources-support.ts).
 */

test.describe.configure({ timeout: 90_000 });

interface Published {
  erhebungsid: string;
  file: TestFile;
  resource: ResourceAnswer;
}

/**
 * A public approved survey with a usable resource: public when `public`, else internal (only its
 * editors and logged-in staff with the right may have it).
 */
async function publishedResource(
  request: APIRequestContext,
  bzr: string,
  options: { public: boolean; type: "92" | "97" },
): Promise<Published> {
  const erhebungsid = await createSurvey(request, bzr, { approvePublic: true });
  const headers = await tokenOf(request);
  const file =
    options.type === "92" ? pdfFile(`papierfragebogen_${bzr}.pdf`) : xmlFile(`fragebogen_${bzr}.xml`);
  const resource = await uploadResource(
    request,
    headers,
    erhebungsid,
    { resourcetype: options.type, description: `Zum Herunterladen ${bzr}` },
    file,
  );
  await changeResource(request, headers, resource.id, "status/usable");
  if (options.public) await changeResource(request, headers, resource.id, "usability");
  return { erhebungsid, file, resource };
}

async function counts(request: APIRequestContext, published: Published) {
  const list = await surveyResources(request, published.erhebungsid, await adminHeaders(request));
  const stored = list.find((r) => r.id === published.resource.id);
  return { core: stored?.countCore, intern: stored?.countIntern, extern: stored?.countExtern };
}

function expectSame(saved: { name: string; bytes: Buffer }, published: Published) {
  expect(saved.name).toBe(published.file.name);
  expect(saved.bytes.equals(published.file.buffer), "the saved bytes are the uploaded ones").toBe(true);
}

test("the detail dialog, the edit page and the resources table save the uploaded file; each counts as intern", async ({
  page,
}) => {
  const published = await publishedResource(page.request, "720000", { public: true, type: "92" });
  const { erhebungsid, resource } = published;
  const key = resource.mutableKey;
  await signIn(page, SPECIALIST);

  // the detail dialog of the surveys screen
  await gotoSurvey(page, erhebungsid);
  await page.getByRole("button", { name: `Details anzeigen: Erhebungsid ${erhebungsid}` }).click();
  let detail = page.getByRole("dialog", { name: `Erhebungsid ${erhebungsid}` });
  await expect(detail.getByRole("tab", { name: "92 – Einheitlicher Papierfragebogen" })).toBeVisible();
  expectSame(
    await downloadBy(page, () =>
      detail.getByRole("button", { name: `Ressource ${key} herunterladen` }).click(),
    ),
    published,
  );
  expect(await counts(page.request, published)).toEqual({ core: 0, intern: 1, extern: 0 });
  await detail.getByRole("button", { name: "Schließen" }).last().click();
  await expect(detail).toBeHidden();

  // the resource edit page
  await page.goto(`resourceedit?erhebungsid=${erhebungsid}`);
  expectSame(
    await downloadBy(page, () =>
      page.getByRole("button", { name: `Herunterladen: Ressource ${key}`, exact: true }).click(),
    ),
    published,
  );

  // the resources table, narrowed to the survey through the address
  await page.goto(`resources#f.erhebungsid=${erhebungsid}`);
  const table = page.getByRole("table", { name: "Verzeichnis der Ressourcen" });
  await expect(table.getByRole("row").filter({ hasText: key })).toContainText("nutzbar");
  expectSame(
    await downloadBy(page, () =>
      table.getByRole("button", { name: `Herunterladen: Ressource ${key}`, exact: true }).click(),
    ),
    published,
  );
  expect(await counts(page.request, published)).toEqual({ core: 0, intern: 3, extern: 0 });
  await table.getByRole("link", { name: `Ressourcen der Erhebung bearbeiten: Ressource ${key}` }).click();
  await expect(page).toHaveURL(new RegExp(`/resourceedit\\?erhebungsid=${erhebungsid}$`));

  // staff of the core association count as core
  const core = await page.request.get(`api/v1/resource/content/${resource.id}`, {
    headers: await tokenOf(page.request, CORE_BROKER),
  });
  expect(core.status()).toBe(200);
  expect((await core.body()).equals(published.file.buffer)).toBe(true);

  // the detail dialog shows the counts to who edits the survey's resources
  await gotoSurvey(page, erhebungsid);
  await page.getByRole("button", { name: `Details anzeigen: Erhebungsid ${erhebungsid}` }).click();
  detail = page.getByRole("dialog", { name: `Erhebungsid ${erhebungsid}` });
  const row = detail.getByRole("row").filter({ hasText: key });
  await expect(detail.getByRole("columnheader", { name: "Abrufe intern" })).toBeVisible();
  await expect(row.getByRole("cell").nth(-3)).toHaveText("1");
  await expect(row.getByRole("cell").nth(-2)).toHaveText("3");
  await expect(row.getByRole("cell").nth(-1)).toHaveText("0");
  await expect(detail).toBeVisible();
  await expectNoAxeViolations(page, "detail dialog with the usage counts");
});

const invalid = (page: Page) => page.getByText("Ungültige Parameter.");
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname.replace("/erhebungsdatenbank", "") + url.search;
};

test("/download.html: a key downloads at once (any case of the name); wrong parameters; the usage help", async ({
  page,
}) => {
  const published = await publishedResource(page.request, "721001", { public: true, type: "92" });
  const key = published.resource.mutableKey;

  // anonymous: the public resource of a public approved survey
  for (const name of ["download", "DOWNLOAD"]) {
    const started = page.waitForEvent("download");
    await page.goto(`download.html?${name}=${key}`);
    expectSame(await savedFile(await started), published);
    await expect(page.getByText("Ressource erfolgreich abgerufen.")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: `Die Ressource ${key} wurde abgerufen.` }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page, "download page after a download");
  expect(await counts(page.request, published)).toEqual({ core: 0, intern: 0, extern: 2 });
  // and once more by its button
  expectSame(
    await downloadBy(page, () => page.getByRole("button", { name: "Erneut herunterladen" }).click()),
    published,
  );

  // a key of 27 digits: a PL check code (93) valid from a bzr
  const erhebungsid = published.erhebungsid;
  const headers = await tokenOf(page.request);
  const zip = zipFile("pruefcode_721001.zip", [{ name: "pruefung.xml", text: "<pruefung/>" }]);
  const checkCode = await uploadResource(
    page.request,
    headers,
    erhebungsid,
    { resourcetype: "93", bzr: "721002", description: "Prüfcode ab dem 2. Halbjahr" },
    zip,
  );
  expect(checkCode.mutableKey).toBe(`721002${erhebungsid}93000001`);
  await changeResource(page.request, headers, checkCode.id, "status/usable");
  await changeResource(page.request, headers, checkCode.id, "usability");
  const started = page.waitForEvent("download");
  await page.goto(`download.html?download=${checkCode.mutableKey}`);
  const savedZip = await savedFile(await started);
  expect(savedZip.name).toBe(zip.name);
  expect(savedZip.bytes.equals(zip.buffer)).toBe(true);

  for (const query of ["?download=123", "?foo=1", `?download=${key}&foo=1`, `?download=${key}x`]) {
    await page.goto(`download.html${query}`);
    await expect(invalid(page)).toBeVisible();
    await expect.poll(() => path(page)).toBe("/download.html");
  }
  expect(await counts(page.request, published)).toEqual({ core: 0, intern: 0, extern: 3 });

  await page.goto("download.html");
  await expect(page.getByRole("heading", { level: 1, name: "Download" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aufruf" })).toBeVisible();
  await expect(
    page.getByText("/erhebungsdatenbank/download.html?download=<21 oder 27 Ziffern>"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Beispiel" })).toBeVisible();
  await expect(
    page.getByText("/erhebungsdatenbank/download.html?download=112612400000999000001"),
  ).toBeVisible();
  await expect(invalid(page)).toHaveCount(0);
  await expectNoAxeViolations(page, "download page usage help");

  // an unknown key
  await page.goto("download.html?download=131117999990899000001");
  await expect(page.getByText("Die Ressource 131117999990899000001 wurde nicht gefunden.")).toBeVisible();
});

test("/download.html of an internal resource: unknown to anonymous visitors, who may log in and get it; to others too", async ({
  page,
}) => {
  const published = await publishedResource(page.request, "721002", { public: false, type: "97" });
  const key = published.resource.mutableKey;

  // the server answers it as an unknown key (decision 34); the page offers the login beside "not found"
  await page.goto(`download.html?download=${key}`);
  await expect(
    page.getByText(
      `Die Ressource ${key} wurde nicht gefunden. Ist sie nicht öffentlich, melden Sie sich an, um sie abzurufen.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, "download page offering the login");
  expect(await counts(page.request, published)).toEqual({ core: 0, intern: 0, extern: 0 });

  // the login leads back to the download
  await page.getByRole("link", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(SPECIALIST);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(DEMO_PASSWORD);
  const started = page.waitForEvent("download");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  expectSame(await savedFile(await started), published);
  await expect.poll(() => path(page)).toBe(`/download.html?download=${key}`);
  await expect(page.getByText("Ressource erfolgreich abgerufen.")).toBeVisible();
  expect(await counts(page.request, published)).toEqual({ core: 0, intern: 1, extern: 0 });

  // a logged-in user who sees the survey, but not its internal resources: unknown to them as well
  await signIn(page, demoUser("LoggedUser"));
  await page.goto(`download.html?download=${key}`);
  await expect(page.getByText(`Die Ressource ${key} wurde nicht gefunden.`, { exact: true })).toBeVisible();
  // the refusal of one file ends no session
  await expectSignedIn(page);
  await page.reload();
  await expectSignedIn(page);
  expect(await counts(page.request, published)).toEqual({ core: 0, intern: 1, extern: 0 });
});

/** A survey description in ISO-8859-1, as the demo keeps some: every umlaut one byte. */
function isoDescription(erhebungsid: string): TestFile {
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<erhebungsbeschreibung erhebungsid="${erhebungsid}">\n  <titel>Größe der Wohnfläche über 100 m²</titel>\n  <merkmale><merkmal name="Regionalschlüssel" typ="text"/></merkmale>\n</erhebungsbeschreibung>\n`;
  return { name: `EB_${erhebungsid}.xml`, mimeType: "text/xml", buffer: Buffer.from(xml, "latin1") };
}

test("an internal survey description opens as HTML from the survey's resources: sandboxed, alone, and as its XML (issue 38)", async ({
  page,
  context,
}) => {
  const erhebungsid = await createSurvey(page.request, "723001", { approvePublic: true });
  const admin = await adminHeaders(page.request);
  const file = isoDescription(erhebungsid);
  const resource = await uploadResource(
    page.request,
    admin,
    erhebungsid,
    { resourcetype: "99", description: "Erhebungsbeschreibung zur Vorschau" },
    file,
  );
  await changeResource(page.request, admin, resource.id, "status/usable");
  const key = resource.mutableKey;

  // internal: the specialist sees it, and the preview's own address carries a token of the session
  await signIn(page, SPECIALIST);
  await gotoSurvey(page, erhebungsid);
  await page.getByRole("button", { name: `Details anzeigen: Erhebungsid ${erhebungsid}` }).click();
  const detail = page.getByRole("dialog", { name: `Erhebungsid ${erhebungsid}` });
  await detail.getByRole("button", { name: `Vorschau von Ressource ${key} anzeigen` }).click();
  const preview = page.getByRole("dialog", { name: `Vorschau der Ressource ${key}` });
  const frame = preview.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "");
  const shown = frame.contentFrame();
  await expect(shown.getByRole("heading", { level: 1 })).toHaveText("Größe der Wohnfläche über 100 m²");
  await expect(shown.getByRole("cell", { name: "Regionalschlüssel" })).toBeVisible();
  await expect(preview.getByText(/^Dargestellt mit dem Stylesheet .+\.xsl/)).toBeVisible();
  await expectNoAxeViolations(page, "the preview dialog");

  // alone: the same page in a tab of its own, under its own policy
  const link = preview.getByRole("link", { name: "In eigenem Fenster öffnen" });
  const href = (await link.getAttribute("href")) ?? "";
  const [alone] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(alone.getByRole("heading", { level: 1 })).toHaveText("Größe der Wohnfläche über 100 m²");
  await alone.close();
  const answer = await page.request.get(href);
  expect(answer.headers()["content-security-policy"]).toBe(
    "default-src 'none';style-src 'unsafe-inline';img-src data:;sandbox;frame-ancestors 'self'",
  );

  // and the XML itself, byte for byte
  const saved = await downloadBy(page, () =>
    preview.getByRole("button", { name: "XML herunterladen" }).click(),
  );
  expect(saved.name).toBe(file.name);
  expect(saved.bytes.equals(file.buffer)).toBe(true);
});

import { expect, type Page, test } from "@playwright/test";
import { downloadBy } from "./resources-support.ts";
import { demoUser, expectNoAxeViolations, signIn } from "./support.ts";

/*
 * The documentation page /documentation (SPEC 2.6, decision 19) on the demo documents: anonymous
 * visitors see and download the public ones only, logged-in users the internal ones too (the file through
 * the API with their token, the page in its dialog); the REST and SOAP tabs; English once; axe on
 * each tab and the page dialogs (the page itself: accessibility.spec.ts). The documents are read only,
 * so no test changes data.
 */

test.describe.configure({ timeout: 60_000 });

const section = (page: Page, name: string) => page.getByRole("region", { name });
const entry = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`^${title}`) });

async function openPage(page: Page) {
  await page.goto("documentation");
  await expect(page.getByRole("heading", { level: 1, name: "Dokumentation" })).toBeVisible();
  await expect(section(page, "Öffentliche Dokumente").getByRole("button").first()).toBeVisible();
}

/** Opens a page document; answers its dialog once the page shows. */
async function readPage(page: Page, title: string, firstHeading: string) {
  await entry(page, title).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 3, name: firstHeading })).toBeVisible();
  return dialog;
}

test("anonymous visitors see the public documents only, download one and read another", async ({ page }) => {
  await openPage(page);
  const publicDocs = section(page, "Öffentliche Dokumente");
  await expect(publicDocs.getByRole("button")).toHaveText([
    /^Nutzungshinweise zur ErhebungsdatenbankPDF-Datei, \d+,\d KB$/,
    /^Kennungen der ErhebungsdatenbankSeite zum Lesen$/,
  ]);
  await expect(section(page, "Interne Dokumente")).toHaveCount(0);
  await expect(page.getByText("Handbuch für Bearbeiterinnen und Bearbeiter")).toHaveCount(0);

  const saved = await downloadBy(page, () => entry(page, "Nutzungshinweise zur Erhebungsdatenbank").click());
  expect(saved.name).toBe("nutzungshinweise.pdf");
  expect(saved.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const served = await page.request.get("api/v1/documents/extern/nutzungshinweise.pdf");
  expect(saved.bytes.equals(await served.body())).toBe(true);

  const dialog = await readPage(page, "Kennungen der Erhebungsdatenbank", "Übersicht");
  await expect(dialog.getByRole("cell", { name: "Erhebungsid", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "documentation, page dialog");
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toHaveCount(0);
});

test("logged-in users also see the internal documents, download one with their session and read another", async ({
  page,
}) => {
  await signIn(page, demoUser("LoggedUser"));
  await openPage(page);
  const internal = section(page, "Interne Dokumente");
  await expect(internal.getByRole("button")).toHaveText([
    /^Handbuch für Bearbeiterinnen und BearbeiterSeite zum Lesen$/,
    /^Checkliste zur Freigabe einer ErhebungPDF-Datei, \d+,\d KB$/,
  ]);
  await expect(section(page, "Öffentliche Dokumente").getByRole("button")).toHaveCount(2);
  await expectNoAxeViolations(page, "documentation, logged in");

  const saved = await downloadBy(page, () => entry(page, "Checkliste zur Freigabe einer Erhebung").click());
  expect(saved.name).toBe("checkliste-freigabe.pdf");
  expect(saved.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // the same file is refused without a session: the page sent the token
  expect((await page.request.get("api/v1/documents/intern/checkliste-freigabe.pdf")).status()).toBe(401);

  const dialog = await readPage(page, "Handbuch für Bearbeiterinnen und Bearbeiter", "Erhebungen");
  await expect(dialog.getByRole("heading", { level: 3, name: "Ressourcen" })).toBeVisible();
  await expectNoAxeViolations(page, "documentation, internal page dialog");
});

test("the developer tabs: the REST interface with its links and examples, the deprecated SOAP interface", async ({
  page,
}) => {
  await openPage(page);
  const tabs = page.getByRole("tablist", { name: "Schnittstellen" });
  await expect(tabs.getByRole("tab", { name: "REST-Schnittstelle" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const rest = page.getByRole("tabpanel");
  const base = new URL("api/v1", page.url()).href;
  await expect(rest.locator("code", { hasText: base }).first()).toBeVisible();
  await expect(rest.getByLabel("Anmeldung und Token")).toContainText(`BASE=${base}`);
  await expect(rest.getByLabel("Listen: das Tabellenprotokoll")).toContainText("/evas/tablestate");
  // the links lead to what they name
  const targets = {
    "Swagger UI": "text/html",
    "OpenAPI-Dokument (JSON)": "application/json",
    "OpenAPI-Dokument (YAML)": "application/yaml",
  };
  for (const [name, type] of Object.entries(targets)) {
    const href =
      (await rest
        .getByRole("link", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) })
        .getAttribute("href")) ?? "";
    const res = await page.request.get(new URL(href, page.url()).href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()["content-type"], href).toContain(type);
  }
  await expectNoAxeViolations(page, "documentation, REST tab");

  await tabs.getByRole("tab", { name: "SOAP-Schnittstelle (deprecated)" }).click();
  const soap = page.getByRole("tabpanel");
  await expect(soap).toContainText("Die SOAP-Schnittstelle ist veraltet (deprecated).");
  await expect(soap).toContainText("bis zum 31.12.2026");
  await expect(soap).toContainText("für neue Anbindungen nicht mehr zugelassen");
  await expectNoAxeViolations(page, "documentation, SOAP tab");
});

test("in English", async ({ page }) => {
  await openPage(page);
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Documentation" })).toBeVisible();
  await expect(section(page, "Public documents").getByRole("button")).toHaveText([
    /^Notes on using the survey identifier databasePDF file, \d+\.\d KB$/,
    /^Identifiers of the survey identifier databasePage to read$/,
  ]);
  await expect(page.getByRole("tab", { name: "REST interface" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Login and token");
  await expectNoAxeViolations(page, "documentation in English, REST tab");
  await page.getByRole("tab", { name: "SOAP interface (deprecated)" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("until 31 December 2026");
  await expectNoAxeViolations(page, "documentation in English, SOAP tab");
});

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { savedFile } from "./resources-support.ts";

/*
 * The stylesheet addresses (SPEC 2.1; decision 13): /Load.html?<name> and /raw2html.xsl, /res1html.xsl,
 * /res2html.xsl download the current public stylesheet of their type (raw2html: 03; res1html and
 * res2html: 04), then the visitor lands on the surveys. "Current" is the public one changed last. The
 * general resources spec changes no public stylesheet, so the demo data's stay current.
 */

interface GenericResource {
  id: number;
  resourcetype: string;
  accessMode: boolean;
  updating: string;
  filename: string;
}

/** The current stylesheet of a type as the server lists them to anonymous visitors, and its bytes. */
async function currentStylesheet(request: APIRequestContext, type: "03" | "04") {
  const list = await request.get("api/v1/genericResource");
  expect(list.status()).toBe(200);
  const candidates = ((await list.json()) as GenericResource[])
    .filter((r) => r.resourcetype === type && r.accessMode)
    .sort((a, b) => a.updating.localeCompare(b.updating) || a.id - b.id);
  const current = candidates.at(-1);
  if (!current) throw new Error(`no public stylesheet of type ${type}`);
  const content = await request.get(`api/v1/genericResource/${current.id}/content`);
  expect(content.status()).toBe(200);
  return { filename: current.filename, bytes: await content.body() };
}

const surveysPath = /\/erhebungsdatenbank\/surveys$/;

async function expectStylesheet(page: Page, address: string, type: "03" | "04") {
  const expected = await currentStylesheet(page.request, type);
  const started = page.waitForEvent("download");
  await page.goto(address);
  const saved = await savedFile(await started);
  expect(saved.name, address).toBe(expected.filename);
  expect(saved.bytes.equals(expected.bytes), `${address}: the bytes of ${expected.filename}`).toBe(true);
  await expect(page).toHaveURL(surveysPath);
  await expect(page.getByRole("table", { name: "Verzeichnis der Erhebungen" })).toBeVisible();
}

test("/Load.html with raw2html.xsl or res2html.xsl downloads the current stylesheet, then shows the surveys", async ({
  page,
}) => {
  await expectStylesheet(page, "Load.html?raw2html.xsl", "03");
  await expectStylesheet(page, "Load.html?res2html.xsl", "04");
  await expectStylesheet(page, "Load.html?res1html.xsl", "04");
});

test("/raw2html.xsl, /res1html.xsl and /res2html.xsl download theirs, then show the surveys", async ({
  page,
}) => {
  await expectStylesheet(page, "raw2html.xsl", "03");
  await expectStylesheet(page, "res1html.xsl", "04");
  await expectStylesheet(page, "res2html.xsl", "04");
});

test("/Load.html with another query says 'Ungültige Parameter.' and downloads nothing", async ({ page }) => {
  let downloads = 0;
  page.on("download", () => downloads++);
  for (const query of ["?nonsense", "", "?raw3html.xsl"]) {
    await page.goto(`Load.html${query}`);
    await expect(page.getByText("Ungültige Parameter.")).toBeVisible();
    await expect(page).toHaveURL(surveysPath);
  }
  expect(downloads).toBe(0);
});

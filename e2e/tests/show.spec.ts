import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support.ts";
import { tablePage } from "./table-protocol.ts";

// Every test loads several pages, most check one with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const usage = (page: Page) => page.getByRole("table", { name: "Parameter der Anzeige-Seite" });
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname.replace("/erhebungsdatenbank", "")}${url.search}${url.hash}`;
};

/** A public survey of the demo data (anonymous visitors see it), with its Erhebungsid and statistic. */
async function publicSurvey(
  request: APIRequestContext,
): Promise<{ erhebungsid: string; statisticId: string }> {
  const row = (await tablePage(request, "eid")).records.content[0];
  return { erhebungsid: row?.items.erhebungsid?.view ?? "", statisticId: row?.items.statisticid?.view ?? "" };
}

test("without parameters the page explains each parameter with an example link, on both spellings", async ({
  page,
}) => {
  for (const spelling of ["Show.html", "show.html"]) {
    await page.goto(spelling);
    await expect(page.getByRole("heading", { level: 1, name: "Anzeige" })).toBeVisible();
    await expect(usage(page).getByRole("rowheader")).toHaveText([
      "statid",
      "eid",
      "resid",
      "evas",
      "genresid",
    ]);
    await expect(usage(page).getByRole("link")).toHaveText([
      `${spelling}?statid=1261`,
      `${spelling}?eid=1126125000009`,
      `${spelling}?eid=1126125000009&resid=99`,
      `${spelling}?evas=12612`,
      `${spelling}?genresid=04`,
    ]);
  }
});

test("invalid names or formats say 'Ungültige Parameter.' and reset the address to the bare page", async ({
  page,
}) => {
  for (const query of ["?foo=1", "?statid=211", "?EID=12345", "?evas=1261a", "?resid=99", "?genresid=05"]) {
    await page.goto(`Show.html${query}`);
    await expect(page.getByText("Ungültige Parameter.")).toBeVisible();
    await expect.poll(() => path(page)).toBe("/Show.html");
    await expect(usage(page)).toBeVisible();
  }
  await expectNoAxeViolations(page, "show page after invalid parameters");
});

test("genresid lists the general resources of that type, name in any case, with downloads", async ({
  page,
}) => {
  await page.goto("Show.html?GenResId=04");
  await expect(
    page.getByRole("heading", { level: 2, name: "Allgemeine Ressourcen vom Typ 04 – res2html" }),
  ).toBeVisible();
  const list = page.getByRole("table", { name: "Allgemeine Ressourcen vom Typ 04 – res2html" });
  await expect(list.getByRole("row")).toHaveCount(3);
  await expect(list).toContainText("res1html – Kurzdarstellung der Erhebungsbeschreibung");
  await expect(list).toContainText("res2html – Erhebungsbeschreibung mit Merkmalen");
  await expectNoAxeViolations(page, "show page general resources");

  const download = page.waitForEvent("download");
  await list.getByRole("button", { name: "res2html.xsl herunterladen" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("res2html.xsl");

  // anonymous visitors see the public ones only: the draft schema package is internal
  await page.goto("show.html?genresid=02");
  const schemas = page.getByRole("table", { name: "Allgemeine Ressourcen vom Typ 02 – Schemadatei" });
  await expect(schemas).toContainText("Schema der Erhebungsbeschreibung");
  await expect(schemas.getByRole("row")).toHaveCount(2);
});

test.describe("survey parameters lead to the surveys list", () => {
  test("statid and evas preset the table's filters", async ({ page }) => {
    const { statisticId } = await publicSurvey(page.request);
    await page.goto(`Show.html?StatID=${statisticId}`);
    await expect.poll(() => path(page)).toBe(`/surveys#f.statisticid=${statisticId}`);
    const table = page.getByRole("table", { name: /Erhebungen/ });
    await expect(table.getByRole("row").nth(1)).toContainText(statisticId);
    await expect(page.getByText(`Statistik-ID: ${statisticId}`)).toBeVisible();
    await expectNoAxeViolations(page, "surveys preset by statid");

    await page.goto("show.html?EVAS=12612");
    await expect.poll(() => path(page)).toBe("/surveys#f.evas=12612");
    await expect(page.getByText("EVAS: 12612")).toBeVisible();
  });

  test("eid opens the survey's detail dialog, resid along with it", async ({ page }) => {
    const { erhebungsid } = await publicSurvey(page.request);
    await page.goto(`Show.html?eid=${erhebungsid}`);
    await expect.poll(() => path(page)).toBe(`/surveys?detail=${erhebungsid}#f.erhebungsid=${erhebungsid}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(erhebungsid);

    await page.goto(`show.html?Eid=${erhebungsid}&RESID=99`);
    await expect
      .poll(() => path(page))
      .toBe(`/surveys?detail=${erhebungsid}&resid=99#f.erhebungsid=${erhebungsid}`);
    await expect(page.getByRole("dialog")).toContainText(erhebungsid);
  });

  test("an unknown eid says 'Ungültige Erhebungsid.' and stays on the list", async ({ page }) => {
    await page.goto("Show.html?eid=1999999999999");
    await expect(page.getByText("Ungültige Erhebungsid.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/erhebungsdatenbank/surveys");
    await expectNoAxeViolations(page, "surveys after an unknown eid");
  });
});

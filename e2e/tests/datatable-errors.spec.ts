import { isDeepStrictEqual } from "node:util";
import { expect, type Page, type Request, type Route, test } from "@playwright/test";
import { codes, rows, TOTAL, table } from "./evas-table.ts";
import type { TableStateColumn } from "./table-protocol.ts";

/*
 * The load errors of the generic DataTable (SPEC 8 "Table load") on the EVAS register (/evas):
 * the server's message when there is one (a 400 that names one of the table's columns names that
 * column), 'unknown error' (translated) without one, and silence for a cancelled request.
 *
 * The real server answers a refused filter with a 400 and a readable message. The table never sends
 * such a filter (the filter editors and the hash codec refuse a text against its column's pattern
 * and a date outside the bounds), so sendFilterAs rewrites it into the outgoing request, which then
 * goes on to the real server. The server never answers the table's
 * POST with a 5xx, with a body without a message, or slowly on request; only those cases are
 * produced with page.route, each says why.
 */

/** The table's page request (POST api/v1/evas); not its tablestate, templates or CSV. */
const PAGE_REQUEST = /\/api\/v1\/evas$/;

const UNKNOWN_DE = "Unbekannter Fehler. Bitte kontaktieren Sie einen Administrator.";
const UNKNOWN_EN = "Unknown error. Please contact an administrator.";

const pageRange = (page: Page, text: string) => page.getByText(text, { exact: true });
const alert = (page: Page) => page.getByRole("alert");

/** Opens /evas; with a hash that the server refuses there are no rows to wait for. */
async function openEvasTable(page: Page, hash = ""): Promise<void> {
  await page.goto(`evas${hash}`);
  await expect(table(page)).toBeVisible();
}

/** Whether a request is the table's page query for the given page index. */
function isPageQuery(request: Request, index: number): boolean {
  if (request.method() !== "POST" || !PAGE_REQUEST.test(new URL(request.url()).pathname)) return false;
  const body: unknown = request.postDataJSON();
  return typeof body === "object" && body !== null && "page" in body && body.page === index;
}

/**
 * Interception: while the table asks for `column` filtered by `shown`, the page request goes to the
 * real server with `sent` in its place, a value the table itself would never send. Every other
 * request passes untouched.
 */
async function sendFilterAs(page: Page, column: string, shown: unknown, sent: unknown): Promise<void> {
  await page.route(PAGE_REQUEST, async (route: Route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    const body = request.postDataJSON() as { columns: TableStateColumn[] };
    const filter = body.columns.find((c) => c.id === column)?.options.filter;
    if (!filter || !isDeepStrictEqual(filter.value, shown)) return route.fallback();
    filter.value = sent;
    return route.continue({ postData: JSON.stringify(body) });
  });
}

/** A custom range of closing days as the table sends it. */
const closingFrom = (fromDate: string) => ({ variant: "CUSTOM", fromDate, toDate: null });

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test.describe("DataTable load errors (SPEC 8) on /evas", () => {
  test("a filter the real server refuses (400): its message is shown, naming the column; removing the filter clears it", async ({
    page,
  }) => {
    // the table refuses letters in the EVAS filter, so they are put into its request on the way
    await sendFilterAs(page, "evas", "124", "abc");
    await openEvasTable(page, "#f.evas=124");
    await expect(alert(page)).toHaveText(
      "Ungültiger Filter in der Spalte „EVAS“: Der Filter der Spalte evas hat nicht das erwartete Format.",
    );
    await expect(rows(page).filter({ hasText: /\d{5}/ })).toHaveCount(0);
    const chip = page.getByRole("button", { name: "Filter entfernen: EVAS: 124", exact: true });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByText(`1–10 von ${TOTAL}`, { exact: true })).toBeVisible();

    // a closing date outside the bounds of SPEC 9, put in place of one the table sends
    await sendFilterAs(page, "closing", closingFrom("2000-01-01"), closingFrom("1999-12-31"));
    await page.evaluate(() => {
      location.hash = "f.closing=CUSTOM~2000-01-01~";
    });
    await expect(alert(page)).toHaveText(
      "Ungültiger Filter in der Spalte „Stilllegung“: Das Datum im Filter der Spalte closing liegt außerhalb von 01.01.2000 bis 31.12.2100.",
    );
    await page.evaluate(() => {
      location.hash = "";
    });
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByText(`1–10 von ${TOTAL}`, { exact: true })).toBeVisible();
  });

  test("a server error whose message names no column is shown as the server wrote it", async ({ page }) => {
    // Interception: the real server answers every valid table query; a 5xx with {code, message}
    // cannot be provoked from the browser.
    await page.route(PAGE_REQUEST, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "DATABASE_UNAVAILABLE", message: "Die Datenbank antwortet nicht." }),
      }),
    );
    await openEvasTable(page);
    await expect(alert(page)).toHaveText("Die Datenbank antwortet nicht.");
    await expect(rows(page).filter({ hasText: /\d{5}/ })).toHaveCount(0);
  });

  test("a failure without a message says 'unknown error'; a successful refresh clears it", async ({
    page,
  }) => {
    // Interception: every error answer of the real server carries {code, message} (API.md), so an
    // answer without a message can only be produced here: first a JSON body without one, then none.
    let body = JSON.stringify({ code: "INTERNAL" });
    await page.route(PAGE_REQUEST, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body }),
    );
    await openEvasTable(page);
    await expect(alert(page)).toHaveText(UNKNOWN_DE);

    body = "";
    await page.getByRole("button", { name: "Aktualisieren" }).click();
    await expect(alert(page)).toHaveText(UNKNOWN_DE);

    await page.unroute(PAGE_REQUEST);
    await page.getByRole("button", { name: "Aktualisieren" }).click();
    await expect(pageRange(page, `1–10 von ${TOTAL}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(alert(page)).toHaveCount(0);
  });

  test("a request superseded by the next page is aborted silently; the page asked for last is shown", async ({
    page,
  }) => {
    await openEvasTable(page);
    await expect(pageRange(page, `1–10 von ${TOTAL}`)).toBeVisible();
    const firstPage = await codes(page);

    // Interception only to hold the request for page 2 until the user has moved on (a slow
    // network); the real server then answers it. Every other request passes untouched.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(PAGE_REQUEST, async (route: Route) => {
      if (isPageQuery(route.request(), 1)) await held;
      // the browser may have dropped the request meanwhile; then there is nothing to continue
      await route.continue().catch(() => undefined);
    });
    const aborted = page.waitForEvent("requestfailed", (request) => isPageQuery(request, 1));

    const next = page.getByRole("button", { name: "Zur nächsten Seite" });
    const secondRequest = page.waitForRequest((request) => isPageQuery(request, 1));
    await next.click();
    await secondRequest;
    await next.click();

    // the held request was cancelled by the browser, not failed by the server
    expect((await aborted).failure()?.errorText).toBe("net::ERR_ABORTED");
    await expect(pageRange(page, `21–30 von ${TOTAL}`)).toBeVisible();
    // the range names the new page at once; the rows of the last page stay until the new ones arrive
    await expect.poll(async () => (await codes(page)).filter((c) => firstPage.includes(c))).toEqual([]);
    const thirdPage = await codes(page);
    expect(thirdPage).toHaveLength(10);
    for (const code of [...firstPage, ...thirdPage]) expect(code).toMatch(/^\d{5}$/);
    expect(thirdPage.filter((c) => firstPage.includes(c))).toEqual([]);
    release();

    // one more round trip, so anything the cancelled request left behind would show by now
    await page.getByRole("button", { name: "Zur vorherigen Seite" }).click();
    await expect(pageRange(page, `11–20 von ${TOTAL}`)).toBeVisible();
    await expect.poll(async () => (await codes(page))[0]).not.toBe(thirdPage[0]);
    await expect(alert(page)).toHaveCount(0);
  });

  test("in English: the server's and the table's texts follow the language", async ({ page }) => {
    await sendFilterAs(page, "evas", "1", "x1");
    await sendFilterAs(page, "closing", closingFrom("2100-12-31"), closingFrom("2101-01-01"));
    await openEvasTable(page);
    await switchToEnglish(page);
    const english = "EVAS register";
    await expect(table(page, english)).toBeVisible();

    // the real server's 400, now in English, naming the column by its English name
    await page.evaluate(() => {
      location.hash = "f.closing=CUSTOM~2100-12-31~";
    });
    await expect(alert(page)).toHaveText(
      "Invalid filter in column “Decommissioned”: The date in the filter of column closing is outside 01.01.2000 to 31.12.2100.",
    );
    await page.evaluate(() => {
      location.hash = "f.evas=1";
    });
    await expect(alert(page)).toHaveText(
      "Invalid filter in column “EVAS”: The filter of column evas does not have the expected format.",
    );

    // Interception: an answer without a message (see above), for the translated 'unknown error'
    await page.route(PAGE_REQUEST, (route) => route.fulfill({ status: 503, body: "" }));
    await page.evaluate(() => {
      location.hash = "";
    });
    await expect(alert(page)).toHaveText(UNKNOWN_EN);
    await page.unroute(PAGE_REQUEST);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(alert(page)).toHaveCount(0);
    await expect(rows(page, english)).toHaveCount(10);
    await expect(page.getByText(`1–10 of ${TOTAL}`, { exact: true })).toBeVisible();
  });
});

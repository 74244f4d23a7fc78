import { expect, type Page, test } from "@playwright/test";
import { startDataOf, TITLED_SCREENS } from "../../apps/web/build/page-shell.ts";
import { expectNoAxeViolations } from "./support.ts";

// The page shell (decision 21): what the server's page shows before the app's JavaScript has run.

/** Every script but the boot script fails: the page stays as the server sent it. */
const APP_SCRIPTS = /\/assets\/(?!boot-)[^/]+\.js$/;

async function shellOnly(page: Page, path: string) {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator(".page-shell")).toBeVisible();
}

const visibleText = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLElement).innerText.trim());

test("each titled screen's page shows the title the app then shows, in the app bar and as the h1", async ({
  page,
}) => {
  for (const screen of TITLED_SCREENS) {
    const path = screen.slice(1);
    await shellOnly(page, path);
    const title = await visibleText(page, ".page-shell h1");
    const bar = await visibleText(page, ".page-shell-bar");
    await page.unroute(APP_SCRIPTS);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), screen).toHaveText(title);
    await expect(page.locator(".page-shell"), screen).toHaveCount(0); // the app took its place
    await expect(page.getByRole("banner"), screen).toContainText(bar);
  }
});

test("the shell is painted in the stored language and theme, and is accessible", async ({ page }) => {
  await page.goto("favicon.svg"); // the origin's storage, without starting the app
  await page.evaluate(() => {
    localStorage.setItem("lang", "en");
    localStorage.setItem("theme", "2");
  });
  await shellOnly(page, "surveys");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // the other language's text is there too, hidden: the name is what a reader and the eye get
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Surveys");
  expect(await visibleText(page, ".page-shell-bar")).toBe("Erhebungsdatenbank – Surveys");
  const background = await page
    .locator(".page-shell")
    .evaluate((shell) => getComputedStyle(shell).backgroundColor);
  expect(background).toBe("rgb(18, 18, 18)");
  await expectNoAxeViolations(page, "the page shell, English and dark", { of: "shell" });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Erhebungen");
  await expectNoAxeViolations(page, "the page shell, German and light", { of: "shell" });
});

test("the largest paint of the surveys page is the shell's, at the first paint: the app's render adds none", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const paints: { type: string; time: number }[] = [];
    Object.assign(window, { paints });
    const record = (list: PerformanceObserverEntryList) => {
      for (const entry of list.getEntries()) paints.push({ type: entry.entryType, time: entry.startTime });
    };
    new PerformanceObserver(record).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver(record).observe({ type: "paint", buffered: true });
  });
  await page.goto("surveys");
  // the app with its first rows
  await expect(page.locator(".page-shell")).toHaveCount(0);
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  const paints = await page.evaluate(
    () => (window as unknown as { paints: { type: string; time: number }[] }).paints,
  );
  const firstPaint = paints.find((paint) => paint.type === "paint")?.time;
  const largest = paints
    .filter((paint) => paint.type === "largest-contentful-paint")
    .map((paint) => paint.time);
  expect(firstPaint).toBeDefined();
  expect(largest.length).toBeGreaterThan(0);
  expect(Math.max(...largest)).toBe(firstPaint);
});

test("the surveys page opens without creating an Intl.NumberFormat: its counts are grouped without it", async ({
  page,
}) => {
  // the first one of a page loads the browser's number data in one long task (format-integer.ts)
  await page.addInitScript(() => {
    const created: string[] = [];
    Object.assign(window, { numberFormats: created });
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        created.push(String(args[0]));
        return new target(...args);
      },
    });
  });
  await page.goto("surveys");
  await expect(page.getByText(/^1–10 von \d+$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { numberFormats: string[] }).numberFormats)).toEqual(
    [],
  );
  // and a number is still formatted when something asks for it
  expect(await page.evaluate(() => new Intl.NumberFormat("de").format(12345))).toBe("12.345");
  expect(await page.evaluate(() => (window as unknown as { numberFormats: string[] }).numberFormats)).toEqual(
    ["de"],
  );
});

test("a titled screen's page fetches the screen's code with the entry's imports, and the screen works", async ({
  page,
}) => {
  const html = await (await page.request.get("evas")).text();
  const { modules } = startDataOf(html);
  // the screen, the table it shows and the entry's own imports
  for (const file of [/\/assets\/evas-[^/]+\.js$/, /\/assets\/surveys-screen-[^/]+\.js$/, /\/assets\/app-/])
    expect(
      modules.some((href) => file.test(href)),
      String(file),
    ).toBe(true);
  // the links the page's scripts add, as each task (its microtasks) left them
  await page.addInitScript(() => {
    const batches: string[][] = [];
    Object.assign(window, { linkBatches: batches });
    new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      const links = added.filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement);
      const preloads = links.filter((link) => link.rel === "modulepreload");
      if (preloads.length > 0) batches.push(preloads.map((link) => link.getAttribute("href") ?? ""));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("evas");
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  // each file linked once, a few per task (each link costs main thread where it is added)
  const batches = await page.evaluate(() => (window as unknown as { linkBatches: string[][] }).linkBatches);
  const ofStart = batches.map((batch) => batch.filter((href) => modules.includes(href)));
  expect(ofStart.flat().sort()).toEqual([...modules].sort());
  expect(Math.max(...ofStart.map((batch) => batch.length))).toBeLessThanOrEqual(4);
});

test("React DOM is evaluated with the React chunk, in the boot script's task for it, not by the entry", async ({
  page,
}) => {
  // React DOM reports its evaluation to the developer tools' hook, if there is one
  await page.addInitScript(() => {
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: true,
        checkDCE: () => Object.assign(window, { reactDomEvaluated: true }),
      },
    });
  });
  // without the libraries (MUI's portal uses React DOM) and the app's own chunk, which the entry needs,
  // only the React chunk is left to evaluate it
  await page.route(/\/assets\/(libraries|app)-[^/]+\.js$/, (route) => route.abort());
  await page.goto("surveys");
  await expect(page.locator('script[type="module"]')).toHaveCount(1); // the boot script has started the entry
  expect(await page.evaluate(() => (window as { reactDomEvaluated?: boolean }).reactDomEvaluated)).toBe(true);
});

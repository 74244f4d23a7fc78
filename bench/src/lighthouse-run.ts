import lighthouse, { type Config, desktopConfig, type Flags, type Result } from "lighthouse";
import type { Page } from "puppeteer-core";
import { withChromium } from "./chromium.ts";

export type Preset = "mobile" | "desktop";
export type Caller = "anonymous" | "logged in";

/** The figures of one Lighthouse run that the README's table shows. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  requests: number;
  /** Lighthouse's measure of how fast this machine's CPU was during the run (it is shared). */
  benchmarkIndex: number;
  /** The complete report, kept so that the median run can be written out as HTML. */
  lhr: Result;
}

const FLAGS: Flags = {
  logLevel: "error",
  output: "json",
  // The targets name these three; SEO would only add time to each run.
  onlyCategories: ["performance", "accessibility", "best-practices"],
  // Lighthouse 12 clears the cache, service workers and cache storage of the origin before it
  // loads the page (a first visit), but not its local storage: that is where the app keeps the
  // session token. Named here so that a newer default that also clears local storage cannot
  // silently log the runs out (the DOM check after each run would catch that too).
  // `disableStorageReset: true` would keep the token as well, but also the HTTP cache of the
  // previous run: the logged-in runs would measure a repeat visit.
  clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage"],
};

/** Lighthouse's default config is the mobile preset: simulated slow 4G and a 4x slower CPU. */
function configFor(preset: Preset): Config | undefined {
  return preset === "desktop" ? desktopConfig : undefined;
}

/**
 * Local storage belongs to the origin, so any small answer of it will do; not the app itself, whose
 * scripts would start with a stale session state and fill the cache before the run.
 */
async function setToken(page: Page, origin: string, token: string | null) {
  await page.goto(new URL("/erhebungsdatenbank/favicon.svg", origin).toString());
  await page.evaluate((value) => {
    localStorage.clear();
    if (value !== null) localStorage.setItem("token", value);
  }, token);
}

/**
 * What the page shows after the run: the app bar's user name exists only for a valid session
 * (AppHeader.tsx), and the app removes a token the server refused from local storage.
 */
async function sessionShown(page: Page) {
  const currentUser = await page.$('[data-testid="current-user"]');
  const token = await page.evaluate(() => localStorage.getItem("token"));
  return { currentUser: currentUser !== null, token };
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Transfer size and request count of one row of the resource-summary audit ("script", "total"). */
function summary(lhr: Result, resourceType: string) {
  const details = lhr.audits["resource-summary"]?.details;
  const items = details?.type === "table" ? details.items : [];
  const row = items.find((item) => item.resourceType === resourceType);
  const number = (value: unknown) => (typeof value === "number" ? value : Number.NaN);
  return { bytes: number(row?.transferSize), requests: number(row?.requestCount) };
}

/** Every URL the page requested that is not on the server's origin (data: and blob: stay local). */
function foreignRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits["network-requests"]?.details;
  const items = details?.type === "table" ? details.items : [];
  return items
    .map((item) => (typeof item.url === "string" ? item.url : ""))
    .filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
}

/** Loads the page once without Lighthouse, so that the first measured run does not meet a cold server. */
export async function warmUp(url: string, token: string | null): Promise<void> {
  await withChromium(async (browser) => {
    const page = await browser.newPage();
    await setToken(page, new URL(url).origin, token);
    await page.goto(url, { waitUntil: "networkidle0" });
  });
}

/** Lighthouse's own failure to record a run (NO_NAVSTART, PROTOCOL_TIMEOUT), not a fault of the page. */
class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse run; throws when the page is not the one asked for (wrong session, redirect,
 * foreign request). A run that Lighthouse itself failed to record is repeated once: on the two
 * shared cores a trace now and then misses its navigation start.
 */
export async function lighthouseRun(
  url: string,
  preset: Preset,
  token: string | null,
): Promise<LighthouseFigures> {
  try {
    return await measure(url, preset, token);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.error(`  ${error.message}: once more`);
    return measure(url, preset, token);
  }
}

function measure(url: string, preset: Preset, token: string | null): Promise<LighthouseFigures> {
  const origin = new URL(url).origin;
  return withChromium(async (browser) => {
    const page = await browser.newPage();
    await setToken(page, origin, token);
    const result = await lighthouse(url, FLAGS, configFor(preset), page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    const shown = await sessionShown(page);
    if (shown.currentUser !== (token !== null) || shown.token !== token) {
      throw new Error(`${url} as ${token ? "logged in" : "anonymous"} showed ${JSON.stringify(shown)}`);
    }
    const foreign = foreignRequests(lhr, origin);
    if (foreign.length > 0) throw new Error(`${url} requested beyond the server: ${foreign.join(", ")}`);
    return {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      totalBytes: numeric(lhr, "total-byte-weight"),
      scriptBytes: summary(lhr, "script").bytes,
      requests: summary(lhr, "total").requests,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lhr,
    };
  });
}

import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import axe from "axe-core";

export const DEMO_PASSWORD = "Erhebung-Demo#2025";
export const ADMIN = { email: "admin@erhebungsdatenbank.de", password: "Erhebung#2025" };
export const demoUser = (role: string) => `${role.toLowerCase()}@erhebungsdatenbank.de`;

let addressCounter = 0;
/**
 * The e2e server trusts X-Forwarded-For, so a test that fails logins on purpose gets an address of
 * its own and never locks the others out; so does an anonymous CSV export, as an address runs one export
 * at a time (decision 35) and the workers' browsers all connect from 127.0.0.1.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const ip = `203.0.${process.pid % 250}.${++addressCounter}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

/** The password of a demo account or of the built-in admin. */
const passwordOf = (email: string) => (email === ADMIN.email ? ADMIN.password : DEMO_PASSWORD);

/** The session tokens this worker opened through the API, by account: one login per worker and account. */
const sessions = new Map<string, Promise<string>>();

/**
 * The token of this worker's session of an account, opened through the API on first use. Tests share it:
 * none may end it (log out through it, change the account's password, reset or delete the account).
 */
export function sessionToken(request: APIRequestContext, email: string, password = passwordOf(email)) {
  let token = sessions.get(email);
  if (!token) {
    token = apiToken(request, email, password);
    sessions.set(email, token);
    // a failed login is not kept: the next test tries again
    token.catch(() => sessions.delete(email));
  }
  return token;
}

/** Authorization headers of the built-in admin's shared session, for set up through the API. */
export const adminHeaders = async (request: APIRequestContext) => ({
  authorization: await sessionToken(request, ADMIN.email),
});

/**
 * The page's browser holds `token` as the app stores it after a login, before any of the app's code runs:
 * the next page load starts with it. The origin is the running project's (the main suite's server, or the
 * smoke project's proxy).
 */
export async function holdToken(page: Page, token: string): Promise<void> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error("the project has no baseURL");
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: "token", value: token }] }],
  });
}

/**
 * Starts logged in as `email`, with the worker's shared session of the account (sessionToken): the next
 * page load opens the app logged in, as after a login through the form, which login.spec.ts proves.
 * A test that ends its session (logout, password change) takes signInAlone instead.
 */
export async function signIn(page: Page, email: string, password = passwordOf(email)): Promise<void> {
  await holdToken(page, await sessionToken(page.request, email, password));
}

/** As signIn, with a session of the test's own: for a test that logs out or otherwise ends it. */
export async function signInAlone(page: Page, email: string, password = passwordOf(email)): Promise<void> {
  await holdToken(page, await apiToken(page.request, email, password));
}

/**
 * The app bar names the logged-in person: the stored session has been checked. A protected page or a
 * table waits for that check by itself; what anyone sees (the drawer, the app bar) needs this first.
 */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId("current-user")).toBeAttached();
}

/** The body's background colour: what tells the light theme from the dark one. */
export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Switches the theme through the account menu's "Dunkles Design", as a user does, waits until the page
 * shows it and closes the menu. A logged-in person's switch is saved to their account (SPEC 4).
 */
export async function switchThemeInMenu(page: Page): Promise<void> {
  const before = await bodyBackground(page);
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Dunkles Design" }).click();
  await expect.poll(() => bodyBackground(page)).not.toBe(before);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
}

/** Logs in through the login page, as a user does. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("login");
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(page.getByRole("button", { name: "Kontomenü öffnen" })).toBeVisible();
}

/**
 * axe-core with the WCAG 2.1 A and AA rules on the page as it shows now: its violations, each with the
 * elements it found. It checks the app once it has replaced the page shell (whose heading is there before
 * the app's code runs), unless `of` says the shell itself is what is checked.
 */
export async function axeViolations(
  page: Page,
  { of = "app" }: { of?: "app" | "shell" } = {},
): Promise<string[]> {
  if (of === "app") await expect(page.locator(".page-shell")).toHaveCount(0);
  // check the page as it settles, not a loading skeleton half replaced by its content
  // (a button whose action runs is busy by design, decision 37: an upload's cancel is checked meanwhile)
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
  // nor a colour half-way through a transition: the browser asks for reduced motion (browser.ts),
  // so the theme runs none (theme.test.tsx); one running here is a transition the theme missed
  expect(await fadingElements(page), "fading elements").toEqual([]);
  return (await runAxe(page)).map(
    // the element's markup beside its selector: generated ids alone do not say which element failed
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`,
  );
}

/** WCAG 2.1 A and AA; only the violations are gathered (below). */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  resultTypes: ["violations"],
};

/**
 * axe.run in the page itself, without @axe-core/playwright's builder. The app has no frames, so the
 * builder's default (a partial run per frame, finished in a new blank page) finds the same at twice the
 * cost; even in its legacy mode it evaluates axe's 560 KB source twice per check, and gathers every
 * passing element (hundreds on a list page) that nobody reads. Here the source is evaluated once per
 * document and only the violations come back: on the surveys list 0.5 s against 1.4-1.8 s a check,
 * measured side by side (2026-12-02).
 */
async function runAxe(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
  return results.violations;
}

/** No axe violations on the page as it shows now (axeViolations); `context` names the state. */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  options: { of?: "app" | "shell" } = {},
): Promise<void> {
  expect(await axeViolations(page, options), `axe violations on ${context}`).toEqual([]);
}

/** The drawer's entries, group heading -> link texts, in order. */
export async function drawerEntries(page: Page): Promise<Record<string, string[]>> {
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav).toBeVisible();
  const groups: Record<string, string[]> = {};
  for (const heading of await nav.getByRole("heading").all()) {
    const name = (await heading.textContent()) ?? "";
    groups[name] = await nav.getByRole("list", { name }).getByRole("link").allTextContents();
  }
  return groups;
}

/**
 * The elements whose colour or opacity is changing by a CSS transition now (a progress bar's movement is
 * no colour): axe would measure the contrast of a colour in between.
 */
function fadingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (a): a is CSSTransition =>
          a instanceof CSSTransition &&
          ["color", "background-color", "opacity"].includes(a.transitionProperty) &&
          a.playState === "running",
      )
      .map(
        (a) =>
          `${a.transitionProperty} of ${(a.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 160)}`,
      ),
  );
}

/** A dialog is shown: with reduced motion it has no fade, so it is shown at full opacity at once. */
export async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
}

/** Logs in through the API (for test data set up and for calls a page cannot make); answers the token. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post("api/v1/login", { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const token = res.headers().authorization;
  expect(token).toBeTruthy();
  return token ?? "";
}

/**
 * A DataTable's record rows: the header row has column headers, not cells, and the skeleton rows
 * shown while a page loads are no records either.
 */
export const recordRows = (table: Locator) =>
  table
    .getByRole("row")
    .filter({ has: table.page().getByRole("cell") })
    .and(table.page().locator(':not([data-testid="skeleton-row"])'));

/** Logs out through the account menu; the session ends once the home page shows, so that is awaited. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
}

/**
 * Reads an error message of the snackbar and closes it, as a user would. An error stays its full time
 * (snackbar.tsx), and every message after it waits behind it: a test that goes on to expect the next
 * message must close the error first, or it waits on the error's timer instead of on the product.
 */
export async function readAndCloseError(page: Page, text: string): Promise<void> {
  const alert = page.getByRole("alert").filter({ hasText: text });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Schließen" }).click();
  await expect(alert).toBeHidden();
}

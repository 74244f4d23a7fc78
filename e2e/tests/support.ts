import { AxeBuilder } from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Erhebung-Demo#2025";
export const ADMIN = { email: "admin@erhebungsdatenbank.de", password: "Erhebung#2025" };
export const demoUser = (role: string) => `${role.toLowerCase()}@erhebungsdatenbank.de`;

let addressCounter = 0;
/**
 * The e2e server trusts X-Forwarded-For, so a test that fails logins on purpose gets an address of
 * its own and never locks the others out.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const ip = `203.0.${process.pid % 250}.${++addressCounter}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
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
 * axe-core with the WCAG 2.1 A and AA rules: no violations allowed. It checks the app once it has
 * replaced the page shell (whose heading is there before the app's code runs), unless `of` says
 * the shell itself is what is checked.
 */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  { of = "app" }: { of?: "app" | "shell" } = {},
): Promise<void> {
  if (of === "app") await expect(page.locator(".page-shell")).toHaveCount(0);
  // check the page as it settles, not a loading skeleton half replaced by its content
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // nor a colour half-way through a transition: a button enabled as its table finishes loading
  // fades from grey to its colour, and axe would measure the contrast of a colour in between (only
  // what contrast depends on: a progress bar's movement goes on as long as its upload)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          !(a instanceof CSSTransition) ||
          !["color", "background-color", "opacity"].includes(a.transitionProperty) ||
          a.playState !== "running",
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    // the element's markup beside its selector: generated ids alone do not say which element failed
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
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

/** A dialog has faded in completely (axe would measure the contrast of half-transparent text). */
export async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        return opacity;
      }),
    )
    .toBe(1);
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

export const adminHeaders = async (request: APIRequestContext) => ({
  authorization: await apiToken(request, ADMIN.email, ADMIN.password),
});

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

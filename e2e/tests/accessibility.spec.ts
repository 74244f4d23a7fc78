import { expect, type Page, test } from "@playwright/test";
import { demoTicketToken } from "../../apps/server/src/seed/demoRequests.ts";
import { ADMIN, adminHeaders, axeViolations, recordRows, signIn, switchThemeInMenu } from "./support.ts";

/*
 * The accessibility sweep: axe-core (WCAG 2.1 A and AA, support.ts) once on every page, in the light and
 * the dark theme; the public pages as an anonymous visitor, the gated ones as the built-in admin, with the
 * account menu, the contact dialog, the narrow layout's drawer and the request forms' messages. A test
 * walks its states in one page session: each state's violations are reported under its name, and the
 * walk goes on to the next. Every walk switches the theme in place, as a user does, and checks each state
 * in both themes without loading it again; the admin's switch would be saved to the account every other
 * test's admin logs in with, so the gated walks refuse that save in their own page (the account menu's
 * switch applies at once and a failed save passes silently, use-settings-actions.ts). A state that a
 * feature's spec file brings about (a dialog, a message, a flow's step, another role's view) is checked
 * once, there.
 */

/** A state of the app to check: how to get there from wherever the walk is, and its name. */
interface State {
  name: string;
  open(page: Page): Promise<void>;
  /** checked once, in the theme the page shows (its name says which), instead of light and then dark */
  asShown?: boolean;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const firstRecord = (page: Page, table: string) =>
  recordRows(page.getByRole("table", { name: table, exact: true })).first();

/** A page opened by its address, checked once `shows` (its content, not only its heading) is there. */
const pageAt = (path: string, shows: (page: Page) => Promise<void>): State => ({
  name: `page ${path}`,
  async open(page) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    await shows(page);
  },
});

const headingOnly = async (page: Page) => expect(heading(page)).toBeVisible();

/** A request form sent empty: its messages at the fields. */
const formWithErrors = (path: string): State => ({
  name: `page ${path} with its messages`,
  async open(page) {
    await page.goto(path);
    await page.getByRole("button", { name: "Antrag absenden" }).click();
    await expect(page.getByText("Bitte überprüfen Sie Ihre Eingaben.", { exact: false })).toBeVisible();
  },
});

// Every page that exists, as anonymous visitors see it, and the request forms' messages, in three walks
// of five or six states, each checked in both themes: one walk of seventeen took 96 s of its 90 (one
// theme) in a clean-clone run on a machine at a third of its speed (2026-11-28), as the gated walk of
// eleven had.
const PUBLIC: Record<string, State[]> = {
  "the lists, the EVAS tree and the documents": [
    pageAt("surveys", (page) => expect(firstRecord(page, "Verzeichnis der Erhebungen")).toBeVisible()),
    pageAt("evas", (page) => expect(firstRecord(page, "EVAS-Verzeichnis")).toBeVisible()),
    pageAt("evastree", (page) => expect(page.getByRole("treeitem").first()).toBeVisible()),
    pageAt("genericresources", (page) => expect(firstRecord(page, "Allgemeine Ressourcen")).toBeVisible()),
    pageAt("documentation", (page) =>
      expect(
        page.getByRole("region", { name: "Öffentliche Dokumente" }).getByRole("button").first(),
      ).toBeVisible(),
    ),
  ],
  "the static pages, the login and the requests page": [
    pageAt("newsletter", headingOnly),
    pageAt("privacy", headingOnly),
    pageAt("imprint", headingOnly),
    pageAt("accessibility", headingOnly),
    pageAt("login", (page) => expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toBeVisible()),
    pageAt("requests", (page) =>
      expect(page.getByRole("link", { name: "Statistik-ID beantragen" })).toBeVisible(),
    ),
  ],
  "the request forms' messages, the tickets, the Show page and an unknown page": [
    formWithErrors("requeststatisticid"),
    formWithErrors("requestadminaccess"),
    // no token, or a wrong one: the same message
    pageAt("ticketstatus", (page) => expect(page.getByText(/^Ungültiges Ticket/)).toBeVisible()),
    pageAt(`ticketstatus?token=${demoTicketToken(0)}`, (page) =>
      expect(page.getByRole("table", { name: "Verlauf" })).toBeVisible(),
    ),
    pageAt("Show.html", (page) =>
      expect(page.getByRole("table", { name: "Parameter der Anzeige-Seite" })).toBeVisible(),
    ),
    pageAt("no/such/page", headingOnly),
  ],
};

/** The account menu, opened on the surveys list (loaded unless the walk is there already). */
const accountMenu = (theme: string): State => ({
  name: `the account menu (${theme})`,
  asShown: true,
  async open(page) {
    if (!page.url().endsWith("/surveys")) await page.goto("surveys");
    await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
    await expect(page.getByRole("menuitem", { name: "Kontakt" })).toBeVisible();
  },
});

/** The contact dialog, from the account menu opened before. */
const contactDialog = (theme: string): State => ({
  name: `the contact dialog (${theme})`,
  asShown: true,
  async open(page) {
    await page.getByRole("menuitem", { name: "Kontakt" }).click();
    await expect(page.getByRole("dialog", { name: "Kontakt" })).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);
  },
});

/** The contact dialog closed and the theme switched in place: the menu and dialog again, dark. */
const darkAgain: State[] = [
  {
    ...accountMenu("dark"),
    async open(page) {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await switchThemeInMenu(page);
      await accountMenu("dark").open(page);
    },
  },
  contactDialog("dark"),
];

// Every page behind a login and rights, as the built-in admin sees it, in two walks of six and four pages,
// each checked in both themes: one walk of eleven took 96 s of its 90 (one theme) when the machine ran at
// a third of its speed (2026-11-28), and two walks also run side by side. The account's menu and dialog
// are checked once per theme at the end of the second walk (a switch in place needs the menu closed).
const GATED: Record<string, State[]> = {
  "the lists, the settings and the users": [
    pageAt("resources", (page) => expect(firstRecord(page, "Verzeichnis der Ressourcen")).toBeVisible()),
    pageAt("settings", (page) => expect(page.getByRole("tab", { name: "Allgemein" })).toBeVisible()),
    pageAt("users", (page) =>
      expect(page.getByRole("table", { name: "Benutzerkonten" })).toHaveAttribute("aria-busy", "false"),
    ),
    pageAt("processes", (page) => expect(firstRecord(page, "Anträge")).toBeVisible()),
    pageAt("role-administration", (page) =>
      expect(page.getByRole("checkbox", { name: "USER_READ für SuperAdmin", exact: true })).toBeVisible(),
    ),
    pageAt("webhooks", (page) =>
      expect(page.getByRole("table", { name: "Webhook-Ziele" }).getByRole("row").nth(1)).toBeVisible(),
    ),
  ],
  "the administration pages, the account menu and the contact dialog": [
    pageAt("unassign", (page) => expect(firstRecord(page, "Erhebungsids mit Basisobjekt")).toBeVisible()),
    pageAt("encodings", (page) => expect(firstRecord(page, "Kodierungen je Ressourcentyp")).toBeVisible()),
    pageAt("monitoring", (page) => expect(page.getByRole("log", { name: "Server-Log" })).not.toBeEmpty()),
    pageAt("dbquery", (page) => expect(page.getByRole("alert")).toContainText("eingebetteten Datenbank")),
    accountMenu("light"),
    contactDialog("light"),
    ...darkAgain,
  ],
};

/**
 * Walks the states in one page session; each one's violations are reported under its name. Each state is
 * checked in the light theme and then, switched in place through the account menu, in the dark one (the
 * next state's page starts light again: the stored choice), unless it is checked `asShown`.
 */
async function sweep(page: Page, states: State[]): Promise<void> {
  for (const state of states) {
    await test.step(state.name, async () => {
      await state.open(page);
      const shown = state.asShown ? state.name : `${state.name} (light)`;
      expect.soft(await axeViolations(page), `axe violations on ${shown}`).toEqual([]);
      if (state.asShown) return;
      await switchThemeInMenu(page);
      expect.soft(await axeViolations(page), `axe violations on ${state.name} (dark)`).toEqual([]);
    });
  }
}

/** The narrow layout's drawer, opened on the page the walk is on. */
const drawer = (theme: string): State => ({
  name: `the drawer of the narrow layout (${theme})`,
  asShown: true,
  async open(page) {
    await page.getByRole("button", { name: "Navigation öffnen" }).click();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  },
});

test.describe("axe-core, light and dark theme, switched in place", () => {
  // a walk of up to 8 states, most checked twice
  test.describe.configure({ timeout: 90_000 });

  // every walk starts light (the dark theme is switched to in place): the stored choice at every load
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "1"));
  });

  for (const [part, states] of Object.entries(PUBLIC)) {
    test(`every public page, anonymously: ${part}`, async ({ page }) => {
      await sweep(page, states);
    });
  }

  for (const [part, states] of Object.entries(GATED)) {
    test(`every page behind a login and rights, as the built-in admin: ${part}`, async ({ page }) => {
      // the switch stays in this page: the built-in admin's saved theme is every other test's too
      await page.route("**/api/v1/person/*/settings", (route) => route.abort());
      await signIn(page, ADMIN.email);
      await sweep(page, states);
      const saved = await page.request.get("api/v1/auth", { headers: await adminHeaders(page.request) });
      expect((await saved.json()).personSetting.theme, "the admin's saved theme").toBe(1);
    });
  }

  test("the narrow layout with the drawer open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("surveys");
    await sweep(page, [
      drawer("light"),
      {
        ...drawer("dark"),
        async open(page) {
          await page.keyboard.press("Escape");
          await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
          await switchThemeInMenu(page);
          await drawer("dark").open(page);
        },
      },
    ]);
  });
});

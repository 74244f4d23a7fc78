import { expect, test } from "@playwright/test";
import { ADMIN, expectNoAxeViolations, login } from "./support.ts";

// Every page that exists: the public ones anonymously, the gated ones as the built-in admin.
const PUBLIC_PAGES = [
  "surveys",
  "evas",
  "evastree",
  "genericresources",
  "documentation",
  "newsletter",
  "privacy",
  "imprint",
  "accessibility",
  "login",
  "requests",
  "ticketstatus",
  "Show.html",
  "no/such/page",
];
const ADMIN_PAGES = [
  "resources",
  "settings",
  "users",
  "processes",
  "role-administration",
  "unassign",
  "encodings",
  "monitoring",
  "dbquery",
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe-core, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme === "dark" ? "2" : "1");
    });

    // A test per page: each stays short, and the pages are checked in parallel.
    for (const path of PUBLIC_PAGES) {
      test(`public page ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `${path} (${theme})`);
      });
    }

    for (const path of ADMIN_PAGES) {
      test(`page ${path} behind login and rights`, async ({ page }) => {
        await login(page, ADMIN.email, ADMIN.password);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `${path} (${theme})`);
      });
    }

    test("the account menu and the contact dialog", async ({ page }) => {
      await login(page, ADMIN.email, ADMIN.password);
      await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
      // the menu grows in from transparent; half-transparent items would fail the contrast rule
      await expect(page.locator(".MuiPopover-paper")).toHaveCSS("opacity", "1");
      await expectNoAxeViolations(page, `account menu (${theme})`);
      await page.getByRole("menuitem", { name: "Kontakt" }).click();
      // the menu fades out while the dialog opens; half-transparent items would fail the contrast rule
      // (the closing menu is aria-hidden at once, so wait until it has left the page)
      await expect(page.locator('[role="menu"]')).toHaveCount(0);
      await expect(page.getByRole("dialog", { name: "Kontakt" })).toBeVisible();
      await expectNoAxeViolations(page, `contact dialog (${theme})`);
    });

    test("the narrow layout with the drawer open", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("surveys");
      await page.getByRole("button", { name: "Navigation öffnen" }).click();
      await expectNoAxeViolations(page, `mobile drawer (${theme})`);
    });
  });
}

import { expect, test } from "@playwright/test";
import { ADMINISTRATION, ANONYMOUS, everyone } from "../../apps/web/src/app/shell/drawer-test-fixtures.ts";
import { ADMIN, demoUser, drawerEntries, expectNoAxeViolations, signIn } from "./support.ts";

// ADMINISTRATION: the entries of the built-in admin's role, SuperAdmin, reached one by one below. Which
// entries each built-in role's rights open is proven in the drawer's own test (NavDrawerContent.test.tsx);
// here a demo role's rights from the server reach the drawer, as StatDBAdmin's, which opens some
// administration entries but not all.

test("an anonymous visitor sees the public views, service and information", async ({ page }) => {
  await page.goto("surveys");
  expect(await drawerEntries(page)).toEqual(ANONYMOUS);
});

test("a demo role sees exactly the drawer entries its rights allow, and its name in the app bar", async ({
  page,
}) => {
  await signIn(page, demoUser("StatDBAdmin"));
  await page.goto("surveys");
  await expect(page.getByRole("banner")).toContainText("(StatDBAdmin)");
  expect(await drawerEntries(page)).toEqual(
    everyone(["Antragsverwaltung", "Zuordnung aufheben", "Kodierungen"]),
  );
});

test("the built-in admin reaches every administration screen, each with its title", async ({ page }) => {
  await signIn(page, ADMIN.email);
  await page.goto("surveys");
  await expect(page.getByRole("banner")).toContainText("Administrator, System (SuperAdmin)");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  for (const entry of ADMINISTRATION) {
    await nav.getByRole("link", { name: entry, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: entry })).toBeVisible();
    await expect(page.getByRole("link", { name: entry, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle(`Erhebungsdatenbank – ${entry}`);
  }
});

test("a logged-in user without the right sees a no-permission page; an anonymous one is sent to the login", async ({
  page,
}) => {
  await page.goto("users");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fusers$/);
  await signIn(page, demoUser("FachAdmin"));
  await page.goto("users");
  await expect(page.getByRole("heading", { level: 1, name: "Keine Berechtigung" })).toBeVisible();
  await expectNoAxeViolations(page, "the no-permission page");
});

test("on a narrow screen the drawer opens from the menu button and closes after a click", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("surveys");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Navigation öffnen" }).click();
  await nav.getByRole("link", { name: "Impressum" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await expect(nav).toBeHidden();
});

test("on a wide screen the drawer is open and 270 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("surveys");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav).toBeVisible();
  const width = await nav.evaluate((el) => el.closest(".MuiDrawer-paper")?.getBoundingClientRect().width);
  expect(width).toBe(270);
});

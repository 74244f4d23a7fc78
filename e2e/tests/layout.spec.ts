import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, adminHeaders, axeViolations, expectNoAxeViolations, signIn } from "./support.ts";
import { openUser, userDialog } from "./users-support.ts";

/*
 * What only a browser's layout shows (issue 35): at a phone's 390 px no control of a list's card sticks
 * out of its card, and at a laptop's 1366 px the user dialog's permissions show every column without a
 * sideways scroll; axe at both widths.
 */

test.describe.configure({ timeout: 120_000 });

/**
 * Every list of the card layout, as the built-in admin sees it (who may open each), in two walks that
 * run side by side; a walk loads its lists one after another in one page, each reported under its name.
 */
const LISTS = [
  ["surveys", "evas", "resources", "processes"],
  ["users", "unassign", "encodings", "genericresources"],
];

/** The controls of the page's cards that reach past their card's sides, as "tag name: px out". */
function controlsOutOfCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll("section[aria-label] > ul > li")) {
      const box = card.getBoundingClientRect();
      const controls = card.querySelectorAll(
        "button, a, input:not([type=hidden]), select, textarea, [role=combobox], .MuiInputBase-root",
      );
      for (const control of controls) {
        const r = control.getBoundingClientRect();
        if (r.width === 0) continue;
        const past = Math.max(r.right - box.right, box.left - r.left);
        if (past > 0.5)
          out.push(`${control.getAttribute("aria-label") ?? control.tagName}: ${Math.round(past)} px`);
      }
    }
    return out;
  });
}

for (const paths of LISTS) {
  test(`at 390 px the cards hold their controls, the page scrolls only down; axe: /${paths.join(", /")}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN.email);
    for (const path of paths) {
      await test.step(`/${path}`, async () => {
        await page.goto(path);
        await expect(page.locator("section[aria-label] > ul > li").first()).toBeVisible({ timeout: 30_000 });
        if (path === "processes") {
          // the request's responsible person: a dropdown in the card (the control seen sticking out)
          await expect(page.getByRole("combobox", { name: /^Zuständig für Antrag/ }).first()).toBeVisible();
        }
        expect.soft(await controlsOutOfCards(page), `controls out of the cards of /${path}`).toEqual([]);
        expect
          .soft(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
            `sideways scroll of /${path}`,
          )
          .toBeLessThanOrEqual(0);
        expect
          .soft(await axeViolations(page), `axe violations on the cards of /${path} at 390 px`)
          .toEqual([]);
      });
    }
  });
}

/** An account of the test's own with one permission: the rows of its permission table. */
async function accountWithPermission(page: Page): Promise<string> {
  const headers = await adminHeaders(page.request);
  const roles = (await (await page.request.get("api/v1/role", { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const email = `e2e-${randomUUID().slice(0, 8)}@example.org`;
  const created = await page.request.post("api/v1/person/create", {
    headers,
    data: {
      email,
      name: "Breit",
      forename: "Berta",
      phone: "0611 3800",
      office: "06",
      role: { id: roles.find((r) => r.name === "LoggedUser")?.id },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const permission = await page.request.post(`api/v1/personPermission/${id}/create`, {
    headers,
    data: { statisticId: "2111", lkz: "06", res_rights: true, eid_rights: true },
  });
  expect(permission.status(), await permission.text()).toBe(201);
  return email;
}

/** The element lies within the box of `within`, whole. */
async function expectInside(element: Locator, within: Locator) {
  const [inner, outer] = [await element.boundingBox(), await within.boundingBox()];
  if (!inner || !outer) throw new Error("no box");
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

test("at 1366 px the user dialog's permissions show every column, the last change and the delete action without a sideways scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const email = await accountWithPermission(page);
  await signIn(page, ADMIN.email);
  await openUser(page, email);
  await page.getByRole("button", { name: "Berta Breit bearbeiten" }).click();
  const dialog = await userDialog(page, "Benutzer bearbeiten");
  await dialog.getByRole("tab", { name: "Berechtigungen" }).click();
  const region = dialog.getByRole("region", { name: "Rechte des Benutzers" });
  await expect(region.getByRole("cell", { name: "2111", exact: true })).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await expectInside(region.getByRole("columnheader", { name: "Letzte Änderung" }), region);
  await expectInside(
    region.getByRole("button", {
      name: "Recht für StatistikID 2111 und Länderkennzeichen 06 entfernen",
    }),
    region,
  );
  await expectNoAxeViolations(page, "the user dialog's permissions at 1366 px");
});

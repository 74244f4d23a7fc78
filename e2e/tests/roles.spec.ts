import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, adminHeaders, expectNoAxeViolations, signIn } from "./support.ts";

/*
 * The role administration /role-administration (SPEC 2.16, 5, 8; issue 14 item 3; decision 16) in
 * Chromium. Destructive steps use roles this file makes and removes itself; the built-in roles are only
 * looked at, or refused. A role without ROLE_EDIT gets no page (RoleAdministrationPage.test.tsx) and no
 * drawer entry (NavDrawerContent.test.tsx). The file's tests run one after the other: a save sends every
 * role, so it must not meet a role another test of this file deletes meanwhile.
 */

// axe over the matrix (150 boxes) takes long in a busy Chromium
test.describe.configure({ mode: "serial", timeout: 180_000 });

let counter = 0;
/** A role name of this run, as the domain's pattern takes it. */
const newRoleName = () => `E2e${Date.now() % 100_000_000}x${++counter}`;

async function createRole(request: APIRequestContext, name: string, acls: string[] = []) {
  const res = await request.post("api/v1/role/create", {
    headers: await adminHeaders(request),
    data: { name, acls },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Removes a role a test made, also after a failure; one already gone is fine. */
async function removeRole(request: APIRequestContext, name: string) {
  const res = await request.get(`api/v1/role/delete/${name}`, { headers: await adminHeaders(request) });
  expect([200, 404]).toContain(res.status());
}

const matrix = (page: Page) => page.getByRole("table", { name: "Rechte der Rollen" });
const box = (page: Page, right: string, role: string) =>
  matrix(page).getByRole("checkbox", { name: `${right} für ${role}`, exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The matrix is there: the page's code and the roles load, on a busy machine longer than usual. */
async function matrixLoaded(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Rollenverwaltung" })).toBeVisible();
  await expect(box(page, "USER_READ", "SuperAdmin")).toBeVisible({ timeout: 30_000 });
}

async function openRoles(page: Page) {
  await page.goto("role-administration");
  await matrixLoaded(page);
}

test("the matrix: fixed rights disabled; a right ticked, saved, still there after a reload; reset", async ({
  page,
}) => {
  const name = newRoleName();
  await createRole(page.request, name, ["COMMENTARY_READ"]);
  try {
    await signIn(page, ADMIN.email);
    await openRoles(page);
    await expect(page.getByText("Die Rechte von SuperAdmin und CoreBroker sind fest")).toBeVisible();
    await expect(box(page, "USER_READ", "SuperAdmin")).toBeDisabled();
    await expect(box(page, "USER_READ", "CoreBroker")).toBeDisabled();
    await expect(button(page, "Speichern")).toBeDisabled();
    await expect(button(page, "Zurücksetzen")).toBeDisabled();

    await box(page, "USER_READ", name).check();
    await expect(page.getByRole("status").filter({ hasText: "1 Rolle geändert" })).toBeVisible();
    await button(page, "Speichern").click();
    await expect(page.getByText("Die Rechte der Rollen wurden gespeichert.")).toBeVisible();
    await expect(button(page, "Speichern")).toBeDisabled();
    await page.reload();
    await matrixLoaded(page);
    await expect(box(page, "USER_READ", name)).toBeChecked();
    await expect(box(page, "COMMENTARY_READ", name)).toBeChecked();

    // reset: back to what the server has
    await box(page, "USER_READ", name).uncheck();
    await box(page, "REQUEST_READ", name).check();
    await expect(button(page, "Speichern")).toBeEnabled();
    await button(page, "Zurücksetzen").click();
    await expect(box(page, "USER_READ", name)).toBeChecked();
    await expect(box(page, "REQUEST_READ", name)).not.toBeChecked();
    await expect(button(page, "Speichern")).toBeDisabled();
  } finally {
    await removeRole(page.request, name);
  }
});

test("at phone width the matrix scrolls sideways, with the rights' column kept in view", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, ADMIN.email);
  await openRoles(page);
  const container = page.locator(".MuiTableContainer-root").filter({ has: matrix(page) });
  const { scrollWidth, clientWidth } = await container.evaluate((e) => ({
    scrollWidth: e.scrollWidth,
    clientWidth: e.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(clientWidth).toBeLessThanOrEqual(375);
  await container.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
  await expect(matrix(page).getByRole("rowheader", { name: /Erhebungsids anlegen/ })).toBeInViewport();
  await expect(matrix(page).getByRole("columnheader", { name: /UserAdmin/ })).toBeInViewport();
  await expect(button(page, "Speichern")).toBeInViewport();
  await expectNoAxeViolations(page, "role administration at phone width");
});

test("a role added with the transfer list, then deleted behind a confirmation naming it", async ({
  page,
}) => {
  const name = newRoleName();
  try {
    await signIn(page, ADMIN.email);
    await openRoles(page);
    await button(page, "Rolle anlegen").click();
    const dialog = page.getByRole("dialog", { name: "Rolle anlegen" });
    // the dialog's code loads when it is first opened
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, "add-role dialog");

    // a bad name is refused with the domain's message, and nothing is sent
    await dialog.getByRole("textbox", { name: "Name der Rolle" }).fill("Prüfer");
    await button(page, "Anlegen").click();
    await expect(dialog.getByText("Der Name beginnt mit einem Buchstaben")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Name der Rolle" }).fill(name);
    const available = dialog.getByRole("list", { name: "Verfügbare Rechte" });
    const chosen = dialog.getByRole("list", { name: "Rechte der neuen Rolle" });
    await available.getByRole("checkbox", { name: "Rollen ansehen (ROLE_READ)" }).check();
    // the keyboard: Tab reaches the next box, Space ticks it
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(available.getByRole("checkbox", { name: "Rollen bearbeiten (ROLE_EDIT)" })).toBeChecked();
    await button(page, "Ausgewählte Rechte hinzufügen").click();
    await expect(chosen.getByRole("checkbox")).toHaveCount(2);
    await expectNoAxeViolations(page, "add-role dialog with chosen rights");
    await button(page, "Anlegen").click();
    await expect(page.getByText(`Die Rolle ${name} wurde angelegt.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(box(page, "ROLE_READ", name)).toBeChecked();
    await expect(box(page, "ROLE_EDIT", name)).toBeChecked();
    await expect(box(page, "USER_READ", name)).not.toBeChecked();

    await button(page, `Rolle ${name} löschen`).click();
    const confirm = page.getByRole("dialog", { name: "Rolle löschen" });
    await expect(confirm).toContainText(`Soll die Rolle ${name} gelöscht werden?`);
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, "delete-role confirmation");
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText(`Die Rolle ${name} wurde gelöscht.`)).toBeVisible();
    await expect(box(page, "ROLE_READ", name)).toHaveCount(0);
  } finally {
    await removeRole(page.request, name);
  }
});

test("a role users hold gets SPEC 8's message; the built-in four have no delete", async ({ page }) => {
  await signIn(page, ADMIN.email);
  await openRoles(page);
  for (const role of ["SuperAdmin", "LoggedUser", "UserAdmin", "CoreBroker"]) {
    await expect(button(page, `Rolle ${role} löschen`)).toBeDisabled();
  }
  await button(page, "Rolle FachAdmin löschen").click();
  await page.getByRole("dialog", { name: "Rolle löschen" }).getByRole("button", { name: "Löschen" }).click();
  await expect(
    page.getByText("Es gibt noch Benutzer mit dieser Rolle. Löschen nicht möglich.", { exact: false }),
  ).toBeVisible();
  await expect(box(page, "RESOURCE_CREATE", "FachAdmin")).toBeVisible();
});

test("role-statids: a statistic id given to a role and taken back", async ({ page }) => {
  const name = newRoleName();
  await createRole(page.request, name);
  const ids = (await (
    await page.request.get("api/v1/roleStatids/allIds", { headers: await adminHeaders(page.request) })
  ).json()) as string[];
  const statisticId = ids[0] ?? "";
  expect(statisticId).toMatch(/^\d{4}$/);
  try {
    await signIn(page, ADMIN.email);
    await openRoles(page);
    const section = page.getByRole("region", { name: "Statistik-IDs der Rollen" });
    await expect(section).toContainText("zuständig");
    const form = section.getByRole("form", { name: "Statistik-ID einer Rolle zuordnen" });
    await form.getByRole("combobox", { name: "Rolle" }).click();
    await page.getByRole("option", { name, exact: true }).click();
    await form.getByRole("combobox", { name: "Statistik-ID" }).fill(statisticId);
    await page.getByRole("option", { name: statisticId, exact: true }).click();
    await form.getByRole("button", { name: "Zuordnen" }).click();
    await expect(
      page.getByText(`Die Statistik-ID ${statisticId} wurde der Rolle ${name} zugeordnet.`),
    ).toBeVisible();
    const chip = section.getByRole("button", { name: `Statistik-ID ${statisticId} von ${name} entfernen` });
    await expect(chip).toBeVisible();
    await expectNoAxeViolations(page, "role-statids with an entry");
    await chip.click();
    await expect(
      page.getByText(`Die Statistik-ID ${statisticId} wurde von der Rolle ${name} entfernt.`),
    ).toBeVisible();
    await expect(chip).toHaveCount(0);
  } finally {
    await removeRole(page.request, name);
  }
});

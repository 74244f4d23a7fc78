import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support.ts";

/*
 * The resource edit page /resourceedit?erhebungsid= as the resource end-to-end files use it: each
 * resource's row and action buttons (named "<action>: Ressource <key>") and their confirmations.
 */

export const ACTIONS = [
  "Herunterladen",
  "Beschreibung ändern",
  "Sperren",
  "Testbar setzen",
  "Nutzbar setzen",
  "Zugriff ändern (öffentlich/intern)",
  "Löschen",
  "Trotz Nutzung löschen",
  "Endgültig löschen",
] as const;
export type Action = (typeof ACTIONS)[number];

export const button = (page: Page, action: Action, key: string) =>
  page.getByRole("button", { name: `${action}: Ressource ${key}`, exact: true });
export const resourceRow = (page: Page, key: string) => page.getByRole("row").filter({ hasText: key });
export const cellOf = (page: Page, key: string, column: "description" | "status" | "access") =>
  resourceRow(page, key).getByRole("cell").nth({ description: 1, status: 2, access: 3 }[column]);

/** The physical delete shows to the role SuperAdmin alone (SPEC 6; decision 26). */
const SUPER_ADMIN_ONLY: readonly Action[] = ["Endgültig löschen"];

/**
 * Exactly `enabled` of the resource's buttons are enabled; the others are shown, but disabled, except
 * the SuperAdmin's own, which nobody else sees.
 */
export async function expectEnabled(
  page: Page,
  key: string,
  enabled: readonly Action[],
  viewer: { superAdmin: boolean } = { superAdmin: false },
) {
  for (const action of ACTIONS) {
    const control = button(page, action, key);
    if (!viewer.superAdmin && SUPER_ADMIN_ONLY.includes(action)) await expect(control, action).toHaveCount(0);
    else if (enabled.includes(action)) await expect(control, action).toBeEnabled();
    else await expect(control, action).toBeDisabled();
  }
}

export async function openEditPage(page: Page, erhebungsid: string) {
  await page.goto(`resourceedit?erhebungsid=${erhebungsid}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Ressourcen der Erhebungsid ${erhebungsid}` }),
  ).toBeVisible();
}

/** Clicks the action, checks its confirmation (title, text, axe) and confirms it. */
export async function confirmAction(page: Page, action: Action, key: string, title: string, text: string) {
  await button(page, action, key).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toContainText(text);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `confirmation: ${title}`);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

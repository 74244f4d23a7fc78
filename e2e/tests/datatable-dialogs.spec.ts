import { expect, test } from "@playwright/test";
import { columnTexts, openEvas, rows, TABLE_NAME, table } from "./evas-table.ts";
import { ADMIN, expectNoAxeViolations, settled, signIn } from "./support.ts";

/*
 * The EVAS register's dialogs and its card layout for an admin (/evas), with axe in the browser, which
 * measures the contrast that jsdom cannot. The table's own dialogs (filters, columns) are proven by
 * their component tests (apps/web/src/components/data-table), axe on them in the browser by
 * datatable.spec.ts; templates and CSV by datatable-templates-csv.spec.ts.
 */

test.describe("EVAS dialogs on /evas", () => {
  test("no axe violations in the EVAS edit dialog, the delete confirmation and the 375 px cards (admin)", async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe runs and reloads, on a busy machine
    await page.emulateMedia({ colorScheme: "light" });
    await signIn(page, ADMIN.email);
    await openEvas(page);
    await expect.poll(async () => (await columnTexts(page, "EVAS"))[0]).toMatch(/^00000/);
    const first = rows(page).first();
    const description = (await columnTexts(page, "Beschreibung"))[0] ?? "";
    expect(description).not.toBe("");

    await first.getByRole("button", { name: "EVAS 00000 bearbeiten" }).click();
    const edit = page.getByRole("dialog", { name: "EVAS bearbeiten" });
    await settled(edit);
    await expect(edit.getByRole("textbox", { name: "Beschreibung" })).toHaveValue(description);
    await expect(edit.getByRole("textbox", { name: "EVAS" })).toHaveValue("00000");
    await expectNoAxeViolations(page, "EVAS edit dialog");
    await edit.getByRole("button", { name: "Abbrechen" }).click();
    await expect(edit).toBeHidden();

    await first.getByRole("button", { name: "EVAS 00000 löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "EVAS löschen" });
    await settled(confirm);
    await expect(confirm).toContainText("Soll die EVAS 00000 gelöscht werden?");
    await expectNoAxeViolations(page, "EVAS delete confirmation");
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("EVAS erfolgreich gelöscht.")).toHaveCount(0);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(async () => (await columnTexts(page, "EVAS"))[0]).toMatch(/^00000/);

    await page.setViewportSize({ width: 375, height: 800 });
    const cards = page.getByRole("list", { name: TABLE_NAME, exact: true });
    await expect(cards.getByRole("listitem")).toHaveCount(10);
    await expect(table(page)).toHaveCount(0);
    const card = cards.getByRole("listitem").first();
    await expect(card.getByRole("definition").filter({ hasText: "00000" })).toBeVisible();
    await expect(card.getByRole("button", { name: "EVAS 00000 bearbeiten" })).toBeVisible();
    await expectNoAxeViolations(page, "/evas at 375 px as cards (admin)");
  });
});

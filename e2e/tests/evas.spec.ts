import { expect, type Page, test } from "@playwright/test";
import { evasInUse, filterByCode, table } from "./evas-table.ts";
import { ADMIN, demoUser, expectNoAxeViolations, signIn } from "./support.ts";
import { tablePage } from "./table-protocol.ts";

const dialog = (page: Page) => page.getByRole("dialog");

// That the server refuses the writes (401 without a session, 403 without the right, nothing changed) is
// proven in evas-write.test.ts and the rights matrix; here what the page offers.
test("anonymous visitors and users without EVAS rights see the register without write actions", async ({
  page,
}) => {
  await page.goto("evas");
  await expect(table(page)).toContainText("11111");
  await expect(page.getByRole("button", { name: "EVAS anlegen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^EVAS \d{5} bearbeiten$/ })).toHaveCount(0);
  await signIn(page, demoUser("FachAdmin"));
  await page.goto("evas");
  await expect(table(page)).toContainText("11111");
  await expect(page.getByRole("button", { name: "EVAS anlegen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^EVAS \d{5} bearbeiten$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^EVAS \d{5} löschen$/ })).toHaveCount(0);
});

test("discontinued EVAS say so in words, not only by colour", async ({ page }) => {
  // the register's discontinued codes carry a closing date in the past
  const register = await tablePage(page.request, "evas", {
    change: (columns) => {
      for (const column of columns) column.options.sort.direction = column.id === "closing" ? "asc" : "none";
    },
  });
  const first = register.records.content[0]?.items.evas?.view ?? "";
  await page.goto("evas");
  await filterByCode(page, first);
  await expect(table(page).getByRole("row", { name: new RegExp(first) })).toContainText("eingestellt");
});

test.describe("EVAS administration", () => {
  test.describe.configure({ mode: "serial" });

  test("add: validations, a duplicate code refused by the server, then created", async ({ page }) => {
    await signIn(page, demoUser("StatDBAdmin"));
    await page.goto("evas");
    await page.getByRole("button", { name: "EVAS anlegen" }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Speichern" }).click();
    await expect(dialog(page)).toContainText("Bitte eine EVAS-Nummer angeben.");
    await expect(dialog(page)).toContainText("Bitte eine Beschreibung angeben.");

    const code = dialog(page).getByRole("textbox", { name: "EVAS" });
    await code.pressSequentially("12a4");
    await expect(code).toHaveValue("124"); // only digits are taken
    await dialog(page).getByRole("button", { name: "Speichern" }).click();
    await expect(dialog(page)).toContainText("Die EVAS-Nummer besteht aus genau fünf Ziffern.");

    await code.fill("12411");
    await dialog(page).getByRole("textbox", { name: "Beschreibung" }).fill("Doppelt");
    await dialog(page).getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Die EVAS 12411 existiert bereits.")).toBeVisible();
    await expect(dialog(page)).toBeVisible(); // nothing lost: the dialog stays open with the input

    await code.fill("98765");
    await dialog(page).getByRole("textbox", { name: "Beschreibung" }).fill("Testerhebung über Grünflächen");
    await dialog(page).getByRole("combobox", { name: "Periodizität" }).click();
    await page.getByRole("option", { name: /^03/ }).click();
    await expectNoAxeViolations(page, "EVAS dialog");
    await dialog(page).getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("EVAS erfolgreich angelegt.")).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test("edit: the code is fixed, the description changes", async ({ page }) => {
    await signIn(page, demoUser("StatDBAdmin"));
    await page.goto("evas");
    await filterByCode(page, "98765");
    await page.getByRole("button", { name: "EVAS 98765 bearbeiten" }).click();
    await expect(dialog(page).getByRole("textbox", { name: "EVAS" })).not.toBeEditable();
    await expect(dialog(page)).toContainText("Die EVAS-Nummer kann nicht geändert werden.");
    const description = dialog(page).getByRole("textbox", { name: "Beschreibung" });
    await expect(description).toHaveValue("Testerhebung über Grünflächen");
    await description.fill("Testerhebung über Grünflächen und Parks");
    await dialog(page).getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("EVAS erfolgreich bearbeitet.")).toBeVisible();
    await expect(table(page)).toContainText("Testerhebung über Grünflächen und Parks");
  });

  test("delete: confirmed, and refused while surveys still use the EVAS", async ({ page }) => {
    await signIn(page, ADMIN.email);
    await page.goto("evas");
    await filterByCode(page, "98765");
    await page.getByRole("button", { name: "EVAS 98765 löschen" }).click();
    await expect(page.getByRole("dialog")).toContainText("Soll die EVAS 98765 gelöscht werden?");
    await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("EVAS erfolgreich gelöscht.")).toBeVisible();
    await expect(table(page)).not.toContainText("98765");

    // an EVAS that demo surveys use: the server refuses and says why
    const used = await evasInUse(page);
    await page.goto("evas");
    await filterByCode(page, used);
    await page.getByRole("button", { name: `EVAS ${used} löschen` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText(new RegExp(`Die EVAS ${used} ist noch \\d+ Erhebung`))).toBeVisible();
    await expect(table(page)).toContainText(used);
  });
});

test("the EVAS tree: levels 1, 2, 3 and 5, expand all, collapse all, keyboard", async ({ page }) => {
  await page.goto("evastree");
  const tree = page.getByRole("tree", { name: "EVAS-Baum" });
  await expect(tree).toBeVisible();
  await page.getByRole("button", { name: "Alle aufklappen" }).click();
  await expect(tree.getByRole("treeitem", { name: /^12411\b/ })).toBeVisible();
  for (const code of ["1", "12", "124", "12411"]) {
    await expect(tree.getByRole("treeitem", { name: new RegExp(`^${code}\\b`) }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Alle zuklappen" }).click();
  await expect(tree.getByRole("treeitem", { name: /^12411\b/ })).toBeHidden();
  // the placeholders 00000, 01000 and 09000 of migration 0009 come first, as leaves without a group;
  // the arrow keys move past them to the group 1
  await tree.getByRole("treeitem").first().focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
  const first = tree.getByRole("treeitem", { name: /^1\b/ });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowRight");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expectNoAxeViolations(page, "EVAS tree");
});

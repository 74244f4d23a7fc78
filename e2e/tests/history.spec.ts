import { expect, test } from "@playwright/test";
import { ADMIN, adminHeaders, expectNoAxeViolations, signIn } from "./support.ts";
import { createSurvey } from "./surveys-table.ts";

/*
 * The History tab of the survey detail dialog (issue 36): an edit shows as its field-by-field diff, and
 * an earlier state comes back as a new edit, without an EVAS discontinued since. The survey (bzr 880000)
 * and the EVAS 98836 are this file's own.
 */

test.describe.configure({ timeout: 90_000 });

test("an edit shows as its diff in the History tab; a restore names and leaves out an EVAS discontinued since", async ({
  page,
}) => {
  const headers = await adminHeaders(page.request);
  const evasBody = { evas: "98836", description: "Prüfstatistik des Verlaufs", period: 3, closing: null };
  const created = await page.request.post("api/v1/evas/create", { headers, data: evasBody });
  expect(created.status(), await created.text()).toBe(201);
  const evas = (await created.json()) as { id: number };
  const erhebungsid = await createSurvey(page.request, "880000", { evas: ["12612", "98836"] });
  const edit = await page.request.post(`api/v1/eid/${erhebungsid}/update`, {
    headers,
    data: {
      statisticId: "1261",
      bzr: "880000",
      federalStateCode: "09",
      period: 3,
      description: "Prüferhebung mit Verlauf",
      accessMode: false,
      evas: ["12612"],
      comment: "Beschreibung geschärft, EVAS bereinigt",
    },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  const closed = await page.request.post(`api/v1/evas/${evas.id}/update`, {
    headers,
    data: { ...evasBody, closing: "2020-05-31" },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  await signIn(page, ADMIN.email);
  await page.goto("about:blank");
  await page.goto(`surveys?detail=${erhebungsid}#f.erhebungsid=${erhebungsid}`);
  const dialog = page.getByRole("dialog", { name: `Erhebungsid ${erhebungsid}` });
  await dialog.getByRole("tab", { name: "Verlauf" }).click();
  const history = dialog.getByRole("table", { name: "Verlauf der Änderungen, neueste zuerst" });
  const entries = history.getByRole("row");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(1)).toContainText("BearbeitenBeschreibung geschärft, EVAS bereinigt");
  await expect(entries.nth(1)).toContainText("BeschreibungPrüferhebung 880000 → Prüferhebung mit Verlauf");
  await expect(entries.nth(1)).toContainText("EVASentfernt: 98836; hinzugefügt: –");
  await expect(entries.nth(2)).toContainText("Anlegen");
  await expectNoAxeViolations(page, "survey history tab");

  await entries.nth(2).getByRole("button", { name: "Diesen Stand wiederherstellen" }).click();
  const restore = page.getByRole("dialog", { name: "Stand wiederherstellen" });
  await restore.getByRole("textbox", { name: "Kommentar" }).fill("Ursprüngliche Beschreibung zurück");
  await expectNoAxeViolations(page, "restore dialog");
  await restore.getByRole("button", { name: "Wiederherstellen" }).click();
  await expect(
    page.getByText(
      "Der Stand wurde wiederhergestellt. Nicht übernommen: EVAS 98836 (nicht mehr vorhanden oder ausgelaufen).",
    ),
  ).toBeVisible();
  await expect(restore).toBeHidden();
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(1)).toContainText("Ursprüngliche Beschreibung zurück");
  await expect(entries.nth(1)).toContainText("BeschreibungPrüferhebung mit Verlauf → Prüferhebung 880000");
  await expect(entries.nth(1)).not.toContainText("98836");
});

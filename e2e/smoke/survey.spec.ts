import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, login, useOwnClientAddress } from "../tests/support.ts";
import { createSurvey, entry, gotoSurvey, openMenu, row } from "../tests/surveys-table.ts";
import { onBothInstances, SUPER_ADMIN } from "./instances.ts";

/*
 * A survey edited through one instance: the other must list it as it is now, not as a cache of its own
 * remembers it. A survey of its own, of a year (2095) the demo data has none of.
 */

const SURVEY_TABLE = "/erhebungsdatenbank/api/v1/eid";

test("a survey edited through the dialog shows its new data from both instances", async ({ page }) => {
  const erhebungsid = await createSurvey(page.request, "950000", { by: SUPER_ADMIN });
  const edited = `Prüferhebung ${erhebungsid}, über den Proxy berichtigt`;
  const address = await useOwnClientAddress(page);
  await login(page, SUPER_ADMIN);
  await gotoSurvey(page, erhebungsid);
  await entry(await openMenu(page, erhebungsid), "Bearbeiten", erhebungsid).click();
  const dialog = page.getByRole("dialog", { name: "Erhebung bearbeiten" });
  const description = dialog.getByRole("textbox", { name: "Beschreibung" });
  await expect(description).toHaveValue("Prüferhebung 950000");
  await expectNoAxeViolations(page, "survey dialog, edit");

  await description.fill(edited);
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("Beschreibung über den Proxy berichtigt");
  const saving = Date.now();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`Erhebung ${erhebungsid} erfolgreich bearbeitet.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, erhebungsid)).toContainText(edited);

  // every fresh load shows the new text, until each instance has answered one since the save
  await onBothInstances(page.request, {
    address,
    what: "a page of the surveys table after the save",
    matches: (s) => s.method === "POST" && s.url === SURVEY_TABLE && s.status === 200 && s.time >= saving,
    step: async () => {
      await gotoSurvey(page, erhebungsid);
      await expect(row(page, erhebungsid)).toContainText(edited);
    },
  });
  await expectNoAxeViolations(page, "surveys list after the edit");
});

import { expect, type Request, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support.ts";
import { createSurvey, gotoSurvey, OFFICE_USER, openAction, SUCCESS, statusCell } from "./surveys-table.ts";

/*
 * Every action once (issue 35, decision 37): a double click on a dialog's confirm button sends one
 * request, and the user reads that it worked. Only a browser shows it: its clicks come as separate
 * events, and the button of the code before held only after TanStack Query's notification timer. The
 * survey works on bzr year 2095 of statistic 1261 in office 09, which no other spec uses.
 */

test("approve after a refused confirm, then a double click: one unlock, the success message, no error", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "950000");
  await signIn(page, OFFICE_USER);
  await gotoSurvey(page, erhebungsid);
  const unlocks: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(`/eid/${erhebungsid}/unlock`)) {
      unlocks.push(request);
    }
  });

  const dialog = await openAction(page, erhebungsid, "Freigeben", "Erhebungsid freigeben");
  const confirm = dialog.getByRole("button", { name: "Freigeben" });
  await confirm.click();
  await expect(dialog).toContainText("Bitte einen Kommentar angeben.");
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("fachlich geprüft");
  await confirm.dblclick();

  await expect(page.getByText(SUCCESS).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statusCell(page, erhebungsid)).toHaveText(/^freigegeben/);
  await expect(page.getByText(/Fehler beim/)).toHaveCount(0);
  expect(unlocks).toHaveLength(1);
  await expectNoAxeViolations(page, "surveys page after the approve");
});

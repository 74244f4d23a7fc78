import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, expectNoAxeViolations, sessionToken, signIn } from "./support.ts";
import { tablePage } from "./table-protocol.ts";

// Who may not see the page (no drawer entry, the no-permission page, the login for a visitor) and the
// server's 401/403 on the list are proven in UnassignPage.test.tsx, NavDrawerContent.test.tsx,
// routes.test.tsx and the rights matrix.

const table = (page: Page) => page.getByRole("table", { name: "Erhebungsids mit Basisobjekt" });

interface Assigned {
  erhebungsid: string;
  baseObjectId: string;
}

/** The assigned surveys of the demo data, in erhebungsid order, as the unassign list answers them. */
async function assignedSurveys(request: APIRequestContext, token: string): Promise<Assigned[]> {
  const answer = await tablePage(request, "eid/baseObjectId", {
    headers: { authorization: token },
    size: 100,
  });
  return answer.records.content.map((r) => ({
    erhebungsid: r.items.erhebungsid?.view ?? "",
    baseObjectId: r.items.baseObjectId?.view ?? "",
  }));
}

/** The SuperAdmin's token and one assigned survey no other test touches (counted from the end). */
async function adminAndSurvey(request: APIRequestContext, fromEnd: number) {
  const token = await sessionToken(request, ADMIN.email);
  const assigned = await assignedSurveys(request, token);
  // the demo data assigns 18 surveys; each test here takes its own from the end of the list
  expect(assigned.length).toBeGreaterThanOrEqual(10);
  return { token, survey: assigned[assigned.length - fromEnd] as Assigned };
}

test("a SuperAdmin cancels an assignment after a confirmation naming both ids", async ({ page }) => {
  test.setTimeout(60_000); // three page loads, a dialog and the list after the change checked by axe
  const { token, survey } = await adminAndSurvey(page.request, 1);

  await signIn(page, ADMIN.email);
  await page.goto("surveys");
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Zuordnung aufheben" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Zuordnung aufheben" })).toBeVisible();
  await expect(table(page).getByRole("row")).toHaveCount(11); // the header and a page of 10
  await expect(page.getByRole("button", { name: "CSV" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Vorlagen" })).toHaveCount(0);

  // one row, through the table's filter in the address (decision 7)
  await page.goto(`unassign#f.erhebungsid=${survey.erhebungsid}`);
  const row = table(page).getByRole("row", { name: new RegExp(survey.erhebungsid) });
  await expect(row).toContainText(survey.baseObjectId);
  const action = row.getByRole("button", {
    name: `Zuordnung der Erhebungsid ${survey.erhebungsid} aufheben`,
  });

  // cancelled: nothing changes
  await action.click();
  const dialog = page.getByRole("dialog", { name: "Zuordnung aufheben" });
  await expect(dialog).toContainText(`Erhebungsid:${survey.erhebungsid}`);
  await expect(dialog).toContainText(`Basisobjekt-ID:${survey.baseObjectId}`);
  await expectNoAxeViolations(page, "unassign confirmation");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  // confirmed: the assignment is gone and so is the row
  await action.click();
  await dialog.getByRole("button", { name: "Zuordnung aufheben" }).click();
  await expect(
    page.getByText(
      `Die Zuordnung der Erhebungsid ${survey.erhebungsid} zum Basisobjekt ${survey.baseObjectId} wurde aufgehoben.`,
    ),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(table(page)).toContainText("Keine Einträge vorhanden.");
  await expectNoAxeViolations(page, "unassign list after the change");
  const left = await assignedSurveys(page.request, token);
  expect(left.map((a) => a.erhebungsid)).not.toContain(survey.erhebungsid);
});

test("the refresh button shows an assignment another admin cancelled", async ({ page }) => {
  const { token, survey } = await adminAndSurvey(page.request, 2);
  await signIn(page, ADMIN.email);
  await page.goto(`unassign#f.erhebungsid=${survey.erhebungsid}`);
  const row = table(page).getByRole("row", { name: new RegExp(survey.erhebungsid) });
  await expect(row).toBeVisible();
  const unassigned = await page.request.get(`api/v1/eid/baseObjectId/${survey.erhebungsid}/unassign`, {
    headers: { authorization: token },
  });
  expect(unassigned.status()).toBe(200);
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: "Aktualisieren" }).click();
  await expect(row).toHaveCount(0);
  await expect(table(page)).toContainText("Keine Einträge vorhanden.");
});

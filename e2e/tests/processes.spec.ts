import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { mailCount, waitForMail } from "./mail.ts";
import {
  dialogNamed,
  gotoRequest,
  newSurvey,
  processesTable,
  submitRequest,
  unique,
} from "./processes-support.ts";
import { demoUser, expectNoAxeViolations, recordRows, signIn } from "./support.ts";
import { createSurvey } from "./surveys-table.ts";

/*
 * The processes screen /processes (SPEC 2.15, 4, 5, 6; issue 15 item 3, decision 17) in Chromium, as the
 * demo OrgAdmin and StatDBAdmin work with it: the table, a request a visitor submitted through the API
 * accepted (with the placeholder EVAS choice) and its survey in /surveys, a refused accept, a decline
 * with its reason rule, the responsible person behind a confirmation, the details dialog's tabs with the
 * progress, the applicant's mails; axe on every dialog (the page: accessibility.spec.ts; in English:
 * ProcessesPage.test.tsx, the cells' English words: the server's table.test.ts). Each test works on
 * requests of its own: the specs run in parallel on one server.
 */

// long flows with an axe run per dialog, on a server other spec files share, on a busy machine
test.describe.configure({ timeout: 300_000 });

const ORG_ADMIN = demoUser("OrgAdmin");
const STAT_DB_ADMIN = demoUser("StatDBAdmin");

/** A visitor's new-survey request of its own, opened in /processes by the organisation admin. */
async function openOwnNewSurveyRequest(page: Page, request: APIRequestContext) {
  const own = await submitRequest(
    request,
    newSurvey(`Prüfstatistik ${unique()}`, { evas: ["12612"] }),
    "Neue Landesstatistik.",
  );
  await signIn(page, ORG_ADMIN);
  return { own, row: await gotoRequest(page, own) };
}

// by its text: while a dialog is open, the page behind it (the snackbar too) is hidden from the accessibility tree
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true });

test("the table with SPEC 2.15's columns, the applicant and the request's dialogs, the responsible person behind a confirmation", async ({
  page,
  request,
}) => {
  const { own, row } = await openOwnNewSurveyRequest(page, request);
  const heads = processesTable(page).getByRole("columnheader");
  await expect(heads).toHaveText([
    /^Antrag gestellt/,
    /^EVAS/,
    /^Amt/,
    /^Statistik-ID/,
    /^Status/,
    /^Antragsart/,
    /^Fortschritt/,
    /^Antragsteller/,
    /^Letzte Änderung/,
    /^Zuständig/,
    /^Zuletzt bearbeitet von/,
    /^Aktionen/,
  ]);
  await expect(row.getByRole("cell").nth(1)).toHaveText("12612");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Neu");
  await expect(page.getByRole("button", { name: "CSV" })).toBeVisible();

  await row.getByRole("button", { name: `${own.name}, Paula` }).click();
  let dialog = await dialogNamed(page, `Antragsteller von Antrag Nr. ${own.id}`);
  await expect(dialog.getByRole("link", { name: own.mail })).toBeVisible();
  await expect(dialog).toContainText("07 – Rheinland-Pfalz");
  await expectNoAxeViolations(page, "applicant dialog");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  await row.getByRole("button", { name: "Neue Erhebungsid" }).click();
  dialog = await dialogNamed(page, `Antrag Nr. ${own.id}: Neue Erhebungsid`);
  await expect(dialog).toContainText("keine – die Genehmigung vergibt eine neue");
  await expect(dialog).toContainText("03 – jährlich");
  await expectNoAxeViolations(page, "request specializing dialog");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  // the responsible person: nobody, then a person, each after a confirmation (a cancel changes nothing)
  const responsible = row.getByRole("combobox", { name: `Zuständig für Antrag Nr. ${own.id}` });
  await responsible.click();
  await page.getByRole("option", { name: "niemand" }).click();
  let confirm = await dialogNamed(page, "Zuständigkeit ändern");
  await expect(confirm).toContainText(`Soll für Antrag Nr. ${own.id} niemand mehr zuständig sein?`);
  await expectNoAxeViolations(page, "responsible person confirmation");
  await confirm.getByRole("button", { name: "Ändern" }).click();
  await expect(snackbar(page, `Die Zuständigkeit für Antrag Nr. ${own.id} wurde geändert.`)).toBeVisible();
  await expect(responsible).toHaveText("niemand");

  await responsible.click();
  await page.getByRole("option", { name: "Fischer, Andreas" }).click();
  confirm = await dialogNamed(page, "Zuständigkeit ändern");
  await confirm.getByRole("button", { name: "Abbrechen" }).click();
  await expect(responsible).toHaveText("niemand");
  await responsible.click();
  await page.getByRole("option", { name: "Fischer, Andreas" }).click();
  confirm = await dialogNamed(page, "Zuständigkeit ändern");
  await confirm.getByRole("button", { name: "Ändern" }).click();
  await expect(responsible).toHaveText("Fischer, Andreas");
  // someone taking on a new request moves it on
  await expect(row.getByRole("cell").nth(4)).toHaveText("In Bearbeitung");
});

test("the details' tabs: what the request asks for, the applicant, the substantiation, the status with a progress comment, the history", async ({
  page,
  request,
}) => {
  const { own, row } = await openOwnNewSurveyRequest(page, request);

  await row.getByRole("button", { name: `Details zu Antrag Nr. ${own.id}` }).click();
  const dialog = await dialogNamed(page, `Details zu Antrag Nr. ${own.id}: Neue Erhebungsid`);
  await expect(dialog.getByRole("tab")).toHaveText([
    "Antragsangaben",
    "Antragsteller",
    "Begründung",
    "Status",
    "Verlauf",
    // the request's audit history (issue 36): "Verlauf" is already its content's history here
    "Änderungen",
  ]);
  await expect(dialog.getByRole("tabpanel")).toContainText("Landesstatistik");
  await expectNoAxeViolations(page, "details, request specializing");
  await dialog.getByRole("tab", { name: "Antragsteller" }).click();
  await expect(dialog.getByRole("tabpanel")).toContainText(own.mail);
  await dialog.getByRole("tab", { name: "Begründung" }).click();
  await expect(dialog.getByRole("tabpanel")).toHaveText("Neue Landesstatistik.");
  await dialog.getByRole("tab", { name: "Status" }).click();
  await expect(dialog.getByRole("tabpanel")).toContainText("Neu");
  await dialog
    .getByRole("textbox", { name: "Neuer Fortschrittskommentar" })
    .fill("Rückfrage beim Fachbereich.");
  await expectNoAxeViolations(page, "details, status");
  await dialog.getByRole("button", { name: "Kommentar speichern" }).click();
  await expect(dialog.getByRole("tabpanel")).toContainText("Neumann, Katrin");
  await dialog.getByRole("tab", { name: "Verlauf" }).click();
  const history = recordRows(dialog.getByRole("table", { name: "Verlauf" }));
  // newest first, in Berlin time
  await expect(history.first()).toContainText("Rückfrage beim Fachbereich.");
  await expect(history.first().getByRole("cell").first()).toHaveText(
    /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}:\d{2}$/,
  );
  await expect(history.last()).toContainText("Antrag gestellt");
  await expectNoAxeViolations(page, "details, history");
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(row.getByRole("cell").nth(6)).toHaveText("Rückfrage beim Fachbereich.");
});

test("accept a new survey without EVAS with the placeholder EVAS choice: the survey in /surveys, the applicant's mail", async ({
  page,
  request,
}) => {
  const description = `Prüfstatistik ohne EVAS ${unique()}`;
  const own = await submitRequest(request, newSurvey(description));
  await signIn(page, STAT_DB_ADMIN);
  const row = await gotoRequest(page, own);
  await row.getByRole("button", { name: `Antrag Nr. ${own.id} genehmigen` }).click();
  const dialog = await dialogNamed(page, `Antrag Nr. ${own.id} genehmigen`);
  const choice = dialog.getByRole("radiogroup", { name: "Platzhalter-EVAS" });
  await expect(choice.getByRole("radio", { name: "00000 – EVAS noch nicht zugeordnet" })).toBeChecked();
  await expectNoAxeViolations(page, "accept dialog with the EVAS choice");
  await choice.getByRole("radio", { name: "09000 – EVAS noch nicht zugeordnet, Sonstige" }).check();
  await dialog.getByRole("textbox", { name: "Begründung (optional)" }).fill("Angaben vollständig.");
  const before = await mailCount(request);
  await dialog.getByRole("button", { name: "Genehmigen" }).click();
  await expect(snackbar(page, `Antrag Nr. ${own.id} wurde genehmigt.`)).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Genehmigt");
  await expect(row.getByRole("button", { name: /genehmigen|ablehnen/ })).toHaveCount(0);

  const mail = await waitForMail(request, { to: own.mail, subjectIncludes: "genehmigt", after: before });
  expect(mail.text).toContain("Angaben vollständig.");
  const erhebungsid = /mit der Erhebungsid (\d{13}) angelegt/.exec(mail.text)?.[1];
  expect(erhebungsid, mail.text).toBeTruthy();

  await page.goto("about:blank");
  await page.goto(`surveys#f.erhebungsid=${erhebungsid}`);
  const survey = page.getByRole("table", { name: "Verzeichnis der Erhebungen" }).getByRole("row", {
    name: new RegExp(erhebungsid ?? "none"),
  });
  await expect(survey).toContainText(description, { timeout: 30_000 });
  await expect(survey).toContainText("09000");
});

test("a refused accept shows the server's reason in the dialog and leaves the request open", async ({
  page,
  request,
}) => {
  // a survey of 1261 in Bayern whose Erhebungsid the request then asks for again
  const bzr = `${30 + Math.floor(Math.random() * 70)}4${String(1 + Math.floor(Math.random() * 12)).padStart(3, "0")}`;
  const erhebungsid = await createSurvey(request, bzr);
  const own = await submitRequest(
    request,
    newSurvey(`Doppelte Erhebung ${unique()}`, {
      statisticId: "1261",
      bzr,
      federalStateCode: "09",
      evas: ["12612"],
    }),
  );
  await signIn(page, STAT_DB_ADMIN);
  const row = await gotoRequest(page, own);
  await row.getByRole("button", { name: `Antrag Nr. ${own.id} genehmigen` }).click();
  const dialog = await dialogNamed(page, `Antrag Nr. ${own.id} genehmigen`);
  await expect(dialog.getByRole("radiogroup")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Genehmigen" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Fehler beim Genehmigen des Antrags.");
  await expect(dialog.getByRole("alert")).toContainText(erhebungsid);
  await expectNoAxeViolations(page, "accept dialog with the server's refusal");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("cell").nth(4)).not.toHaveText("Genehmigt");
  await expect(row.getByRole("button", { name: `Antrag Nr. ${own.id} genehmigen` })).toBeVisible();
});

test("decline: a short reason keeps the button disabled, a proper one declines; the applicant's mail says why", async ({
  page,
  request,
}) => {
  const own = await submitRequest(request, {
    type: "RESET_RIGHTS",
    forename: "Franziska",
    name: "Huber",
    mail: demoUser("LoggedUser"),
    reason: "Wechsel in ein anderes Referat",
  });
  await signIn(page, ORG_ADMIN);
  const row = await gotoRequest(page, own);
  await row.getByRole("button", { name: `Antrag Nr. ${own.id} ablehnen` }).click();
  const dialog = await dialogNamed(page, `Antrag Nr. ${own.id} ablehnen`);
  const reason = dialog.getByRole("textbox", { name: "Begründung" });
  const decline = dialog.getByRole("button", { name: "Ablehnen" });
  await reason.fill("Zu kurz.");
  await expect(decline).toBeDisabled();
  await expect(reason).toHaveAccessibleDescription(
    "Die Begründung einer Ablehnung muss länger als 10 Zeichen sein.",
  );
  await expectNoAxeViolations(page, "decline dialog with a short reason");
  const why = "Die Rechte werden im Referat weiterhin benötigt.";
  await reason.fill(why);
  await expect(decline).toBeEnabled();
  const before = await mailCount(request);
  await decline.click();
  await expect(snackbar(page, `Antrag Nr. ${own.id} wurde abgelehnt.`)).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Abgelehnt");
  const mail = await waitForMail(request, { to: own.mail, subjectIncludes: "abgelehnt", after: before });
  expect(mail.text).toContain(why);
});

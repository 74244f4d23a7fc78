import { expect, test } from "@playwright/test";
import { linkFrom, mailCount, waitForMail } from "./mail.ts";
import {
  applicantMail,
  choose,
  expectNewTicket,
  fillApplicant,
  followTicket,
  open,
  pickSurvey,
  publicSurvey,
  send,
  textbox,
} from "./requests-support.ts";
import { expectNoAxeViolations, useOwnClientAddress } from "./support.ts";

/*
 * The public request pages and the ticket (issue 15 items 1-2, decision 17) in Chromium, as a visitor:
 * each page's request sent through the real server, the ticket mail received, its link followed to
 * /ticketstatus; the error paths a browser shows (missing fields, a bad Erhebungsid, the server's
 * refusal at its field); the honeypot out of reach; axe on the states a visitor meets here (the forms
 * sent empty and a demo ticket, in both themes: accessibility.spec.ts). The ticket page is followed from
 * the first request's mail; the others' tickets are read through its API call, and the page's name of
 * each type is proven in TicketStatusPage.test.tsx.
 * Each test comes from an address of its own: the server takes 5 requests per address and hour.
 */

// long flows with an axe run per state, on a server that other spec files share
test.describe.configure({ timeout: 240_000 });

test("a statistic id (NEW): missing fields, the honeypot out of reach, the ticket mail and page", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  await open(page, "requests", "Antrag stellen");
  await page.getByRole("link", { name: "Statistik-ID beantragen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Statistik-ID beantragen" })).toBeVisible();

  await page.getByRole("button", { name: "Antrag absenden" }).click();
  await expect(
    page.getByText("Bitte überprüfen Sie Ihre Eingaben. Die betroffenen Felder sind rot markiert."),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Art der Statistik" })).toBeFocused();
  await expect(textbox(page, "Beschreibung der Erhebung")).toHaveAccessibleDescription(
    "Bitte füllen Sie dieses Feld aus.",
  );
  await expect(textbox(page, "E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");

  // nobody meets the honeypot: not by name, not by keyboard
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Webseite" })).toHaveCount(0);
  await textbox(page, "Begründung (optional)").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Antrag absenden" })).toBeFocused();

  const mail = applicantMail("new");
  await choose(page, "Art der Statistik", "Landesstatistik");
  await textbox(page, "Beschreibung der Erhebung").fill("Erhebung der ambulanten Pflegedienste");
  await choose(page, "Amt der Erhebung", "07 – Rheinland-Pfalz");
  await fillApplicant(page, mail);
  await textbox(page, "Begründung (optional)").fill("Neue Landesstatistik ab 2026");
  const before = await mailCount(request);
  await send(page, mail);
  await expect(textbox(page, "Beschreibung der Erhebung")).toHaveValue("");
  await expectNoAxeViolations(page, "/requeststatisticid sent");
  await followTicket(page, request, { mail, after: before, type: "Neue Erhebungsid" });
  // a new ticket reads alike whatever was asked for: checked here once
  await expectNoAxeViolations(page, "a new ticket");
});

test("a change (UPDATE) with the survey picker filling the survey's data", async ({ page, request }) => {
  await useOwnClientAddress(page);
  const survey = await publicSurvey(request);
  await open(page, "editerhebungsid", "Erhebungsid bearbeiten");
  await pickSurvey(page, survey.erhebungsid);
  await expect(
    page.getByText(`Die aktuellen Daten der Erhebung ${survey.erhebungsid} sind eingetragen.`, {
      exact: false,
    }),
  ).toBeVisible();
  const description = textbox(page, "Beschreibung der Erhebung");
  await expect(description).toHaveValue(survey.description);
  await expect(textbox(page, "Berichtszeitraum (BZR)")).toHaveValue(survey.erhebungsid.slice(5, 11));
  await expectNoAxeViolations(page, "/editerhebungsid filled");

  const mail = applicantMail("update");
  await description.fill(`${survey.description} (geändert)`);
  await fillApplicant(page, mail);
  const before = await mailCount(request);
  await send(page, mail);
  await expectNewTicket(request, { mail, after: before, requestType: "UPDATE_ERHEBUNGSID" });
});

test("an archiving: a malformed and an unknown Erhebungsid refused at the field", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const survey = await publicSurvey(request);
  await open(page, "archiveerhebungsid", "Erhebungsid archivieren");
  await expectNoAxeViolations(page, "/archiveerhebungsid");
  const picker = page.getByRole("combobox", { name: "Erhebungsid" });
  const mail = applicantMail("archive");
  await picker.fill("12345");
  await picker.press("Escape");
  await textbox(page, "Begründung der Archivierung").fill("Die Erhebung wird nicht mehr durchgeführt.");
  await fillApplicant(page, mail);
  await page.getByRole("button", { name: "Antrag absenden" }).click();
  await expect(picker).toHaveAccessibleDescription(/Bitte geben Sie eine 13-stellige Erhebungsid an/);
  await expect(picker).toBeFocused();

  // well formed but unknown: the real server's words at the field
  await picker.fill("1999999999999");
  await picker.press("Escape");
  await page.getByRole("button", { name: "Antrag absenden" }).click();
  await expect(picker).toHaveAccessibleDescription(
    "Eine Erhebung mit der Erhebungsid 1999999999999 gibt es nicht.",
  );
  await expect(picker).toBeFocused();
  await expectNoAxeViolations(page, "/archiveerhebungsid refused");

  await picker.fill("");
  await pickSurvey(page, survey.erhebungsid);
  const before = await mailCount(request);
  await send(page, mail);
  await expectNewTicket(request, { mail, after: before, requestType: "ARCHIVE_ERHEBUNGSID" });
});

test("a continuation: the survey's data filled in, a bad bzr refused", async ({ page, request }) => {
  await useOwnClientAddress(page);
  const survey = await publicSurvey(request);
  await open(page, "continueerhebungsid", "Erhebungsid fortführen");
  await pickSurvey(page, survey.erhebungsid);
  await expect(textbox(page, "Beschreibung der Erhebung")).toHaveValue(survey.description);
  const bzr = textbox(page, "Berichtszeitraum (BZR)");
  await bzr.fill("29");
  const continued = applicantMail("continue");
  await fillApplicant(page, continued);
  await page.getByRole("button", { name: "Antrag absenden" }).click();
  await expect(bzr).toHaveAccessibleDescription(
    "Bitte geben Sie einen gültigen Berichtszeitraum aus sechs Ziffern an.",
  );
  await expectNoAxeViolations(page, "/continueerhebungsid with an error");
  await bzr.fill("290000");
  const before = await mailCount(request);
  await send(page, continued);
  await expectNewTicket(request, { mail: continued, after: before, requestType: "CONTINUE_ERHEBUNGSID" });
});

test("admin access: permissions asked row by row", async ({ page, request }) => {
  await useOwnClientAddress(page);
  await open(page, "requestadminaccess", "Administrationszugang beantragen");

  const mail = applicantMail("rights");
  const row = page.getByRole("group", { name: "Berechtigung 1" });
  await fillApplicant(page, mail);
  await textbox(page, "E-Mail-Adresse Ihrer Vorgesetzten").fill("chefin@antrag.example");
  await page.getByRole("button", { name: "Antrag absenden" }).click();
  await expect(row.getByText("Sie müssen mindestens ein Recht auswählen.")).toBeVisible();
  await expectNoAxeViolations(page, "/requestadminaccess with errors");

  // a statistic id of the offered ones (the visible surveys')
  await row.getByRole("combobox", { name: "Statistik-ID" }).click();
  await page.getByRole("option").first().click();
  await row.getByRole("combobox", { name: "Länderkennzeichen" }).click();
  await page.getByRole("option", { name: "05 – Nordrhein-Westfalen" }).click();
  await row.getByRole("checkbox", { name: "Ressourcenrechte", exact: true }).check();
  await page.getByRole("button", { name: "Weitere Berechtigung" }).click();
  const second = page.getByRole("group", { name: "Berechtigung 2" });
  await second.getByRole("combobox", { name: "Statistik-ID" }).fill("4621");
  await second.getByRole("combobox", { name: "Länderkennzeichen" }).click();
  await page.getByRole("option", { name: "99 – Verbund" }).click();
  await second.getByRole("checkbox", { name: "Mapping-Rechte" }).check();
  const before = await mailCount(request);
  await send(page, mail);
  await expectNewTicket(request, { mail, after: before, requestType: "REQUEST_RIGHTS" });
});

test("admin access: the withdrawal of a person's permissions", async ({ page, request }) => {
  await useOwnClientAddress(page);
  await open(page, "requestadminaccess", "Administrationszugang beantragen");
  await page.getByRole("radio", { name: "Berechtigungen entziehen" }).check();
  const withdrawal = applicantMail("withdraw");
  await textbox(page, "Vorname der Person").fill("Anja");
  await textbox(page, "Name der Person").fill("Krüger");
  await textbox(page, "E-Mail-Adresse der Person").fill("anja.krueger@antrag.example");
  await textbox(page, "Grund des Entzugs").fill("Wechsel in eine andere Abteilung");
  await fillApplicant(page, withdrawal);
  await expectNoAxeViolations(page, "/requestadminaccess withdrawal");
  const before = await mailCount(request);
  await send(page, withdrawal);
  await expectNewTicket(request, { mail: withdrawal, after: before, requestType: "RESET_RIGHTS" });
});

// A wrong or missing token, and the form's English messages, are proven in TicketStatusPage.test.tsx and
// RequestPage.test.tsx; here a request sent in English gets its ticket mail and page in English.
test("a request in English: its ticket mail and page speak English too", async ({ page, request }) => {
  await useOwnClientAddress(page);
  await open(page, "requeststatisticid", "Statistik-ID beantragen");
  await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1, name: "Request a statistic id" })).toBeVisible();

  const mail = applicantMail("english");
  await page.getByRole("combobox", { name: "Kind of statistic" }).click();
  await page.getByRole("option", { name: "EU statistic" }).click();
  await page.getByRole("textbox", { name: "Description of the survey" }).fill("EU-SILC supplement");
  await page.getByRole("combobox", { name: "Office of the survey" }).click();
  await page.getByRole("option", { name: "00 – Federal Statistical Office" }).click();
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Julia");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Schneider");
  await page.getByRole("textbox", { name: "Email address", exact: true }).fill(mail);
  await page.getByRole("combobox", { name: "Your office" }).click();
  await page.getByRole("option", { name: "07 – Rhineland-Palatinate" }).click();
  const before = await mailCount(request);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your request has arrived" })).toBeVisible();
  const ticketMail = await waitForMail(request, {
    to: mail,
    subjectIncludes: "your request no.",
    after: before,
  });
  await open(page, linkFrom(ticketMail, "/ticketstatus?token="), "Ticket status");
  await expect(page.locator(".MuiChip-label")).toHaveText("New");
  await expect(page.getByRole("table", { name: "History" })).toContainText("Request made");
  await expectNoAxeViolations(page, "ticket in English");
});

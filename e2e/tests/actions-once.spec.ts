import { expect, type Page, type Request, test } from "@playwright/test";
import { linkFrom, mailCount, mailsTo, waitForMail } from "./mail.ts";
import { createOwnAccount } from "./own-account.ts";
import { dialogNamed, gotoRequest, newSurvey, submitRequest, unique } from "./processes-support.ts";
import { demoUser, expectNoAxeViolations, signIn, useOwnClientAddress } from "./support.ts";
import { createSurvey, gotoSurvey, OFFICE_USER, openAction, SUCCESS, statusCell } from "./surveys-table.ts";

/*
 * Every action once (issue 35, decision 37): a double click on a dialog's confirm button sends one
 * request, and the user reads that it worked. Only a browser shows it: its clicks come as separate
 * events, and the button of the code before held only after TanStack Query's notification timer. The
 * survey works on bzr year 2095 of statistic 1261 in office 09, which no other spec uses; the request,
 * the newsletter address and the account are the tests' own. The dialogs' axe runs are in
 * processes.spec.ts, newsletter.spec.ts and password-reset.spec.ts.
 */

// the request's table waits up to 30 s for a busy server (processes-support.ts): more than the default
test.describe.configure({ timeout: 90_000 });

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

/** The requests of `method` to an address ending in `path` the page sends from now on. */
function requestsTo(page: Page, method: string, path: string): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(path)) sent.push(request);
  });
  return sent;
}

test("Genehmigen of a request, double clicked: one approve, the success message, no 'bereits entschieden'", async ({
  page,
  request,
}) => {
  const own = await submitRequest(request, newSurvey(`Einmal genehmigt ${unique()}`, { evas: ["12612"] }));
  // a new survey is accepted by the StatDBAdmin (the OrgAdmin accepts rights requests)
  await signIn(page, demoUser("StatDBAdmin"));
  const row = await gotoRequest(page, own);
  const approves = requestsTo(page, "POST", `/request/${own.id}/approve`);
  await row.getByRole("button", { name: `Antrag Nr. ${own.id} genehmigen` }).click();
  const dialog = await dialogNamed(page, `Antrag Nr. ${own.id} genehmigen`);

  await dialog.getByRole("button", { name: "Genehmigen" }).dblclick();

  await expect(page.getByText(`Antrag Nr. ${own.id} wurde genehmigt.`, { exact: true })).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Genehmigt");
  await expect(page.getByText(/Fehler beim|bereits entschieden/)).toHaveCount(0);
  expect(approves).toHaveLength(1);
});

test("Abonnieren, double clicked: one subscription, the neutral answer, one confirmation mail", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const mail = `once-${unique()}@example.org`;
  await page.goto("newsletter/subscribe");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter abonnieren" })).toBeVisible();
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(mail);
  await page.getByRole("combobox", { name: "Statistik-ID" }).click();
  await page.getByRole("option", { name: "3111", exact: true }).click();
  await page.getByRole("checkbox", { name: "99 – Erhebungsbeschreibung" }).check();
  const subscriptions = requestsTo(page, "POST", "/newsletter/subscribev2");
  const before = await mailCount(request);

  await page.getByRole("button", { name: "Abonnieren", exact: true }).dblclick();

  await expect(page.getByText(/Wenn die Adresse stimmt, kommt in Kürze eine Mail/)).toBeVisible();
  const confirmation = await waitForMail(request, {
    to: mail,
    after: before,
    subjectIncludes: "Newsletter bestätigen",
  });
  expect(confirmation.text).toContain("StatistikID 3111: 99");
  expect(subscriptions).toHaveLength(1);
  expect(await mailsTo(request, { to: mail, after: before })).toHaveLength(1);
});

test("Link anfordern, double clicked: one request, the neutral answer, one mail whose link works", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const account = await createOwnAccount(request, "Erster-Stand#2026");
  await page.goto("login");
  await page.getByRole("button", { name: "Passwort vergessen?" }).click();
  const dialog = page.getByRole("dialog", { name: "Passwort vergessen?" });
  await dialog.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(account.email);
  const resets = requestsTo(page, "POST", "/person/password/reset");
  const before = await mailCount(request);

  await dialog.getByRole("button", { name: "Link anfordern" }).dblclick();

  await expect(dialog.getByText(/Falls zu dieser Adresse ein Konto besteht, wurde ein Link/)).toBeVisible();
  const link = linkFrom(await waitForMail(request, { to: account.email, after: before }), "/password/reset");
  expect(resets).toHaveLength(1);
  expect(await mailsTo(request, { to: account.email, after: before })).toHaveLength(1);
  // the one link the person opens is the valid one
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Passwort speichern" })).toBeVisible();
});

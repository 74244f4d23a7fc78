import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, adminHeaders, demoUser, expectNoAxeViolations, signIn } from "./support.ts";
import { table } from "./surveys-table.ts";

/**
 * The survey add / edit / continue dialog (SPEC 2.4, 5). Every test works on surveys of its own: statistic
 * ids 09xx (the demo data has none) or bzr years 2091..2094, so no other test or spec meets them.
 */

const RESTRICTED = "Diese Erhebung ist genehmigt oder einem Basisobjekt zugeordnet.";

interface NewSurvey {
  statisticId: string;
  bzr: string;
  federalStateCode: string;
  evas: string[];
}

/** Creates a survey as the SuperAdmin through the API; answers its Erhebungsid. */
async function createSurvey(request: APIRequestContext, survey: NewSurvey, approve = false): Promise<string> {
  const headers = await adminHeaders(request);
  const res = await request.post("api/v1/eid/create", {
    headers,
    data: {
      ...survey,
      period: 3,
      description: `Testerhebung ${survey.statisticId}/${survey.bzr}`,
      accessMode: false,
      comment: "für die Prüfung des Dialogs angelegt",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { erhebungsid } = (await res.json()) as { erhebungsid: string };
  if (approve) {
    const unlock = await request.post(`api/v1/eid/${erhebungsid}/unlock`, {
      headers,
      data: { comment: "freigegeben", accessMode: false },
    });
    expect(unlock.status(), await unlock.text()).toBe(200);
  }
  return erhebungsid;
}

/**
 * Opens the surveys table narrowed to one survey through the filter in the address, as a pasted link
 * does: a fresh page load, so the table reads the address as it opens.
 */
async function gotoSurvey(page: Page, erhebungsid: string) {
  await page.goto("about:blank");
  await page.goto(`surveys#f.erhebungsid=${erhebungsid}`);
  await expect(table(page).getByRole("row", { name: new RegExp(erhebungsid) })).toBeVisible();
}

/** Opens a row action of one survey. */
async function rowAction(page: Page, erhebungsid: string, action: "Bearbeiten" | "Fortführen") {
  await gotoSurvey(page, erhebungsid);
  const row = table(page).getByRole("row", { name: new RegExp(erhebungsid) });
  await row.getByRole("button", { name: `Aktionen für Erhebungsid ${erhebungsid}` }).click();
  await page.getByRole("menuitem", { name: `${action}: Erhebungsid ${erhebungsid}`, exact: true }).click();
}

/** The year field keeps its '20': the last two digits are deleted and typed anew. */
async function setYear(dialog: Locator, twoDigits: string) {
  const year = dialog.getByRole("textbox", { name: "Jahr" });
  await year.click();
  await year.press("End");
  await year.press("Backspace");
  await year.press("Backspace");
  await year.pressSequentially(twoDigits);
}

/** Types a code into the EVAS field and adds it. */
async function addEvas(dialog: Locator, code: string) {
  const field = dialog.getByRole("textbox", { name: "EVAS hinzufügen" });
  await field.fill(code);
  await dialog.getByRole("button", { name: "Hinzufügen", exact: true }).click();
}

// The dialog's own rules (SPEC 9's defaults, the input patterns, the live Erhebungsid, the messages of an
// empty save, the EVAS tab shown for its error) are proven in SurveyFormDialog.test.tsx,
// SurveyDataFields.test.tsx and survey-form.test.ts; here the real server's create and refusal.
test("a SuperAdmin creates a survey; the same Erhebungsid again is refused, everything typed stays", async ({
  page,
}) => {
  test.setTimeout(90_000); // three dialog states, each checked by axe, and two saves
  await signIn(page, ADMIN.email);
  await page.goto("surveys");
  await page.getByRole("button", { name: "Erhebungsid anlegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Erhebung anlegen" });
  await expect(dialog.getByRole("tab", { name: "Daten" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page, "survey dialog, create");

  await dialog.getByRole("textbox", { name: "Statistik-ID" }).pressSequentially("0917");
  await setYear(dialog, "91");
  await expect(dialog.getByText("Erhebungsid: 1091791000000", { exact: true })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Beschreibung" }).fill("Prüferhebung Dialog 2091");
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("angelegt im Test");
  await dialog.getByRole("tab", { name: "EVAS" }).click();
  await addEvas(dialog, "11111");
  await expect(dialog.getByRole("button", { name: "Übersicht zu EVAS 11111" })).toBeVisible();
  await expectNoAxeViolations(page, "survey dialog, create, EVAS tab");

  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Erhebung 1091791000000 erfolgreich angelegt.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await gotoSurvey(page, "1091791000000");
  await expect(table(page).getByRole("row", { name: /1091791000000/ })).toContainText(
    "Prüferhebung Dialog 2091",
  );

  // the same Erhebungsid again: the server refuses, everything typed stays
  await page.getByRole("button", { name: "Erhebungsid anlegen" }).click();
  await dialog.getByRole("textbox", { name: "Statistik-ID" }).fill("0917");
  await setYear(dialog, "91");
  await dialog.getByRole("textbox", { name: "Beschreibung" }).fill("Doppelt");
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("noch einmal");
  await dialog.getByRole("tab", { name: "EVAS" }).click();
  await addEvas(dialog, "11111");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText(/Die Erhebungsid 1091791000000 existiert bereits\./).first()).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Daten enthält Fehler" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog.getByRole("textbox", { name: "Beschreibung" })).toHaveValue("Doppelt");
  await expect(dialog.getByRole("textbox", { name: "Kommentar" })).toHaveValue("noch einmal");
  await expectNoAxeViolations(page, "survey dialog, refused by the server");
});

test("a SuperAdmin edits a survey's data, filled from the survey", async ({ page }) => {
  test.setTimeout(60_000); // a survey made through the API, a login, two table loads and a save
  const erhebungsid = await createSurvey(page.request, {
    statisticId: "0918",
    bzr: "910000",
    federalStateCode: "00",
    evas: ["11111"],
  });
  await signIn(page, ADMIN.email);
  await rowAction(page, erhebungsid, "Bearbeiten");
  const dialog = page.getByRole("dialog", { name: "Erhebung bearbeiten" });
  await expect(dialog.getByRole("tab", { name: "Daten" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab", { name: "EVAS" })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Statistik-ID" })).toHaveValue("0918");
  await expect(dialog.getByRole("textbox", { name: "Jahr" })).toHaveValue("2091");
  await expect(dialog.getByRole("combobox", { name: "Periodizität" })).toHaveText("03 – jährlich");
  const description = dialog.getByRole("textbox", { name: "Beschreibung" });
  await expect(description).toHaveValue("Testerhebung 0918/910000");
  await expect(dialog.getByText(RESTRICTED)).toHaveCount(0);
  await expectNoAxeViolations(page, "survey dialog, edit");

  await description.fill("Testerhebung 0918/910000, berichtigt");
  await dialog.getByRole("combobox", { name: "Periodizität" }).click();
  await page.getByRole("option", { name: "keine Angabe" }).click();
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("Beschreibung berichtigt");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`Erhebung ${erhebungsid} erfolgreich bearbeitet.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole("row", { name: new RegExp(erhebungsid) })).toContainText(
    "Testerhebung 0918/910000, berichtigt",
  );
});

test("a SuperAdmin continues a survey for the next year", async ({ page }) => {
  test.setTimeout(60_000); // a survey made through the API, a login, two table loads and a save
  const predecessor = await createSurvey(page.request, {
    statisticId: "0919",
    bzr: "910000",
    federalStateCode: "00",
    evas: ["11111"],
  });
  await signIn(page, ADMIN.email);
  await rowAction(page, predecessor, "Fortführen");
  const dialog = page.getByRole("dialog", { name: "Erhebung fortführen" });
  await expect(dialog.getByText(`Fortführung von ${predecessor}`)).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Beschreibung" })).toHaveValue("Testerhebung 0919/910000");
  await expectNoAxeViolations(page, "survey dialog, continue");
  await setYear(dialog, "92");
  await expect(dialog.getByText("Erhebungsid: 1091992000000", { exact: true })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Beschreibung" }).fill("Testerhebung 0919/920000");
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("fortgeführt für 2092");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Erhebung 1091992000000 erfolgreich fortgeführt.")).toBeVisible();
  await gotoSurvey(page, "1091992000000");
  await expect(table(page).getByRole("row", { name: /1091992000000/ })).toContainText(
    "Testerhebung 0919/920000",
  );
});

test("a state-office user with mapping_rights edits only the EVAS: errors, tree picker, overview", async ({
  page,
}) => {
  test.setTimeout(120_000); // the whole EVAS tree is expanded, dialog states checked by axe
  const erhebungsid = await createSurvey(page.request, {
    statisticId: "1261",
    bzr: "930000",
    federalStateCode: "09",
    evas: ["11111"],
  });
  await signIn(page, demoUser("LoggedUser"));
  await rowAction(page, erhebungsid, "Bearbeiten");
  const dialog = page.getByRole("dialog", { name: "Erhebung bearbeiten" });
  await expect(dialog.getByRole("tab", { name: "EVAS" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab")).toHaveCount(1);
  await expect(dialog.getByRole("textbox", { name: "Statistik-ID" })).toHaveCount(0);
  await expect(dialog.getByText(RESTRICTED)).toHaveCount(0);
  await expect(dialog.getByText(`Erhebungsid: ${erhebungsid}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "survey dialog, EVAS only");

  // the three errors of SPEC 5; 12112 was discontinued in 2015
  const field = dialog.getByRole("textbox", { name: "EVAS hinzufügen" });
  await field.pressSequentially("12a4");
  await expect(field).toHaveValue("124");
  await dialog.getByRole("button", { name: "Hinzufügen", exact: true }).click();
  await expect(dialog.getByText("Nur fünfstellige EVAS erlaubt.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await addEvas(dialog, "11111");
  await expect(dialog.getByText("EVAS bereits hinzugefügt.")).toBeVisible();
  await addEvas(dialog, "12112");
  await expect(dialog.getByText("EVAS existiert nicht oder ist bereits archiviert.")).toBeVisible();
  await expectNoAxeViolations(page, "survey dialog, EVAS error");

  // the tree picker: expand and collapse all, then down to 11911 and its overview
  await dialog.getByRole("button", { name: "Aus dem EVAS-Baum wählen" }).click();
  const picker = page.getByRole("dialog", { name: "EVAS aus dem Baum wählen" });
  const tree = picker.getByRole("tree", { name: "EVAS-Baum" });
  await expect(tree.getByRole("treeitem", { name: /^1\D/ })).toBeVisible();
  await picker.getByRole("button", { name: "Alle aufklappen" }).click();
  await expect(tree.getByRole("treeitem", { name: /^12211\D/ })).toBeVisible();
  await picker.getByRole("button", { name: "Alle zuklappen" }).click();
  await expect(tree.getByRole("treeitem", { name: /^12211\D/ })).toHaveCount(0);
  await tree.getByRole("treeitem", { name: /^1\D/ }).click();
  await tree.getByRole("treeitem", { name: /^11\D/ }).click();
  await tree.getByRole("treeitem", { name: /^119\D/ }).click();
  await tree.getByRole("treeitem", { name: /^11911\D/ }).click();
  const overview = page.getByRole("dialog", { name: "EVAS 11911" });
  await expect(overview).toContainText("Gemeindeverzeichnis");
  await expect(overview).toContainText("Stilllegung");
  await expectNoAxeViolations(page, "survey dialog, EVAS picker with overview");
  await overview.getByRole("button", { name: "Diese EVAS verwenden" }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Übersicht zu EVAS 11911" })).toBeVisible();

  // the overview of an assigned EVAS
  await dialog.getByRole("button", { name: "Übersicht zu EVAS 11111" }).click();
  const assigned = page.getByRole("dialog", { name: "EVAS 11111" });
  await expect(assigned).toContainText("Feststellung des Gebietsstands");
  await expect(assigned).toContainText("Diese EVAS ist der Erhebung bereits zugeordnet.");
  await expectNoAxeViolations(page, "survey dialog, overview of an assigned EVAS");
  await assigned.getByRole("button", { name: "Schließen" }).click();

  await dialog.getByRole("button", { name: "EVAS 11111 entfernen" }).click();
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("EVAS 11911 statt 11111");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`Erhebung ${erhebungsid} erfolgreich bearbeitet.`)).toBeVisible();
  await expect(table(page).getByRole("row", { name: new RegExp(erhebungsid) })).toContainText("11911");
});

test("an approved survey: the restricted banner and only the EVAS tab", async ({ page }) => {
  test.setTimeout(60_000); // a survey made and approved through the API, a login, a table load
  const erhebungsid = await createSurvey(
    page.request,
    { statisticId: "1261", bzr: "940000", federalStateCode: "09", evas: ["11111"] },
    true,
  );
  await signIn(page, demoUser("LoggedUser"));
  await rowAction(page, erhebungsid, "Bearbeiten");
  const dialog = page.getByRole("dialog", { name: "Erhebung bearbeiten" });
  await expect(dialog.getByText(RESTRICTED)).toBeVisible();
  await expect(dialog.getByRole("tab")).toHaveCount(1);
  await expect(dialog.getByRole("tab", { name: "EVAS" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page, "survey dialog, restricted");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
});

test("a specialist with res_rights alone: the edit action opens the dialog at the resources (decision 26)", async ({
  page,
}) => {
  test.setTimeout(60_000); // a survey made through the API, a login, a table load, two dialogs checked by axe
  // fachadmin holds res_rights for 3111 in Baden-Württemberg (08), and no other right on it
  const erhebungsid = await createSurvey(page.request, {
    statisticId: "3111",
    bzr: "940000",
    federalStateCode: "08",
    evas: ["11111"],
  });
  await signIn(page, demoUser("FachAdmin"));
  await rowAction(page, erhebungsid, "Bearbeiten");
  const dialog = page.getByRole("dialog", { name: "Erhebung bearbeiten" });
  await expect(dialog.getByRole("tab", { name: "Ressourcen" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab")).toHaveCount(1);
  await expect(dialog.getByText("Keine Ressourcen vorhanden.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Kommentar" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Speichern" })).toHaveCount(0);
  await expectNoAxeViolations(page, "survey dialog, resources tab");

  // the add dialog opens above it, and closing it returns to the survey dialog
  await dialog.getByRole("button", { name: "Ressource hinzufügen" }).click();
  const add = page.getByRole("dialog", { name: `Ressource hinzufügen – Erhebungsid ${erhebungsid}` });
  await expect(add.getByRole("combobox", { name: "Ressourcentyp" })).toHaveValue("97");
  await expectNoAxeViolations(page, "add resource dialog above the survey dialog");
  await add.getByRole("button", { name: "Schließen" }).click();
  await expect(add).toBeHidden();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
});

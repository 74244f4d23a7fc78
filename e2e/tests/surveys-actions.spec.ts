import { expect, test } from "@playwright/test";
import { ADMIN, adminHeaders, demoUser, expectNoAxeViolations, sessionToken, signIn } from "./support.ts";
import {
  createSurvey,
  entry,
  gotoSurvey,
  OFFICE_USER,
  openAction,
  openMenu,
  row,
  SUCCESS,
  statusCell,
} from "./surveys-table.ts";

/*
 * The surveys screen's row actions (SPEC 2.4): approve, block, archive, delete and the links editor, as
 * the state-office user with eid_rights (loggeduser: 1261 and 4521 in 09), the SuperAdmin and a user
 * without eid_rights (fachadmin). Every test that changes data works on a survey of its own: statistic
 * 1261, office 09, bzr years 2081..2089 (the demo data and the survey-form spec, which takes
 * 2091..2094, have none there).
 */

// Several tests walk through many dialogs, each checked with axe-core.
test.describe.configure({ timeout: 120_000 });

test.describe("the state-office user with eid_rights", () => {
  test("approves with public access, blocks, reads the comments, archives; archiving twice is refused", async ({
    page,
  }) => {
    const erhebungsid = await createSurvey(page.request, "820000");
    await signIn(page, OFFICE_USER);
    await gotoSurvey(page, erhebungsid);
    await expect(statusCell(page, erhebungsid)).toHaveText("gesperrt");
    await expect(page.getByRole("button", { name: "Erhebungsid anlegen" })).toHaveCount(0);

    const menu = await openMenu(page, erhebungsid);
    for (const action of [
      "Kommentare anzeigen",
      "Bearbeiten",
      "Links bearbeiten",
      "Fortführen",
      "Freigeben",
      "Archivieren",
      "Löschen",
    ]) {
      await expect(entry(menu, action, erhebungsid)).not.toHaveAttribute("aria-disabled", "true");
    }
    for (const action of ["Ressource hinzufügen", "Ressourcen bearbeiten"]) {
      await expect(entry(menu, action, erhebungsid)).toHaveAttribute("aria-disabled", "true");
    }
    await page.keyboard.press("Escape");

    // approve: the comment is required; access mode public
    let dialog = await openAction(page, erhebungsid, "Freigeben", "Erhebungsid freigeben");
    const access = dialog.getByRole("checkbox", { name: "Öffentlich zugänglich (extern)" });
    await expect(access).not.toBeChecked();
    await dialog.getByRole("button", { name: "Freigeben" }).click();
    await expect(dialog).toContainText("Bitte einen Kommentar angeben.");
    await expectNoAxeViolations(page, "approve dialog with an error");
    await dialog.getByRole("textbox", { name: "Kommentar" }).fill("fachlich geprüft");
    await access.check();
    await dialog.getByRole("button", { name: "Freigeben" }).click();
    await expect(page.getByText(SUCCESS).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(statusCell(page, erhebungsid)).toHaveText("freigegeben (öffentlich)");

    // block: prefilled with the public access
    dialog = await openAction(page, erhebungsid, "Sperren", "Erhebungsid sperren");
    await expect(dialog.getByRole("checkbox", { name: "Öffentlich zugänglich (extern)" })).toBeChecked();
    await expectNoAxeViolations(page, "block dialog");
    await dialog.getByRole("textbox", { name: "Kommentar" }).fill("Fehler in der Beschreibung");
    await dialog.getByRole("checkbox", { name: "Öffentlich zugänglich (extern)" }).uncheck();
    await dialog.getByRole("button", { name: "Sperren" }).click();
    await expect(dialog).toBeHidden();
    await expect(statusCell(page, erhebungsid)).toHaveText("gesperrt");

    // the comments, read-only, newest first
    await entry(await openMenu(page, erhebungsid), "Kommentare anzeigen", erhebungsid).click();
    const comments = page.getByRole("dialog", { name: `Kommentare zur Erhebungsid ${erhebungsid}` });
    const commentRows = comments.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(commentRows).toHaveCount(3);
    await expect(commentRows.nth(0)).toContainText("Sperren");
    await expect(commentRows.nth(0)).toContainText("Fehler in der Beschreibung");
    await expect(commentRows.nth(1)).toContainText("Freigeben");
    // the author by name: a LoggedUser has no USEREMAILADRESS_READ, so no address (decision 16)
    await expect(commentRows.nth(1)).toContainText("Franziska Huber");
    await expect(commentRows.nth(1)).not.toContainText(OFFICE_USER);
    await expect(commentRows.nth(2)).toContainText("Anlegen");
    await expect(comments.getByRole("textbox")).toHaveCount(0);
    await expectNoAxeViolations(page, "comment viewer");
    await comments.getByRole("button", { name: "Schließen" }).click();

    // archive, while someone else archives it first: the server's 409 shows, the dialog stays
    dialog = await openAction(page, erhebungsid, "Archivieren", "Erhebungsid archivieren");
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await expectNoAxeViolations(page, "archive dialog");
    const first = await page.request.post(`api/v1/eid/${erhebungsid}/archive`, {
      headers: await adminHeaders(page.request),
      data: { comment: "vorher archiviert" },
    });
    expect(first.status()).toBe(200);
    await dialog.getByRole("textbox", { name: "Kommentar" }).fill("Erhebung beendet");
    await dialog.getByRole("button", { name: "Archivieren" }).click();
    await expect(
      page.getByText(
        "Fehler beim Archivieren der Erhebungsid. Grund: Der Status der Erhebung erlaubt diese Aktion nicht. (CONFLICT)",
      ),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await page.getByRole("button", { name: "Aktualisieren" }).click();
    await expect(statusCell(page, erhebungsid)).toHaveText("archiviert");
    const archived = await openMenu(page, erhebungsid);
    await expect(entry(archived, "Archivieren", erhebungsid)).toHaveAttribute("aria-disabled", "true");
    await expect(entry(archived, "Bearbeiten", erhebungsid)).toHaveAttribute("aria-disabled", "true");
  });

  test("deletes a survey logically, without the physical delete; an empty comment is refused", async ({
    page,
  }) => {
    const erhebungsid = await createSurvey(page.request, "830000");
    await signIn(page, OFFICE_USER);
    await gotoSurvey(page, erhebungsid);
    const dialog = await openAction(page, erhebungsid, "Löschen", "Erhebungsid löschen");
    await expect(dialog).toContainText(`Soll die Erhebungsid ${erhebungsid} gelöscht werden?`);
    await expect(dialog.getByRole("checkbox", { name: /Endgültig/ })).toHaveCount(0);
    await dialog.getByRole("textbox", { name: "Kommentar" }).fill("   ");
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await expect(dialog).toContainText("Bitte einen Kommentar angeben.");
    await expectNoAxeViolations(page, "delete dialog with an error");
    await dialog.getByRole("textbox", { name: "Kommentar" }).fill("doppelt angelegt");
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await expect(dialog).toBeHidden();
    // a permission holder does not see deleted surveys; the SuperAdmin sees it as deleted
    await expect(row(page, erhebungsid)).toHaveCount(0);
    const detail = await page.request.get(`api/v1/eid/erhebungsid/${erhebungsid}`, {
      headers: await adminHeaders(page.request),
    });
    expect(((await detail.json()) as { status: number }).status).toBe(9);
  });

  test("edits the links: both fields required, an http address, add and delete", async ({ page }) => {
    const erhebungsid = await createSurvey(page.request, "840000");
    await signIn(page, OFFICE_USER);
    await gotoSurvey(page, erhebungsid);
    await entry(await openMenu(page, erhebungsid), "Links bearbeiten", erhebungsid).click();
    const dialog = page.getByRole("dialog", { name: `Links der Erhebungsid ${erhebungsid}` });
    await expect(dialog).toContainText("Keine Links vorhanden.");
    const content = dialog.getByRole("textbox", { name: "Adresse (URL)" });
    const description = dialog.getByRole("textbox", { name: "Beschreibung" });
    const add = dialog.getByRole("button", { name: "Hinzufügen" });

    await add.click();
    await expect(dialog).toContainText("Bitte eine Adresse angeben.");
    await expect(dialog).toContainText("Bitte eine Beschreibung angeben.");
    await expectNoAxeViolations(page, "links dialog with errors");
    await content.fill("ftp://www.destatis.de");
    await expect(dialog).toContainText("Bitte eine vollständige Adresse mit http:// oder https:// angeben.");
    await content.fill("https://www.statistik.bayern.de/pruefung");
    await add.click();
    // a link without description is refused
    await expect(dialog).toContainText("Bitte eine Beschreibung angeben.");
    await description.fill("Landesamt Bayern");
    await add.click();
    const list = dialog.getByRole("list", { name: "Vorhandene Links" });
    await expect(list.getByRole("link", { name: /statistik\.bayern\.de\/pruefung/ })).toBeVisible();
    await expect(list).toContainText("Landesamt Bayern");
    await expect(content).toHaveValue("");
    await expectNoAxeViolations(page, "links dialog");

    await list.getByRole("button", { name: "Link „Landesamt Bayern“ löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "Link löschen" });
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(dialog).toContainText("Keine Links vorhanden.");
  });
});

test("the SuperAdmin: add and edit open the survey form, resources lead to the resource page, physical delete", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "850000");
  await signIn(page, ADMIN.email);
  await gotoSurvey(page, erhebungsid);
  await expectNoAxeViolations(page, "surveys page (SuperAdmin)");

  await page.getByRole("button", { name: "Erhebungsid anlegen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await entry(await openMenu(page, erhebungsid), "Bearbeiten", erhebungsid).click();
  await expect(page.getByRole("dialog")).toContainText(erhebungsid);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const dialog = await openAction(page, erhebungsid, "Löschen", "Erhebungsid löschen");
  const rigorous = dialog.getByRole("checkbox", { name: "Endgültig löschen (physisch)" });
  await rigorous.check();
  await expect(dialog).toContainText("Das lässt sich nicht rückgängig machen.");
  await expectNoAxeViolations(page, "delete dialog with the physical delete");
  await dialog.getByRole("textbox", { name: "Kommentar" }).fill("Testdaten entfernen");
  await dialog.getByRole("button", { name: "Löschen" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, erhebungsid)).toHaveCount(0);
  const gone = await page.request.get(`api/v1/eid/erhebungsid/${erhebungsid}`, {
    headers: await adminHeaders(page.request),
  });
  expect(gone.status()).toBe(404);

  // adding a resource opens its dialog (SPEC 2.4); editing them happens on the survey's resource page
  const other = await createSurvey(page.request, "860000");
  await gotoSurvey(page, other);
  await entry(await openMenu(page, other), "Ressource hinzufügen", other).click();
  const add = page.getByRole("dialog", { name: `Ressource hinzufügen – Erhebungsid ${other}` });
  await expect(add.getByRole("tab", { name: "Neue Ressource" })).toHaveAttribute("aria-selected", "true");
  await add.getByRole("button", { name: "Schließen" }).click();
  await expect(add).toBeHidden();
  await entry(await openMenu(page, other), "Ressourcen bearbeiten", other).click();
  await expect.poll(() => new URL(page.url()).search).toBe(`?erhebungsid=${other}`);
});

test("a user without eid_rights: actions disabled on another statistic's survey, and the server refuses", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "870000", { approvePublic: true });
  await signIn(page, demoUser("FachAdmin"));
  await gotoSurvey(page, erhebungsid);
  await expect(statusCell(page, erhebungsid)).toHaveText("freigegeben (öffentlich)");
  const menu = await openMenu(page, erhebungsid);
  await expect(entry(menu, "Kommentare anzeigen", erhebungsid)).not.toHaveAttribute("aria-disabled", "true");
  for (const action of [
    "Bearbeiten",
    "Ressource hinzufügen",
    "Ressourcen bearbeiten",
    "Links bearbeiten",
    "Fortführen",
    "Sperren",
    "Archivieren",
    "Löschen",
  ]) {
    await expect(entry(menu, action, erhebungsid)).toHaveAttribute("aria-disabled", "true");
  }
  await expectNoAxeViolations(page, "surveys row menu (FachAdmin)");

  const headers = { authorization: await sessionToken(page.request, demoUser("FachAdmin")) };
  for (const call of ["lock", "archive", "delete"]) {
    const res = await page.request.post(`api/v1/eid/${erhebungsid}/${call}`, {
      headers,
      data: { comment: "erzwungen", accessMode: false },
    });
    expect(res.status(), call).toBe(403);
  }
  const link = await page.request.post(`api/v1/eid/erhebungsid/links/create/${erhebungsid}`, {
    headers,
    data: { content: "https://example.org", description: "x" },
  });
  expect(link.status()).toBe(403);
});

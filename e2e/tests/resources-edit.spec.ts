import { expect, type Page, test } from "@playwright/test";
import {
  button,
  cellOf,
  confirmAction,
  expectEnabled,
  openEditPage,
  resourceRow,
} from "./resource-edit-page.ts";
import {
  changeResource,
  createSurvey,
  pdfFile,
  type ResourceAnswer,
  SPECIALIST,
  surveyResources,
  tokenOf,
  uploadResource,
  xmlFile,
} from "./resources-support.ts";
import { ADMIN, adminHeaders, demoUser, expectNoAxeViolations, signIn } from "./support.ts";
import { type TablePage, tableState } from "./table-protocol.ts";

/*
 * The resource edit page /resourceedit?erhebungsid= (SPEC 2.19, 2.4, 4; decision 13): every action of
 * SPEC 4's table as the user clicks it, through its confirmation, with the buttons the status allows.
 * Surveys of 3111/08 with bzr year 71 (see resources-support.ts).
 */

test.describe.configure({ timeout: 120_000 });

const SUCCESS = "Aktion erfolgreich ausgeführt.";

async function storedStatus(page: Page, erhebungsid: string, id: number) {
  const list = await surveyResources(page.request, erhebungsid, await adminHeaders(page.request));
  return list.find((r) => r.id === id);
}

test("the specialist takes a resource through every action of SPEC 4, each confirmed", async ({ page }) => {
  const erhebungsid = await createSurvey(page.request, "710000", { approvePublic: true });
  const headers = await tokenOf(page.request);
  const resource = await uploadResource(
    page.request,
    headers,
    erhebungsid,
    { resourcetype: "97", description: "Fragebogen vor der Prüfung" },
    xmlFile("fragebogen_2071.xml"),
  );
  const key = resource.mutableKey;
  await signIn(page, SPECIALIST);
  await openEditPage(page, erhebungsid);
  await expect(page.getByRole("tab", { name: "97 – Elektronischer Fragebogen" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("table", { name: "Ressourcen der Spezialisierung 00" })).toBeVisible();
  await expect(cellOf(page, key, "status")).toHaveText("gesperrt");
  await expect(cellOf(page, key, "access")).toHaveText("intern");
  await expect(resourceRow(page, key)).toContainText("fragebogen_2071.xml");
  await expectEnabled(page, key, [
    "Beschreibung ändern",
    "Testbar setzen",
    "Nutzbar setzen",
    "Zugriff ändern (öffentlich/intern)",
    "Löschen",
  ]);
  await expectNoAxeViolations(page, "resource edit page");

  // the description: required, then changed
  await button(page, "Beschreibung ändern", key).click();
  const describe = page.getByRole("dialog", { name: "Beschreibung ändern" });
  const text = describe.getByRole("textbox", { name: `Neue Beschreibung der Ressource ${key}` });
  await expect(text).toHaveValue("Fragebogen vor der Prüfung");
  await text.fill("  ");
  await describe.getByRole("button", { name: "Speichern" }).click();
  await expect(describe.getByText("Bitte eine Beschreibung angeben", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "change description dialog with its message");
  await text.fill("Fragebogen nach der Prüfung");
  await describe.getByRole("button", { name: "Speichern" }).click();
  await expect(describe).toBeHidden();
  await expect(page.getByText(SUCCESS).first()).toBeVisible();
  await expect(cellOf(page, key, "description")).toHaveText("Fragebogen nach der Prüfung");

  // testable: lock and usable allowed now, delete no longer
  await confirmAction(
    page,
    "Testbar setzen",
    key,
    "Ressource testbar setzen",
    `Soll die Ressource ${key} testbar gesetzt werden?`,
  );
  await expect(cellOf(page, key, "status")).toHaveText("testbar");
  await expectEnabled(page, key, [
    "Beschreibung ändern",
    "Sperren",
    "Nutzbar setzen",
    "Zugriff ändern (öffentlich/intern)",
  ]);

  // usable: the download opens (the survey is approved and public), set testable again
  await confirmAction(
    page,
    "Nutzbar setzen",
    key,
    "Ressource nutzbar setzen",
    `Soll die Ressource ${key} nutzbar gesetzt werden?`,
  );
  await expect(cellOf(page, key, "status")).toHaveText("nutzbar");
  await expectEnabled(page, key, [
    "Herunterladen",
    "Beschreibung ändern",
    "Sperren",
    "Testbar setzen",
    "Zugriff ändern (öffentlich/intern)",
  ]);

  // public and back: the question names the direction; a cancel changes nothing
  await confirmAction(
    page,
    "Zugriff ändern (öffentlich/intern)",
    key,
    "Zugriff der Ressource ändern",
    `Soll die Ressource ${key} öffentlich (extern) zugänglich werden?`,
  );
  await expect(cellOf(page, key, "access")).toHaveText("öffentlich");
  await button(page, "Zugriff ändern (öffentlich/intern)", key).click();
  const toInternal = page.getByRole("dialog", { name: "Zugriff der Ressource ändern" });
  await expect(toInternal).toContainText(`Soll die Ressource ${key} nur noch intern zugänglich sein?`);
  await toInternal.getByRole("button", { name: "Abbrechen" }).click();
  await expect(toInternal).toBeHidden();
  expect(await storedStatus(page, erhebungsid, resource.id)).toMatchObject({ status: 3, accessMode: true });
  await confirmAction(
    page,
    "Zugriff ändern (öffentlich/intern)",
    key,
    "Zugriff der Ressource ändern",
    `Soll die Ressource ${key} nur noch intern zugänglich sein?`,
  );
  await expect(cellOf(page, key, "access")).toHaveText("intern");

  // lock, then delete (allowed from blocked only): a deleted resource keeps only its description
  await confirmAction(
    page,
    "Sperren",
    key,
    "Ressource sperren",
    `Soll die Ressource ${key} gesperrt werden?`,
  );
  await expect(cellOf(page, key, "status")).toHaveText("gesperrt");
  await confirmAction(
    page,
    "Löschen",
    key,
    "Ressource löschen",
    `Soll die Ressource ${key} gelöscht werden?`,
  );
  await expect(cellOf(page, key, "status")).toHaveText("gelöscht");
  await expectEnabled(page, key, ["Beschreibung ändern"]);
  expect(await storedStatus(page, erhebungsid, resource.id)).toMatchObject({
    status: 9,
    accessMode: false,
    description: "Fragebogen nach der Prüfung",
  });

  // a blocked resource is deleted physically by the SuperAdmin only (SPEC 6): no button, and a refusal
  const second = await uploadResource(
    page.request,
    headers,
    erhebungsid,
    { resourcetype: "97", description: "Fehlerhaft hochgeladen" },
    xmlFile("fehler.xml"),
  );
  await page.reload();
  await expect(cellOf(page, second.mutableKey, "status")).toHaveText("gesperrt");
  await expect(button(page, "Löschen", second.mutableKey)).toBeEnabled();
  await expect(button(page, "Endgültig löschen", second.mutableKey)).toHaveCount(0);
  const refused = await page.request.post(`api/v1/resource/${second.id}/delete`, { headers });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "RESOURCE_DELETE_SUPER_ADMIN_ONLY" });
  expect(await storedStatus(page, erhebungsid, second.id)).toMatchObject({ status: 0 });
});

test("the SuperAdmin deletes a deleted resource physically; the specialist may not", async ({ page }) => {
  const erhebungsid = await createSurvey(page.request, "711001");
  const resource = await uploadResource(
    page.request,
    await tokenOf(page.request),
    erhebungsid,
    { resourcetype: "92", description: "Alter Papierfragebogen" },
    pdfFile("alt.pdf"),
  );
  await changeResource(page.request, await tokenOf(page.request), resource.id, "status/delete");
  const refused = await page.request.post(`api/v1/resource/${resource.id}/delete`, {
    headers: await tokenOf(page.request),
  });
  expect(refused.status()).toBe(403);

  await signIn(page, ADMIN.email);
  await openEditPage(page, erhebungsid);
  await expect(cellOf(page, resource.mutableKey, "status")).toHaveText("gelöscht");
  await expectEnabled(page, resource.mutableKey, ["Beschreibung ändern", "Endgültig löschen"], {
    superAdmin: true,
  });
  await confirmAction(
    page,
    "Endgültig löschen",
    resource.mutableKey,
    "Ressource endgültig löschen",
    "Das lässt sich nicht rückgängig machen.",
  );
  await expect(page.getByText(SUCCESS).first()).toBeVisible();
  await expect(page.getByText("Keine Ressourcen vorhanden.")).toBeVisible();
  expect(await storedStatus(page, erhebungsid, resource.id)).toBeUndefined();
  // the file went with it
  const content = await page.request.get(`api/v1/resource/content/${resource.id}`, {
    headers: await adminHeaders(page.request),
  });
  expect(content.status()).toBe(404);
});

/**
 * A used (8) resource: nothing in the app makes a resource 'used' (it is the state a resource of the
 * former system came with), so this one is taken from the demo data, which has such resources on
 * surveys that are neither archived nor deleted. Only this test changes it.
 */
async function usedDemoResource(page: Page): Promise<{ erhebungsid: string; key: string; type: string }> {
  const headers = await adminHeaders(page.request);
  // the resources table keeps its state beside its path: resources/tablestate, POST resource
  const columns = await tableState(page.request, "resources", headers);
  for (const column of columns) {
    if (column.id === "status") column.options.filter.value = [{ key: "8", value: "8", display: "" }];
  }
  const answer = await page.request.post("api/v1/resource", {
    headers,
    data: { page: 0, size: 100, columns },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const used = (await answer.json()) as TablePage;
  // the oldest first: the showcase survey of the specialist (3111/08) is left alone
  for (const row of used.records.content.toReversed()) {
    const erhebungsid = row.items.erhebungsid?.view ?? "";
    if (erhebungsid.startsWith("13111") && erhebungsid.endsWith("08")) continue;
    const survey = await page.request.get(`api/v1/eid/erhebungsid/${erhebungsid}`, { headers });
    const { status } = (await survey.json()) as { status: number };
    if (status === 2 || status === 9) continue;
    return {
      erhebungsid,
      key: row.items.mutableKey?.view ?? "",
      type: row.items.resourcetype?.view ?? "",
    };
  }
  throw new Error("the demo data has no used resource on an open survey");
}

test("delete-but-used takes a used resource out of use (SuperAdmin, demo data)", async ({ page }) => {
  const used = await usedDemoResource(page);
  await signIn(page, ADMIN.email);
  await openEditPage(page, used.erhebungsid);
  await page.getByRole("tab", { name: new RegExp(`^${used.type} – `) }).click();
  const specialization = used.key.slice(-6, -4);
  await page.getByRole("tab", { name: `Spezialisierung ${specialization}` }).click();
  await expect(cellOf(page, used.key, "status")).toHaveText("genutzt");
  await expect(button(page, "Trotz Nutzung löschen", used.key)).toBeEnabled();
  await expect(button(page, "Löschen", used.key)).toBeDisabled();
  await expect(button(page, "Nutzbar setzen", used.key)).toBeDisabled();
  await confirmAction(
    page,
    "Trotz Nutzung löschen",
    used.key,
    "Genutzte Ressource löschen",
    `Soll die genutzte Ressource ${used.key} gelöscht werden? Sie bleibt als „gelöscht, aber genutzt“ verzeichnet.`,
  );
  await expect(cellOf(page, used.key, "status")).toHaveText("gelöscht, aber genutzt");
  await expectEnabled(page, used.key, ["Beschreibung ändern", "Endgültig löschen"], { superAdmin: true });
});

test("a stale page: the server refuses (409) what another user's change no longer allows", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "713001");
  const resource: ResourceAnswer = await uploadResource(
    page.request,
    await tokenOf(page.request),
    erhebungsid,
    { resourcetype: "97", description: "Fragebogen" },
    xmlFile("fragebogen.xml"),
  );
  await signIn(page, SPECIALIST);
  await openEditPage(page, erhebungsid);
  await expect(button(page, "Löschen", resource.mutableKey)).toBeEnabled();

  // meanwhile the SuperAdmin sets it testable, which a delete may not follow
  await changeResource(page.request, await adminHeaders(page.request), resource.id, "status/testable");
  await button(page, "Löschen", resource.mutableKey).click();
  const dialog = page.getByRole("dialog", { name: "Ressource löschen" });
  const answer = page.waitForResponse((r) => r.url().endsWith(`/resource/${resource.id}/status/delete`));
  await dialog.getByRole("button", { name: "Löschen", exact: true }).click();
  expect((await answer).status()).toBe(409);
  await expect(
    page.getByText(
      "Fehler beim Löschen der Ressource. Grund: Der Status der Ressource erlaubt diese Aktion nicht. (CONFLICT)",
    ),
  ).toBeVisible();
  expect(await storedStatus(page, erhebungsid, resource.id)).toMatchObject({ status: 1 });
  await page.reload();
  await expect(cellOf(page, resource.mutableKey, "status")).toHaveText("testbar");
  await expect(button(page, "Löschen", resource.mutableKey)).toBeDisabled();
});

test("the back button, the add button, an invalid or unknown Erhebungsid, and no session", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "714001");
  await page.goto(`resourceedit?erhebungsid=${erhebungsid}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await signIn(page, SPECIALIST);
  await openEditPage(page, erhebungsid);
  await expect(page.getByText("Keine Ressourcen vorhanden.")).toBeVisible();
  await page.getByRole("button", { name: "Ressource hinzufügen" }).click();
  const add = page.getByRole("dialog", { name: `Ressource hinzufügen – Erhebungsid ${erhebungsid}` });
  await expect(add.getByRole("combobox", { name: "Ressourcentyp" })).toHaveValue("97");
  await add.getByRole("button", { name: "Schließen" }).click();
  await page.getByRole("link", { name: "Zurück zu den Erhebungen" }).click();
  await expect(page).toHaveURL(/\/erhebungsdatenbank\/surveys$/);

  for (const query of ["erhebungsid=123", "erhebungsid=1311179999908", "eid=1311171400108", ""]) {
    await page.goto(`resourceedit?${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Ressource bearbeiten" })).toBeVisible();
    await expect(page.getByText("Ungültige Erhebungsid.")).toBeVisible();
    await expect(page.getByRole("button", { name: /: Ressource / })).toHaveCount(0);
  }
  await expectNoAxeViolations(page, "resource edit page with an invalid Erhebungsid");
});

test("a user without resource rights sees the public resources only and may only download them", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "715001", { approvePublic: true });
  const headers = await tokenOf(page.request);
  const open = await uploadResource(
    page.request,
    headers,
    erhebungsid,
    { resourcetype: "97", description: "Öffentlicher Fragebogen" },
    xmlFile("oeffentlich.xml"),
  );
  const internal = await uploadResource(
    page.request,
    headers,
    erhebungsid,
    { resourcetype: "97", specialization: "01", description: "Interner Fragebogen" },
    xmlFile("intern.xml"),
  );
  for (const call of ["status/usable", "usability"])
    await changeResource(page.request, headers, open.id, call);
  await changeResource(page.request, headers, internal.id, "status/usable");
  const blocked = await createSurvey(page.request, "715002");

  const user = demoUser("LoggedUser");
  await signIn(page, user);
  await openEditPage(page, erhebungsid);
  await expect(page.getByRole("tab", { name: /^Spezialisierung/ })).toHaveText(["Spezialisierung 00"]);
  await expect(resourceRow(page, internal.mutableKey)).toHaveCount(0);
  await expectEnabled(page, open.mutableKey, ["Herunterladen"]);
  await expect(page.getByRole("button", { name: "Ressource hinzufügen" })).toHaveCount(0);
  await expectNoAxeViolations(page, "resource edit page without rights");

  // the server refuses the calls the page does not offer: a resource the user sees with 403, one they do
  // not see as an unknown one (decision 34)
  const own = await tokenOf(page.request, user);
  expect((await page.request.get(`api/v1/resource/${open.id}/status/lock`, { headers: own })).status()).toBe(
    403,
  );
  expect((await page.request.get(`api/v1/resource/content/${internal.id}`, { headers: own })).status()).toBe(
    404,
  );

  // a survey the user does not see is no survey to them
  await page.goto(`resourceedit?erhebungsid=${blocked}`);
  await expect(page.getByText("Ungültige Erhebungsid.")).toBeVisible();
});

test("on an archived survey every action and the add button are disabled; the server refuses (409)", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "716002");
  const headers = await tokenOf(page.request);
  const resource = await uploadResource(
    page.request,
    headers,
    erhebungsid,
    { resourcetype: "97", description: "Fragebogen" },
    xmlFile("archiviert.xml"),
  );
  const archive = await page.request.post(`api/v1/eid/${erhebungsid}/archive`, {
    headers: await adminHeaders(page.request),
    data: { comment: "Erhebung beendet" },
  });
  expect(archive.status()).toBe(200);
  await signIn(page, SPECIALIST);
  await openEditPage(page, erhebungsid);
  await expect(page.getByRole("button", { name: "Ressource hinzufügen" })).toBeDisabled();
  await expectEnabled(page, resource.mutableKey, []);
  const refused = await page.request.get(`api/v1/resource/${resource.id}/status/testable`, { headers });
  expect(refused.status()).toBe(409);
});

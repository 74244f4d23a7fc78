import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, demoUser, expectNoAxeViolations, login } from "./support.ts";

/*
 * The surveys screen (SPEC 2.4): table, row actions, detail dialog, approve/block/archive/delete and the
 * links editor, as SuperAdmin, the state-office user with eid_rights (loggeduser: 1261 and 4521 in 09), a
 * user without eid_rights (fachadmin) and anonymous visitors. Every test that changes data works on a
 * survey of its own: statistic 1261, office 09, bzr years 2081..2089 (the demo data and the survey-form
 * spec, which takes 2091..2094, have none there).
 */

// Several tests walk through many dialogs, each checked with axe-core.
test.describe.configure({ timeout: 120_000 });

const OFFICE_USER = demoUser("LoggedUser");
const SUCCESS = "Aktion erfolgreich ausgeführt.";

const table = (page: Page) => page.getByRole("table", { name: "Verzeichnis der Erhebungen" });
const row = (page: Page, erhebungsid: string) =>
  table(page).getByRole("row", { name: new RegExp(erhebungsid) });
/** The record rows: the header row has column headers, not cells. */
const rows = (page: Page) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post("api/v1/login", { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return res.headers().authorization ?? "";
}

const adminHeaders = async (request: APIRequestContext) => ({
  authorization: await apiToken(request, ADMIN.email, ADMIN.password),
});

/** Creates a survey of 1261 in Bayern as the SuperAdmin (status 0, blocked); answers its Erhebungsid. */
async function createSurvey(
  request: APIRequestContext,
  bzr: string,
  options: { evas?: string[]; approvePublic?: boolean } = {},
): Promise<string> {
  const headers = await adminHeaders(request);
  const res = await request.post("api/v1/eid/create", {
    headers,
    data: {
      statisticId: "1261",
      bzr,
      federalStateCode: "09",
      period: 3,
      description: `Prüferhebung ${bzr}`,
      accessMode: false,
      evas: options.evas ?? ["12612"],
      comment: "für die Prüfung der Erhebungsliste angelegt",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { erhebungsid } = (await res.json()) as { erhebungsid: string };
  if (options.approvePublic) {
    const unlock = await request.post(`api/v1/eid/${erhebungsid}/unlock`, {
      headers,
      data: { comment: "freigegeben", accessMode: true },
    });
    expect(unlock.status(), await unlock.text()).toBe(200);
  }
  return erhebungsid;
}

/**
 * Opens the table narrowed to one survey through the filter in the address, as a pasted link does: a
 * fresh page load, so the table reads the address as it opens.
 */
async function gotoSurvey(page: Page, erhebungsid: string) {
  await page.goto("about:blank");
  await page.goto(`surveys#f.erhebungsid=${erhebungsid}`);
  await expect(row(page, erhebungsid)).toBeVisible();
}

/** Opens the row's action menu; answers the menu. */
async function openMenu(page: Page, erhebungsid: string): Promise<Locator> {
  await page.getByRole("button", { name: `Aktionen für Erhebungsid ${erhebungsid}` }).click();
  const menu = page.getByRole("menu", { name: `Aktionen für Erhebungsid ${erhebungsid}` });
  await expect(menu).toBeVisible();
  return menu;
}

const entry = (menu: Locator, action: string, erhebungsid: string) =>
  menu.getByRole("menuitem", { name: `${action}: Erhebungsid ${erhebungsid}`, exact: true });

/** Opens a confirmation dialog from the row's menu. */
async function openAction(page: Page, erhebungsid: string, action: string, title: string): Promise<Locator> {
  await entry(await openMenu(page, erhebungsid), action, erhebungsid).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("textbox", { name: "Kommentar" })).toBeVisible();
  return dialog;
}

const statusCell = (page: Page, erhebungsid: string) => row(page, erhebungsid).getByRole("cell").nth(2);

test("anonymous visitors see only public approved surveys, with every action but the detail view disabled", async ({
  page,
}) => {
  await page.goto("surveys");
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Erhebungsid anlegen" })).toHaveCount(0);
  const statuses = await table(page).locator("tbody tr td:nth-child(3)").allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["freigegeben (öffentlich)"]));
  await expectNoAxeViolations(page, "surveys page (anonymous)");

  const first = (await table(page).locator("tbody tr td:nth-child(5)").first().textContent()) ?? "";
  const menu = await openMenu(page, first);
  const items = menu.getByRole("menuitem");
  await expect(items).toHaveCount(9);
  for (const item of await items.all()) await expect(item).toHaveAttribute("aria-disabled", "true");
  await expectNoAxeViolations(page, "surveys row menu (anonymous)");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: `Details anzeigen: Erhebungsid ${first}` }).click();
  const dialog = page.getByRole("dialog", { name: `Erhebungsid ${first}` });
  await expect(dialog.getByRole("heading", { name: "Details" })).toBeVisible();
  await expect(dialog).toContainText("freigegeben (öffentlich)");
  // the usage counts are not for anonymous visitors
  await expect(dialog.getByRole("columnheader", { name: "Abrufe extern" })).toHaveCount(0);
  await expectNoAxeViolations(page, "survey detail dialog (anonymous)");
});

test("the detail dialog: details, a closed EVAS with its date, links; opened and closed through the address", async ({
  page,
}) => {
  const headers = await adminHeaders(page.request);
  // an EVAS of its own, assigned while active and closed afterwards
  const created = await page.request.post("api/v1/evas/create", {
    headers,
    data: { evas: "98811", description: "Stillgelegte Prüfstatistik", period: 3, closing: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  const evas = (await created.json()) as { id: number };
  const erhebungsid = await createSurvey(page.request, "810000", { evas: ["12612", "98811"] });
  const closed = await page.request.post(`api/v1/evas/${evas.id}/update`, {
    headers,
    data: { evas: "98811", description: "Stillgelegte Prüfstatistik", period: 3, closing: "2020-05-31" },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const link = await page.request.post(`api/v1/eid/erhebungsid/links/create/${erhebungsid}`, {
    headers,
    data: { content: "https://www.destatis.de/pruefung", description: "Prüfseite" },
  });
  expect(link.status(), await link.text()).toBe(201);

  await login(page, ADMIN.email, ADMIN.password);
  // as the Show page links it: the detail in the query, the table's filter in the hash
  await page.goto("about:blank");
  await page.goto(`surveys?detail=${erhebungsid}#f.erhebungsid=${erhebungsid}`);
  const dialog = page.getByRole("dialog", { name: `Erhebungsid ${erhebungsid}` });
  await expect(dialog.getByRole("heading", { name: "Details" })).toBeVisible();
  const details = dialog.locator("dl");
  await expect(details).toContainText("SystematikFachstatistik (nach EVAS-Sachgebieten)");
  await expect(details).toContainText("Amt09 – Bayern");
  await expect(details).toContainText("Periodizität03 – jährlich");
  await expect(details).toContainText("Statusgesperrt");
  const evasList = dialog.getByRole("region", { name: "Zugeordnete EVAS" }).getByRole("listitem");
  await expect(evasList.filter({ hasText: "98811" })).toHaveText(
    "98811 – Stillgelegte Prüfstatistik (stillgelegt am 31.05.2020)",
  );
  await expect(evasList.filter({ hasText: "12612" })).not.toContainText("stillgelegt");
  const links = dialog.getByRole("region", { name: "Links" });
  await expect(links.getByRole("link", { name: /destatis\.de\/pruefung/ })).toHaveAttribute(
    "href",
    "https://www.destatis.de/pruefung",
  );
  await expect(links).toContainText("Prüfseite");
  await expectNoAxeViolations(page, "survey detail dialog");

  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  // the parameter goes, the table's filter in the hash stays
  await expect.poll(() => new URL(page.url()).search).toBe("");
  expect(new URL(page.url()).hash).toBe(`#f.erhebungsid=${erhebungsid}`);
  await expect(row(page, erhebungsid)).toBeVisible();
});

test("the detail dialog tabs the resources per type and per specialization; counts for the SuperAdmin", async ({
  page,
}) => {
  const headers = await adminHeaders(page.request);
  const state = await (await page.request.get("api/v1/eid/tablestate")).json();
  const list = await page.request.post("api/v1/eid", {
    headers,
    data: { page: 0, size: 100, columns: state.columns },
  });
  const ids = ((await list.json()).records.content as { items: { erhebungsid: { view: string } } }[]).map(
    (r) => r.items.erhebungsid.view,
  );
  // a demo survey with resources of at least two types
  let found: { erhebungsid: string; types: string[]; specs: string[] } | null = null;
  for (const id of ids) {
    const detail = (await (await page.request.get(`api/v1/eid/erhebungsid/${id}`, { headers })).json()) as {
      resources: { resourcetype: string; specialization: string }[];
    };
    const types = [...new Set(detail.resources.map((r) => r.resourcetype))];
    if (types.length >= 2) {
      // the code table's order: 99 first, then descending
      types.sort((a, b) => Number(b) - Number(a));
      const specs = [
        ...new Set(detail.resources.filter((r) => r.resourcetype === types[0]).map((r) => r.specialization)),
      ].sort();
      found = { erhebungsid: id, types, specs };
      break;
    }
  }
  expect(found, "a demo survey with resources of two types").not.toBeNull();
  if (!found) return;

  await login(page, ADMIN.email, ADMIN.password);
  await page.goto(`surveys?detail=${found.erhebungsid}`);
  const dialog = page.getByRole("dialog", { name: `Erhebungsid ${found.erhebungsid}` });
  const typeTabs = dialog.getByRole("tablist", { name: "Ressourcentypen" }).getByRole("tab");
  await expect(typeTabs).toHaveCount(found.types.length);
  for (const [i, type] of found.types.entries())
    await expect(typeTabs.nth(i)).toHaveText(new RegExp(`^${type} – `));
  const specTabs = dialog.getByRole("tablist", { name: /^Spezialisierungen von / }).getByRole("tab");
  await expect(specTabs).toHaveText(found.specs.map((s) => `Spezialisierung ${s}`));
  await expect(dialog.getByRole("columnheader", { name: "Abrufe extern" })).toBeVisible();
  await typeTabs.nth(1).click();
  await expect(typeTabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tabpanel").first()).toContainText(found.erhebungsid);
  await expectNoAxeViolations(page, "survey detail dialog with resources");
});

test("an unknown Erhebungsid in the address says so and leaves the address", async ({ page }) => {
  await page.goto("surveys?detail=1999981000099");
  await expect(page.getByText("Ungültige Erhebungsid.")).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe("");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test.describe("the state-office user with eid_rights", () => {
  test("approves with public access, blocks, reads the comments, archives; archiving twice is refused", async ({
    page,
  }) => {
    const erhebungsid = await createSurvey(page.request, "820000");
    await login(page, OFFICE_USER);
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
    await expect(commentRows.nth(1)).toContainText(OFFICE_USER);
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
    await login(page, OFFICE_USER);
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
    await login(page, OFFICE_USER);
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
  await login(page, ADMIN.email, ADMIN.password);
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

  // adding and editing resources happen on the resource page of a survey
  const other = await createSurvey(page.request, "860000");
  await gotoSurvey(page, other);
  await entry(await openMenu(page, other), "Ressource hinzufügen", other).click();
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
    .toBe(`/erhebungsdatenbank/resourceedit?erhebungsid=${other}`);
  await gotoSurvey(page, other);
  await entry(await openMenu(page, other), "Ressourcen bearbeiten", other).click();
  await expect.poll(() => new URL(page.url()).search).toBe(`?erhebungsid=${other}`);
});

test("a user without eid_rights: actions disabled on another statistic's survey, and the server refuses", async ({
  page,
}) => {
  const erhebungsid = await createSurvey(page.request, "870000", { approvePublic: true });
  await login(page, demoUser("FachAdmin"));
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

  const headers = { authorization: await apiToken(page.request, demoUser("FachAdmin")) };
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

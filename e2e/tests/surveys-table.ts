import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { adminHeaders, demoUser, recordRows, sessionToken } from "./support.ts";

/*
 * The surveys screen (/surveys) as the surveys end-to-end files use it: its table and rows, the row
 * action menu and its confirmation dialogs, and surveys of their own created through the API.
 */

export const OFFICE_USER = demoUser("LoggedUser");
export const SUCCESS = "Aktion erfolgreich ausgeführt.";

export const table = (page: Page) => page.getByRole("table", { name: "Verzeichnis der Erhebungen" });
export const row = (page: Page, erhebungsid: string) =>
  table(page).getByRole("row", { name: new RegExp(erhebungsid) });
export const rows = (page: Page) => recordRows(table(page));

/**
 * Creates a survey of 1261 in Bayern (status 0, blocked) as the built-in admin, or as the account `by`
 * names (the smoke project's cluster has a built-in admin of another password); answers its Erhebungsid.
 */
export async function createSurvey(
  request: APIRequestContext,
  bzr: string,
  options: { evas?: string[]; approvePublic?: boolean; by?: string } = {},
): Promise<string> {
  const headers = options.by
    ? { authorization: await sessionToken(request, options.by) }
    : await adminHeaders(request);
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
export async function gotoSurvey(page: Page, erhebungsid: string) {
  await page.goto("about:blank");
  await page.goto(`surveys#f.erhebungsid=${erhebungsid}`);
  await expect(row(page, erhebungsid)).toBeVisible();
}

/** Opens the row's action menu; answers the menu. */
export async function openMenu(page: Page, erhebungsid: string): Promise<Locator> {
  await page.getByRole("button", { name: `Aktionen für Erhebungsid ${erhebungsid}` }).click();
  const menu = page.getByRole("menu", { name: `Aktionen für Erhebungsid ${erhebungsid}` });
  await expect(menu).toBeVisible();
  return menu;
}

export const entry = (menu: Locator, action: string, erhebungsid: string) =>
  menu.getByRole("menuitem", { name: `${action}: Erhebungsid ${erhebungsid}`, exact: true });

/** Opens a confirmation dialog from the row's menu. */
export async function openAction(
  page: Page,
  erhebungsid: string,
  action: string,
  title: string,
): Promise<Locator> {
  await entry(await openMenu(page, erhebungsid), action, erhebungsid).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("textbox", { name: "Kommentar" })).toBeVisible();
  return dialog;
}

export const statusCell = (page: Page, erhebungsid: string) =>
  row(page, erhebungsid).getByRole("cell").nth(2);

import { expect, test } from "@playwright/test";
import { ADMIN, adminHeaders, expectNoAxeViolations, signIn } from "./support.ts";
import { createSurvey, openMenu, row, rows, table } from "./surveys-table.ts";
import { tablePage } from "./table-protocol.ts";

/*
 * The surveys screen (SPEC 2.4) as it reads: the table for anonymous visitors and the detail dialog
 * with its EVAS, links and resources. The row actions that change a survey:
 * surveys-actions.spec.ts.
 */

// Several tests walk through many dialogs, each checked with axe-core.
test.describe.configure({ timeout: 120_000 });

test("anonymous visitors see only public approved surveys, with every action but the detail view disabled", async ({
  page,
}) => {
  await page.goto("surveys");
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Erhebungsid anlegen" })).toHaveCount(0);
  const statuses = await table(page).locator("tbody tr td:nth-child(3)").allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["freigegeben (öffentlich)"]));

  const first = (await table(page).locator("tbody tr td:nth-child(5)").first().textContent()) ?? "";
  const menu = await openMenu(page, first);
  const items = menu.getByRole("menuitem");
  await expect(items).toHaveCount(9);
  for (const item of await items.all()) await expect(item).toHaveAttribute("aria-disabled", "true");
  await expectNoAxeViolations(page, "surveys row menu (anonymous)");
  await page.keyboard.press("Escape");

  // the row's tooltip (rendered only once approached) opens to the pointer below its button, goes when
  // the pointer does, and the button it points at is the one a click reaches
  const detail = page.getByRole("button", { name: `Details anzeigen: Erhebungsid ${first}` });
  await detail.hover();
  // (the menu button's own shows too: Escape gave it the keyboard's focus back)
  const tooltip = page.getByRole("tooltip").filter({ hasText: "Details anzeigen" });
  await expect(tooltip).toBeVisible();
  const button = await detail.boundingBox();
  const tip = await tooltip.boundingBox();
  if (!button || !tip) throw new Error("the button or its tooltip has no box");
  // below the button, overlapping it sideways (near the page's edge the popup is pushed inwards)
  expect(tip.x).toBeLessThan(button.x + button.width);
  expect(tip.x + tip.width).toBeGreaterThan(button.x);
  expect(tip.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(tip.y).toBeLessThan(button.y + button.height + 30);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  await detail.click();
  const dialog = page.getByRole("dialog", { name: `Erhebungsid ${first}` });
  await expect(dialog.getByRole("heading", { name: "Details" })).toBeVisible();
  await expect(dialog).toContainText("freigegeben (öffentlich)");
  // the usage counts are not for anonymous visitors
  await expect(dialog.getByRole("columnheader", { name: "Abrufe extern" })).toHaveCount(0);
  await expectNoAxeViolations(page, "survey detail dialog (anonymous)");

  // the page's and the survey's Atom feeds (decision 43): in the head, and a link for people that serves Atom
  const feeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  const statisticFeed = `/erhebungsdatenbank/feeds/statistic/${first.slice(1, 5)}.atom`;
  await expect(feeds).toHaveCount(2);
  expect(await feeds.evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual(
    expect.arrayContaining(["/erhebungsdatenbank/feeds/events.atom", statisticFeed]),
  );
  const link = dialog.getByRole("link", {
    name: `Änderungen der Statistik ${first.slice(1, 5)} als Atom-Feed`,
  });
  const feed = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  await page.keyboard.press("Escape");
  await expect(feeds).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Änderungen als Atom-Feed abonnieren" })).toBeVisible();
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

  await signIn(page, ADMIN.email);
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
  const list = await tablePage(page.request, "eid", { headers, size: 100 });
  const ids = list.records.content.map((r) => r.items.erhebungsid?.view ?? "");
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

  await signIn(page, ADMIN.email);
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

import type { WebhookTargetAnswer } from "@erhdb/domain";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_WEBHOOK_URL } from "../../apps/server/src/seed/demoWebhooks.ts";
import { demoUser, expectNoAxeViolations, expectSignedIn, sessionToken, signIn } from "./support.ts";

/*
 * The webhook screen /webhooks (issue 38 point 5, decision 48) as the demo SuperAdmin uses it: opened from
 * the drawer, the demo's target at a name that does not resolve with its failed deliveries and why; a
 * target at a loopback address refused at its field; a target registered at an unresolvable name, its
 * secret shown once, a test event sent and failing the same way, paused, its secret rotated, deleted;
 * axe-core on the page and each dialog. No other spec file changes the targets; the server's own tests
 * deliver to a real receiver.
 */

const SUPER_ADMIN = demoUser("SuperAdmin");
const NEW_URL = "https://empfaenger.example.invalid/hook";

const unresolved = (host: string) => `Der Name ${host} ließ sich nicht auflösen.`;

async function targets(request: APIRequestContext): Promise<WebhookTargetAnswer[]> {
  const headers = { authorization: await sessionToken(request, SUPER_ADMIN) };
  const res = await request.get("api/v1/webhook", { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as WebhookTargetAnswer[];
}

/** Removes the target a failed run may have left behind. */
async function removeTarget(request: APIRequestContext, url: string): Promise<void> {
  const headers = { authorization: await sessionToken(request, SUPER_ADMIN) };
  for (const target of await targets(request)) {
    if (target.url === url) await request.post(`api/v1/webhook/${target.id}/delete`, { headers });
  }
}

const table = (page: Page) => page.getByRole("table", { name: "Webhook-Ziele" });
const targetRow = (page: Page, url: string) => table(page).getByRole("row").filter({ hasText: url });

/**
 * Opens a target's deliveries and waits until one (of `kind`, if given) failed with `error`; checks axe
 * there and closes them.
 */
async function expectFailedDelivery(page: Page, url: string, error: string, kind?: string): Promise<void> {
  await page.getByRole("button", { name: `Zustellungen an ${url} anzeigen` }).click();
  const dialog = page.getByRole("dialog", { name: `Zustellungen an ${url}` });
  // the worker tries within 2 s, the dialog asks again every 5 s
  const failing = dialog
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: error, exact: true }) });
  const failed = kind
    ? failing.filter({ has: page.getByRole("cell", { name: kind, exact: true }) })
    : failing;
  await expect(failed.first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, `the deliveries of ${url}`);
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
}

/** The secret dialog: the secret with the sentence that it is not shown again, copied; closed, it is gone. */
async function readSecretOnce(page: Page, context: string): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "Signaturschlüssel" });
  await expect(dialog).toContainText(
    "Der Schlüssel wird nur jetzt angezeigt und ist danach nicht mehr abrufbar.",
  );
  const secret = await dialog.getByRole("textbox", { name: "Signaturschlüssel" }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expectNoAxeViolations(page, context);
  await dialog.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByText("Der Schlüssel ist in der Zwischenablage.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.content()).not.toContain(secret);
  return secret;
}

async function confirmWith(page: Page, title: string, text: string | RegExp, confirm: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toContainText(text);
  await expectNoAxeViolations(page, `the confirmation "${title}"`);
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test("the demo target's failed deliveries; a loopback target refused; register, secret once, test, pause, rotate, delete", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await removeTarget(page.request, NEW_URL);
  await signIn(page, SUPER_ADMIN);
  await page.goto("surveys");
  await expectSignedIn(page);
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Webhooks" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  // the demo's target: every statistic id and kind, its deliveries failing at a name that does not resolve
  const demo = targetRow(page, DEMO_WEBHOOK_URL);
  await expect(demo.getByRole("cell", { name: "alle", exact: true })).toBeVisible();
  await expect(demo).toContainText("Allgemeine Ressource nicht mehr öffentlich");
  await expectNoAxeViolations(page, "the webhooks page");
  await expectFailedDelivery(page, DEMO_WEBHOOK_URL, unresolved(new URL(DEMO_WEBHOOK_URL).hostname));

  try {
    // a loopback address is refused at the field, in German, naming the rule; what was typed stays
    await page.getByRole("button", { name: "Ziel registrieren" }).click();
    const register = page.getByRole("dialog", { name: "Ziel registrieren" });
    const url = register.getByRole("textbox", { name: "URL des Empfängers" });
    await expectNoAxeViolations(page, "the register dialog");
    await url.fill("https://127.0.0.1/");
    await register.getByRole("textbox", { name: "Statistik-ID" }).fill("1261");
    await register.getByRole("checkbox", { name: "Erhebung nicht mehr öffentlich" }).uncheck();
    await register.getByRole("button", { name: "Registrieren" }).click();
    await expect(
      register.getByText(/Webhooks dürfen 127\.0\.0\.1 nicht erreichen: .*„loopback“/),
    ).toBeVisible();
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(register.getByRole("textbox", { name: "Statistik-ID" })).toHaveValue("1261");
    await expect(
      register.getByRole("checkbox", { name: "Erhebung nicht mehr öffentlich" }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page, "the register dialog with the refusal");

    // a name that does not resolve now is kept: it is checked at each delivery
    await url.fill(NEW_URL);
    await register.getByRole("button", { name: "Registrieren" }).click();
    await expect(register).toBeHidden();
    await expect(page.getByText(`${NEW_URL} ist registriert.`)).toBeVisible();
    const secret = await readSecretOnce(page, "the secret dialog after registering");
    const row = targetRow(page, NEW_URL);
    await expect(row.getByRole("cell", { name: "1261", exact: true })).toBeVisible();
    await expect(row).toContainText("Aktiv");
    await expect(row).not.toContainText("Erhebung nicht mehr öffentlich");

    await page.getByRole("button", { name: `Testereignis an ${NEW_URL} senden` }).click();
    await expect(page.getByText(`Ein Testereignis an ${NEW_URL} ist eingereiht.`)).toBeVisible();
    await expectFailedDelivery(page, NEW_URL, unresolved("empfaenger.example.invalid"), "Testereignis");

    await page.getByRole("button", { name: `${NEW_URL} pausieren` }).click();
    await expect(page.getByText(`${NEW_URL} ist pausiert; seine Ereignisse warten.`)).toBeVisible();
    await expect(row).toContainText("Pausiert");
    await expect(page.getByRole("button", { name: `${NEW_URL} fortsetzen` })).toBeVisible();

    await page.getByRole("button", { name: `Schlüssel von ${NEW_URL} erneuern` }).click();
    await confirmWith(
      page,
      "Schlüssel erneuern",
      "Der bisherige Schlüssel signiert noch 24 Stunden lang mit",
      "Erneuern",
    );
    await expect(page.getByRole("dialog", { name: "Signaturschlüssel" })).toContainText(
      "Der bisherige Schlüssel signiert noch 24 Stunden lang mit.",
    );
    expect(await readSecretOnce(page, "the secret dialog after rotating")).not.toBe(secret);

    await page.getByRole("button", { name: `${NEW_URL} löschen` }).click();
    await confirmWith(page, "Ziel löschen", `Soll ${NEW_URL} gelöscht werden?`, "Löschen");
    await expect(page.getByText(`${NEW_URL} ist gelöscht.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await targets(page.request)).map((target) => target.url)).not.toContain(NEW_URL);
  } finally {
    await removeTarget(page.request, NEW_URL);
  }
});

import { expect, type Page, test } from "@playwright/test";
import { linkFrom, mailCount, waitForMail } from "./mail.ts";
import { createOwnAccount, ownAddress, submitLogin } from "./own-account.ts";
import { expectNoAxeViolations, login, useOwnClientAddress } from "./support.ts";

/*
 * The password reset (SPEC 2.20, 4, 8; issue 14 item 6) in Chromium: the request on the login page, the
 * mailed link, the new password and the login with it, the used link refused. The page's states for a
 * link of another shape, an unknown one and a logged-in visitor, and its English, are proven in
 * PasswordResetPage.test.tsx. Each test that sets a password works on an account of its own, and each
 * that asks for a link comes from an address of its own.
 */

// long flows with an axe run per state, on a server that other spec files share
test.describe.configure({ timeout: 180_000 });

const INVALID_TOKEN = /Der Link ist ungültig, wurde schon benutzt oder ist abgelaufen/;
const NEUTRAL = /Falls zu dieser Adresse ein Konto besteht, wurde ein Link zum Zurücksetzen/;
const RESET_HEADING = { level: 1, name: "Passwort zurücksetzen" } as const;

/** Opens "Passwort vergessen?" on the login page and asks for a link to `email`. */
async function requestLink(page: Page, email: string) {
  await page.goto("login");
  await page.getByRole("button", { name: "Passwort vergessen?" }).click();
  const dialog = page.getByRole("dialog", { name: "Passwort vergessen?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await dialog.getByRole("button", { name: "Link anfordern" }).click();
  return dialog;
}

test("forgotten password: request, mail, new password, login; the link works once", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const account = await createOwnAccount(request, "Erster-Stand#2026");

  await page.goto("login");
  await page.getByRole("button", { name: "Passwort vergessen?" }).click();
  const dialog = page.getByRole("dialog", { name: "Passwort vergessen?" });
  await expect(dialog).toBeVisible();
  // the address is checked before anything is sent
  await dialog.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("keine-adresse");
  await dialog.getByRole("button", { name: "Link anfordern" }).click();
  await expect(dialog.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
  await expectNoAxeViolations(page, "forgot password dialog with an error");

  const before = await mailCount(request);
  await dialog.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(account.email);
  await dialog.getByRole("button", { name: "Link anfordern" }).click();
  await expect(dialog.getByText(NEUTRAL)).toBeVisible();
  await expectNoAxeViolations(page, "forgot password confirmation");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  const link = linkFrom(await waitForMail(request, { to: account.email, after: before }), "/password/reset");
  await page.goto(link);
  await expect(page.getByRole("heading", RESET_HEADING)).toBeVisible();
  const fresh = page.getByRole("textbox", { name: "Neues Passwort", exact: true });
  const again = page.getByRole("textbox", { name: "Neues Passwort wiederholen" });
  const save = page.getByRole("button", { name: "Passwort speichern" });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page, "password reset form");

  // the server's refusal shows at the field
  await fresh.fill(account.email);
  await again.fill(account.email);
  await save.click();
  await expect(fresh).toHaveAccessibleDescription(
    "Das Passwort darf nicht die E-Mail-Adresse des Kontos sein.",
  );
  await expectNoAxeViolations(page, "password reset form with a refusal");

  await fresh.fill("Zweiter-Stand#2026");
  await expect(page.getByRole("progressbar", { name: /^Passwortstärke: / })).toBeVisible();
  await again.fill("Zweiter-Stand#2026");
  await save.click();
  await expect(page.getByText("Passwort erfolgreich geändert.")).toBeVisible();
  await expectNoAxeViolations(page, "password reset success");
  await page.getByRole("link", { name: "Zur Anmeldung" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, account.email, account.password);
  await expect(page.getByText("E-Mail oder Passwort falsch.")).toBeVisible();
  await login(page, account.email, "Zweiter-Stand#2026");

  // a used link says so, also to the logged-out visitor it was meant for
  await page.evaluate(() => window.localStorage.removeItem("token"));
  await page.goto(link);
  await expect(page.getByText(INVALID_TOKEN)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Neues Passwort", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "password reset, a used link");
});

test("an address without an account gets the same confirmation; too many requests are refused", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const unknown = `niemand-${Date.now()}@example.org`;
  const dialog = await requestLink(page, unknown);
  await expect(dialog.getByText(NEUTRAL)).toBeVisible();

  // the limit per address (decision 16): four more requests from elsewhere fill it
  for (let i = 0; i < 4; i++) {
    const res = await request.post("api/v1/person/password/reset", {
      headers: ownAddress(),
      data: { email: unknown },
    });
    expect(res.status(), await res.text()).toBe(202);
  }
  const refused = await requestLink(page, unknown);
  await expect(refused.getByRole("alert")).toContainText(
    "Zu viele Anfragen. Bitte versuchen Sie es in einer Viertelstunde erneut.",
  );
  await expect(refused.getByText(NEUTRAL)).toHaveCount(0);
  await expectNoAxeViolations(page, "forgot password dialog, too many requests");
});

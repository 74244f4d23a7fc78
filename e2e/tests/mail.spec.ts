import { expect, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { linkFrom, mailCount, waitForMail } from "./mail.ts";
import { demoUser, useOwnClientAddress } from "./support.ts";

// The mail path end to end: the app's outbox and sender deliver over SMTP to the e2e mail sink, and the
// mailed link opens the app. The password is not changed here: the demo account stays as the other
// specs expect it.
test("a password reset asked for on the login page arrives by mail, and its link opens the reset form", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // a dialog and a mail, on a busy machine
  const email = demoUser("CoreBroker");
  await useOwnClientAddress(page);
  const after = await mailCount(request);

  await page.goto("login");
  await page.getByRole("button", { name: "Passwort vergessen?" }).click();
  const dialog = page.getByRole("dialog", { name: "Passwort vergessen?" });
  await dialog.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await dialog.getByRole("button", { name: "Link anfordern" }).click();
  await expect(dialog.getByText("Falls zu dieser Adresse ein Konto besteht")).toBeVisible();

  const mail = await waitForMail(request, { to: email, subjectIncludes: "Passwort zurücksetzen", after });
  expect(mail.from).toBe("erhebungsdatenbank@destatis.de");
  const link = linkFrom(mail, "/password/reset");
  expect(link).toMatch(new RegExp(`^${BASE_URL}password/reset\\?token=[A-Za-z0-9_-]{43}$`));
  expect(mail.html).toContain(`href="${link}"`);

  await page.goto(link);
  await expect(page.getByText("Bitte vergeben Sie ein neues Passwort für Ihr Konto.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Passwort speichern" })).toBeVisible();
});

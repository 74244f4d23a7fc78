import { expect, test } from "@playwright/test";
import { demoUser, holdToken, signInAlone } from "./support.ts";

test("when the session ends on the server, the next check shows the session-expired dialog and leaves the protected page", async ({
  page,
}) => {
  // a session of its own: this test ends it
  await signInAlone(page, demoUser("StatDBAdmin"));
  await page.goto("unassign");
  await expect(page.getByRole("heading", { level: 1, name: "Zuordnung aufheben" })).toBeVisible();

  // the session is revoked elsewhere (as logout in another tab or a password change would)
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  const revoked = await page.request.post("api/v1/logout", { headers: { authorization: token ?? "" } });
  expect(revoked.status()).toBe(204);

  // revalidation runs every 5 s
  const dialog = page.getByRole("dialog", { name: "Sitzung abgelaufen" });
  await expect(dialog).toBeVisible({ timeout: 8000 });
  await expect(dialog).toContainText("Ihre Sitzung ist abgelaufen");
  await expect(page).toHaveURL(/\/surveys$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await dialog.getByRole("button", { name: "Erneut anmelden" }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("a stored token that is no longer valid is dropped at start, off a protected page (SPEC 4)", async ({
  page,
}) => {
  // Held before the app's first page load: set in a page of the app already open, the token was checked
  // (and dropped) by that page when its start ran late on a busy machine, and the next page started with
  // none and went to the login instead.
  await holdToken(page, "A".repeat(43));
  await page.goto("resources");
  await expect(page.getByRole("dialog", { name: "Sitzung abgelaufen" })).toBeVisible();
  await expect(page).toHaveURL(/\/surveys$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

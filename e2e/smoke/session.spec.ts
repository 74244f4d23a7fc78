import type { AuthPerson } from "@erhdb/domain";
import { expect, type Page, test } from "@playwright/test";
import { INSTANCES, LOCK_AFTER } from "../playwright.smoke.config.ts";
import { table as evasTable } from "../tests/evas-table.ts";
import {
  DEMO_PASSWORD,
  demoUser,
  expectNoAxeViolations,
  expectSignedIn,
  login,
  useOwnClientAddress,
} from "../tests/support.ts";
import { rows as surveyRows } from "../tests/surveys-table.ts";
import { tablePage } from "../tests/table-protocol.ts";
import { onBothInstances, SUPER_ADMIN } from "./instances.ts";

/*
 * A login and what rests on it, when the instance that opened a session or counted a failure need not be
 * the one that answers next: sessions and login failures must live in the shared database.
 */

const LOGIN = "/erhebungsdatenbank/api/v1/login";
const LOCKED = /Ihre IP-Adresse ist bis \d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}:\d{2} gesperrt\./;

/** Sends the login form and answers the status of the login call it made. */
async function submitLogin(page: Page, password: string): Promise<number> {
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === LOGIN);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  return (await answer).status();
}

test("a wrong password says so in German; the lock its repetition sets holds on both instances", async ({
  page,
}) => {
  // an account no other smoke test logs in with: its failures slow nobody else's logins down
  const account = demoUser("OrgAdmin");
  const address = await useOwnClientAddress(page);
  await page.goto("login");
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(account);
  expect(await submitLogin(page, "falsches-Passwort-1")).toBe(401);
  await expect(page.getByRole("alert")).toHaveText("E-Mail oder Passwort falsch.");
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page, "login with a wrong password");

  // Round-robin spreads the failures over both instances: a count kept per instance would lock late, or
  // on one instance only (which the right password below would find out).
  for (let failure = 2; failure < LOCK_AFTER; failure++) {
    expect(await submitLogin(page, `falsches-Passwort-${failure}`)).toBe(401);
  }
  expect(await submitLogin(page, `falsches-Passwort-${LOCK_AFTER}`)).toBe(423);
  await expect(page.getByRole("alert")).toHaveText(LOCKED);

  // even the right password is refused, by either instance: a lock kept by one would let the other in
  await onBothInstances(page.request, {
    address,
    what: "a login refused as locked (423)",
    matches: (s) => s.method === "POST" && s.url === LOGIN && s.status === 423,
    step: async () => {
      expect(await submitLogin(page, DEMO_PASSWORD)).toBe(423);
      await expect(page.getByRole("alert")).toHaveText(LOCKED);
    },
  });
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page, "login locked");
});

test("a login through the form holds on both instances: the surveys, the EVAS register, the show page", async ({
  page,
}) => {
  const address = await useOwnClientAddress(page);
  await login(page, SUPER_ADMIN);
  await expect(surveyRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page, "surveys list");

  // every page load is a new start of the app, which checks the stored session first (GET auth)
  await page.goto("evas");
  await expectSignedIn(page);
  await expect(evasTable(page)).toContainText("11111");
  await expectNoAxeViolations(page, "EVAS register");

  const [survey] = (await tablePage(page.request, "eid")).records.content;
  const erhebungsid = survey?.items.erhebungsid?.view ?? "";
  await page.goto(`Show.html?eid=${erhebungsid}`);
  await expect(page).toHaveURL(
    new RegExp(`/surveys\\?detail=${erhebungsid}#f\\.erhebungsid=${erhebungsid}$`),
  );
  await expect(page.getByRole("dialog", { name: `Erhebungsid ${erhebungsid}` })).toBeVisible();
  await expectSignedIn(page);
  await expectNoAxeViolations(page, "show page: the survey's detail dialog");

  // both instances took the session the form opened: a session kept by one would end at the other
  await onBothInstances(page.request, {
    address,
    what: "the session check (GET auth) with 200",
    matches: (s) => s.method === "GET" && s.url === "/erhebungsdatenbank/api/v1/auth" && s.status === 200,
    step: async () => {
      await page.reload();
      await expectSignedIn(page);
    },
  });
  await expect(page.getByRole("dialog", { name: "Sitzung abgelaufen" })).toHaveCount(0);
  // and each instance, asked at its own port, knows the person by the very token the browser holds
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  for (const instance of INSTANCES) {
    const res = await page.request.get(`${instance}api/v1/auth`, { headers: { authorization: token ?? "" } });
    expect(res.status(), instance).toBe(200);
    expect(((await res.json()) as AuthPerson).email, instance).toBe(SUPER_ADMIN);
  }
});

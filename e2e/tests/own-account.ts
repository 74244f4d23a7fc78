import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { linkFrom, mailCount, waitForMail } from "./mail.ts";
import { adminHeaders } from "./support.ts";

/*
 * Accounts of their own for the tests that change a password: the specs run in parallel on one server,
 * so a demo account whose password changed would fail the others' logins.
 */

export interface OwnAccount {
  id: number;
  email: string;
  password: string;
  name: string;
  forename: string;
}

let forwarded = 0;
/**
 * The e2e server trusts X-Forwarded-For: each call of the public password flows comes from an address of
 * its own, so their limit per address never refuses another test.
 */
export const ownAddress = () => ({ "x-forwarded-for": `198.51.${process.pid % 250}.${++forwarded}` });

/** The token of the newest password link mailed to `email` after the mail count `after`. */
export async function mailedToken(request: APIRequestContext, email: string, after: number): Promise<string> {
  const mail = await waitForMail(request, { to: email, after });
  const token = new URL(linkFrom(mail, "/password/reset")).searchParams.get("token");
  expect(token, mail.text).toBeTruthy();
  return token ?? "";
}

/**
 * A new account (a LoggedUser unless `roleName` says otherwise) made by the built-in admin, whose
 * password is set through the invitation link the account was mailed, as its owner would.
 */
export async function createOwnAccount(
  request: APIRequestContext,
  password: string,
  roleName = "LoggedUser",
): Promise<OwnAccount> {
  const headers = await adminHeaders(request);
  const roles = await request.get("api/v1/role", { headers });
  expect(roles.status(), await roles.text()).toBe(200);
  const role = ((await roles.json()) as { id: number; name: string }[]).find((r) => r.name === roleName);
  expect(role, `the role ${roleName}`).toBeDefined();

  const account = {
    email: `e2e-${randomUUID().slice(0, 8)}@example.org`,
    name: "Prüfer",
    forename: "Paula",
  };
  const before = await mailCount(request);
  const created = await request.post("api/v1/person/create", {
    headers,
    data: { ...account, phone: "0611 3800", office: "06", role: { id: role?.id } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const token = await mailedToken(request, account.email, before);
  const set = await request.post("api/v1/person/password/validateNewPassword", {
    headers: ownAddress(),
    data: { token, password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return { id, password, ...account };
}

/** Fills the login form and sends it; the caller checks what follows. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto("login");
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

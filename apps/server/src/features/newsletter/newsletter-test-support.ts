import type { TestApp } from "../../../test/test-app.ts";
import type { Database } from "../../db/database.ts";

// Helpers of the newsletter's tests: what reached the outbox, the tokens in it, and the calls.

/** The mails to an address, oldest first, with their headers. */
export async function outboxOf(db: Database, to: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "kind", "subject", "body", "html", "headers"])
    .where("recipient", "=", to)
    .orderBy("id")
    .execute();
}

/** The token of the newest link to `page` (e.g. /newsletter/edit) in a text mailed to the address. */
export async function mailedToken(db: Database, to: string, page: string): Promise<string> {
  const body = (await outboxOf(db, to)).at(-1)?.body ?? "";
  return tokenIn(body, page);
}

/** The token of a link to `page` in a text. */
export function tokenIn(text: string, page: string): string {
  const match = new RegExp(`${page.replaceAll("/", "\\/")}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no link to ${page} in: ${text}`);
  return match[1];
}

/** The MANAGE token of a mail's List-Unsubscribe header. */
export function oneClickToken(headers: Readonly<Record<string, string>>): string {
  const header = headers["List-Unsubscribe"] ?? headers["list-unsubscribe"] ?? "";
  return tokenIn(header, "/api/v1/newsletter/oneclick");
}

/** An address of the test's own, so that tests never share subscribers. */
let counter = 0;
export const newMail = (name = "abo") => `${name}-${++counter}-${Date.now()}@test.example`;

/** The rows of an address, as the database holds them. */
export async function subscriptionsOf(db: Database, mail: string) {
  return db
    .selectFrom("newsletter_subscription")
    .select(["statistic_id", "resource_type", "verified", "lang"])
    .where("mail", "=", mail)
    .orderBy("statistic_id")
    .orderBy("resource_type")
    .execute();
}

/** The calls of SPEC 7 "Newsletter", each from a fresh IP unless given one. */
export function newsletterCalls(t: TestApp) {
  const headers = (lang: string) => ({ "accept-language": lang });
  return {
    subscribe: (body: unknown, options: { ip?: string; lang?: string } = {}) =>
      t.api({
        method: "POST",
        url: "/newsletter/subscribev2",
        payload: body as Record<string, unknown>,
        remoteAddress: options.ip ?? t.newIp(),
        headers: headers(options.lang ?? "de"),
      }),
    withMail: (path: string, mail: string, options: { ip?: string; lang?: string } = {}) =>
      t.api({
        method: "GET",
        url: `/newsletter/${path}?mail=${encodeURIComponent(mail)}`,
        remoteAddress: options.ip ?? t.newIp(),
        headers: headers(options.lang ?? "de"),
      }),
    withToken: (path: string, token: string, lang = "de") =>
      t.api({
        method: "GET",
        url: `/newsletter/${path}?token=${encodeURIComponent(token)}`,
        headers: headers(lang),
      }),
    update: (body: unknown, lang = "de") =>
      t.api({
        method: "POST",
        url: "/newsletter/update",
        payload: body as Record<string, unknown>,
        headers: headers(lang),
      }),
    oneClick: (token: string) =>
      t.api({
        method: "POST",
        url: `/newsletter/oneclick?token=${encodeURIComponent(token)}`,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
  };
}

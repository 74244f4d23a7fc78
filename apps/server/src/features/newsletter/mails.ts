import type { Queryable } from "../../db/queryable.ts";
import { enqueueMail, type RenderedMail } from "../../mail/outbox.ts";
import { publicLink } from "../../mail/templates/index.ts";
import { issueToken } from "./tokens.ts";

/** The web pages a newsletter mail links to (SPEC 2.1); those with a token take it as `?token=`. */
export const NEWSLETTER_PAGES = {
  overview: "/newsletter",
  unsubscribe: "/newsletter/unsubscribe",
  verifySubscribe: "/newsletter/verify/subscribe",
  verifyUnsubscribe: "/newsletter/verify/unsubscribe",
  edit: "/newsletter/edit",
} as const;

/** `POST newsletter/oneclick?token=` under the public address (the API lives beside the app's pages). */
const ONE_CLICK_PATH = "/api/v1/newsletter/oneclick";

export type NewsletterMailKind =
  | "newsletter-subscribe"
  | "newsletter-unsubscribe"
  | "newsletter-edit"
  | "newsletter-digest";

/**
 * Puts a newsletter mail into the outbox in the caller's transaction, with the one-click unsubscribe of
 * RFC 8058 (decision 17): a new MANAGE token of the address in `List-Unsubscribe`, and
 * `List-Unsubscribe-Post`, so that a mail program unsubscribes by one POST without opening a page.
 */
export async function enqueueNewsletterMail(
  trx: Queryable,
  mail: RenderedMail & { to: string; kind: NewsletterMailKind },
  context: { publicUrl: string; now: Date },
): Promise<void> {
  const manage = await issueToken(trx, mail.to, "MANAGE", context.now);
  const oneClick = publicLink(context.publicUrl, ONE_CLICK_PATH, { token: manage.token });
  await enqueueMail(trx, {
    ...mail,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

import { type APIRequestContext, expect, test } from "@playwright/test";
import type { ReceivedMail } from "../../apps/server/test/smtp-server.ts";

export type { ReceivedMail };

/**
 * The address of the running project's mail sink (e2e/mail-sink.ts), from the project's metadata: each
 * Playwright configuration starts a sink of its own on its own ports.
 */
function mailSinkUrl(): string {
  const url: unknown = test.info().project.metadata.mailSinkUrl;
  if (typeof url !== "string") throw new Error("the project names no mail sink (metadata.mailSinkUrl)");
  return url;
}

/** Every mail the e2e mail sink has received so far, in order. */
export async function receivedMails(request: APIRequestContext): Promise<ReceivedMail[]> {
  const res = await request.get(`${mailSinkUrl()}/mails`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ReceivedMail[];
}

/** How many mails the sink holds now: pass it as `after` to wait for a mail sent after this moment. */
export async function mailCount(request: APIRequestContext): Promise<number> {
  return (await receivedMails(request)).length;
}

/** The mails to `to` with `subjectIncludes` in their subject, of those after the first `after`. */
interface MailFilter {
  to: string;
  subjectIncludes?: string;
  after?: number;
}

/** The mails the sink holds now that pass `filter`, in order. */
export async function mailsTo(
  request: APIRequestContext,
  { to, subjectIncludes = "", after = 0 }: MailFilter,
): Promise<ReceivedMail[]> {
  return (await receivedMails(request))
    .slice(after)
    .filter(
      (mail) =>
        mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
        mail.subject.includes(subjectIncludes),
    );
}

/** The newest mail that passes `filter`, once the app's mail sender has delivered it to the sink. */
export async function waitForMail(request: APIRequestContext, filter: MailFilter): Promise<ReceivedMail> {
  const { to, subjectIncludes = "" } = filter;
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, filter)).at(-1);
        return found !== undefined;
      },
      // the sink is local and cheap to ask: every quarter second, not at expect.poll's growing intervals
      // (up to a second), so a mail is taken as soon as the app's sender delivered it
      { message: `a mail to ${to} with "${subjectIncludes}" in its subject`, intervals: [250] },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link of a mail's text whose address contains `pathPart`, e.g. "/password/reset". */
export function linkFrom(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

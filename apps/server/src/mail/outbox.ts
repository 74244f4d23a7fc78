import type { Queryable } from "../db/queryable.ts";

/** A mail as its template renders it, in the recipient's language (decision 16). */
export interface RenderedMail {
  subject: string;
  /** the plain-text part */
  text: string;
  html: string;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** what the mail is, e.g. "password-reset" (lower case, digits and dashes) */
  kind: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Puts a mail into the outbox in the caller's transaction: it exists exactly when the change that
 * causes it commits, and the sender delivers it afterwards. Returns its id.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto("mail_outbox")
    .values({
      recipient: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

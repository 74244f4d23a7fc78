import type { PersonSubjectRow } from "../../db/person-subjects.ts";
import type { Queryable } from "../../db/queryable.ts";
import { hashToken, newSessionToken } from "../../lib/tokens.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { invitationMail, passwordResetMail, publicLink } from "../../mail/templates/index.ts";
import { insertPasswordToken, type PasswordTokenPurpose, replaceTokensOf } from "./password-tokens.ts";

export interface PasswordLinkSettings {
  /** the app's public address (Config.publicUrl) */
  publicUrl: string;
  passwordResetTtlMs: number;
  inviteTtlMs: number;
}

/** The page a link of a password mail opens (SPEC 2.20); it takes the token as a query parameter. */
export const PASSWORD_PAGE = "/password/reset";

/**
 * Mails an account a one-time link to set its password, in the caller's transaction (decision 16): a
 * new token (32 random bytes; only its SHA-256 is stored) replaces every open one of the account (whose
 * pages then say so, decision 39), and the mail in the account's language enters the outbox. An
 * invitation for a new account, a reset otherwise.
 */
export async function mailPasswordLink(
  trx: Queryable,
  person: Pick<PersonSubjectRow, "id" | "email" | "name" | "forename" | "lang">,
  purpose: PasswordTokenPurpose,
  settings: PasswordLinkSettings,
  now: Date,
): Promise<void> {
  const token = newSessionToken();
  const ttl = purpose === "INVITE" ? settings.inviteTtlMs : settings.passwordResetTtlMs;
  const expiresAt = new Date(now.getTime() + ttl);
  await replaceTokensOf(trx, person.id, now);
  await insertPasswordToken(trx, {
    hash: hashToken(token),
    personId: person.id,
    purpose,
    createdAt: now,
    expiresAt,
  });
  const link = publicLink(settings.publicUrl, PASSWORD_PAGE, { token });
  const values = { forename: person.forename, name: person.name, link, expiresAt };
  const mail =
    purpose === "INVITE"
      ? invitationMail(person.lang, { ...values, email: person.email })
      : passwordResetMail(person.lang, values);
  await enqueueMail(trx, {
    ...mail,
    to: person.email,
    kind: purpose === "INVITE" ? "invitation" : "password-reset",
  });
}

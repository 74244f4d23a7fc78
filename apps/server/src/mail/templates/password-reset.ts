import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { formatMailDateTime } from "./format.ts";
import { type MailDocument, renderMail } from "./layout.ts";

export interface PasswordResetMailValues {
  forename: string;
  name: string;
  /** the reset page with the token (publicLink) */
  link: string;
  /** when the link stops working */
  expiresAt: Date;
}

const DOCUMENTS: Record<Language, (v: PasswordResetMailValues, until: string) => MailDocument> = {
  de: (v, until) => ({
    subject: "Erhebungsdatenbank: Passwort zurücksetzen",
    greeting: `Guten Tag ${v.forename} ${v.name},`,
    intro: ["jemand hat angefordert, das Passwort Ihres Kontos in der Erhebungsdatenbank zurückzusetzen."],
    action: { label: "Neues Passwort festlegen", url: v.link },
    outro: [
      `Der Link funktioniert einmal und bis zum ${until} Uhr.`,
      "Wenn Sie das nicht waren, ignorieren Sie diese Mail.",
    ],
  }),
  en: (v, until) => ({
    subject: "Erhebungsdatenbank: reset your password",
    greeting: `Hello ${v.forename} ${v.name},`,
    intro: ["someone asked to reset the password of your account in the Erhebungsdatenbank."],
    action: { label: "Set a new password", url: v.link },
    outro: [`The link works once, until ${until} (Berlin time).`, "If it was not you, ignore this mail."],
  }),
};

/** The mail of a password reset (requested, or started by an administrator): a one-time link. */
export function passwordResetMail(lang: Language, values: PasswordResetMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values, formatMailDateTime(values.expiresAt)));
}

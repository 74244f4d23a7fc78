import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { formatMailDateTime } from "./format.ts";
import { type MailDocument, renderMail } from "./layout.ts";

export interface InvitationMailValues {
  forename: string;
  name: string;
  /** the address the new account logs in with */
  email: string;
  /** the page that sets the first password, with the token (publicLink) */
  link: string;
  /** when the link stops working */
  expiresAt: Date;
}

const DOCUMENTS: Record<Language, (v: InvitationMailValues, until: string) => MailDocument> = {
  de: (v, until) => ({
    subject: "Erhebungsdatenbank: Ihr neues Konto",
    greeting: `Guten Tag ${v.forename} ${v.name},`,
    intro: [
      "für Sie wurde ein Konto in der Erhebungsdatenbank angelegt.",
      `Legen Sie Ihr Passwort mit dem folgenden Link fest. Er funktioniert einmal und bis zum ${until} Uhr.`,
    ],
    action: { label: "Passwort festlegen", url: v.link },
    outro: [`Danach melden Sie sich mit Ihrer E-Mail-Adresse ${v.email} an.`],
  }),
  en: (v, until) => ({
    subject: "Erhebungsdatenbank: your new account",
    greeting: `Hello ${v.forename} ${v.name},`,
    intro: [
      "an account in the Erhebungsdatenbank has been created for you.",
      `Set your password with the following link. It works once, until ${until} (Berlin time).`,
    ],
    action: { label: "Set your password", url: v.link },
    outro: [`Then log in with your email address ${v.email}.`],
  }),
};

/** The mail a new account gets: a one-time link to set its first password, then log in by email. */
export function invitationMail(lang: Language, values: InvitationMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values, formatMailDateTime(values.expiresAt)));
}

import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { formatMailDateTime } from "./format.ts";
import { type MailDocument, renderMail } from "./layout.ts";

export interface NewsletterUnsubscribeMailValues {
  /** the page that confirms the unsubscription, with the token (publicLink) */
  link: string;
  expiresAt: Date;
}

const DOCUMENTS: Record<Language, (v: NewsletterUnsubscribeMailValues, until: string) => MailDocument> = {
  de: (v, until) => ({
    subject: "Erhebungsdatenbank: Newsletter abbestellen",
    greeting: "Guten Tag,",
    intro: [
      "für diese Adresse wurde angefordert, den Newsletter der Erhebungsdatenbank abzubestellen.",
      `Bestätigen Sie es auf der folgenden Seite; dann endet jedes Thema dieser Adresse. Der Link funktioniert einmal und bis zum ${until} Uhr.`,
    ],
    action: { label: "Abbestellen bestätigen", url: v.link },
    outro: ["Wenn Sie das nicht waren, ignorieren Sie diese Mail: Ihr Newsletter bleibt, wie er ist."],
  }),
  en: (v, until) => ({
    subject: "Erhebungsdatenbank: unsubscribe from the newsletter",
    greeting: "Hello,",
    intro: [
      "someone asked to unsubscribe this address from the newsletter of the Erhebungsdatenbank.",
      `Confirm it on the following page; then every topic of this address ends. The link works once, until ${until} (Berlin time).`,
    ],
    action: { label: "Confirm unsubscribing", url: v.link },
    outro: ["If it was not you, ignore this mail: your newsletter stays as it is."],
  }),
};

/** The link to the page whose button ends every topic of the address (decision 17). */
export function newsletterUnsubscribeMail(
  lang: Language,
  values: NewsletterUnsubscribeMailValues,
): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values, formatMailDateTime(values.expiresAt)));
}

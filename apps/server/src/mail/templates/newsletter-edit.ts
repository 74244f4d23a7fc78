import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { formatMailDateTime } from "./format.ts";
import { type MailDocument, renderMail } from "./layout.ts";
import { leavingNote } from "./newsletter-parts.ts";

export interface NewsletterEditMailValues {
  /** the edit page with the token (publicLink) */
  link: string;
  expiresAt: Date;
  /** the page to unsubscribe (publicLink) */
  unsubscribePage: string;
}

const DOCUMENTS: Record<Language, (v: NewsletterEditMailValues, until: string) => MailDocument> = {
  de: (v, until) => ({
    subject: "Erhebungsdatenbank: Newsletter bearbeiten",
    greeting: "Guten Tag,",
    intro: [
      "mit dem folgenden Link wählen Sie die Themen Ihres Newsletters der Erhebungsdatenbank.",
      `Er funktioniert bis zum ${until} Uhr.`,
    ],
    action: { label: "Themen bearbeiten", url: v.link },
    outro: [
      "Wenn Sie den Link nicht angefordert haben, ignorieren Sie diese Mail.",
      leavingNote("de", v.unsubscribePage),
    ],
  }),
  en: (v, until) => ({
    subject: "Erhebungsdatenbank: edit your newsletter",
    greeting: "Hello,",
    intro: [
      "with the following link you choose the topics of your newsletter of the Erhebungsdatenbank.",
      `It works until ${until} (Berlin time).`,
    ],
    action: { label: "Edit the topics", url: v.link },
    outro: ["If you did not ask for the link, ignore this mail.", leavingNote("en", v.unsubscribePage)],
  }),
};

/** The link to the page that edits the topics of the address (decision 17). */
export function newsletterEditMail(lang: Language, values: NewsletterEditMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values, formatMailDateTime(values.expiresAt)));
}

import type { Language, NewsletterTopic } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { formatMailDateTime } from "./format.ts";
import { type MailDocument, renderMail } from "./layout.ts";
import { leavingNote, topicText } from "./newsletter-parts.ts";

export interface NewsletterSubscribeMailValues {
  /** what the link confirms */
  topics: readonly NewsletterTopic[];
  /** the confirmation page with the token (publicLink) */
  link: string;
  expiresAt: Date;
  /** the page to unsubscribe (publicLink) */
  unsubscribePage: string;
}

const DOCUMENTS: Record<Language, (v: NewsletterSubscribeMailValues, until: string) => MailDocument> = {
  de: (v, until) => ({
    subject: "Erhebungsdatenbank: Newsletter bestätigen",
    greeting: "Guten Tag,",
    intro: ["für diese Adresse wurde der Newsletter der Erhebungsdatenbank zu folgenden Themen bestellt:"],
    items: v.topics.map((topic) => ({ text: topicText("de", topic) })),
    action: { label: "Bestellung bestätigen", url: v.link },
    outro: [
      `Bestätigen Sie die Bestellung auf dieser Seite. Der Link funktioniert einmal und bis zum ${until} Uhr.`,
      "Wenn Sie das nicht waren, ignorieren Sie diese Mail: ohne Bestätigung erhalten Sie nichts.",
      leavingNote("de", v.unsubscribePage),
    ],
  }),
  en: (v, until) => ({
    subject: "Erhebungsdatenbank: confirm the newsletter",
    greeting: "Hello,",
    intro: ["the newsletter of the Erhebungsdatenbank was ordered for this address on these topics:"],
    items: v.topics.map((topic) => ({ text: topicText("en", topic) })),
    action: { label: "Confirm the order", url: v.link },
    outro: [
      `Confirm the order on this page. The link works once, until ${until} (Berlin time).`,
      "If it was not you, ignore this mail: without a confirmation you receive nothing.",
      leavingNote("en", v.unsubscribePage),
    ],
  }),
};

/** The double opt-in (decision 17): the topics ordered and the link to the page that confirms them. */
export function newsletterSubscribeMail(lang: Language, values: NewsletterSubscribeMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values, formatMailDateTime(values.expiresAt)));
}

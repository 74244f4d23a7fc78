import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { type MailDocument, renderMail } from "./layout.ts";
import { leavingNote, resourceTypeText } from "./newsletter-parts.ts";

/** A resource a digest announces. */
export interface DigestResource {
  description: string;
  erhebungsid: string;
  resourceType: string;
  /** the four-digit version of the resource key */
  version: string;
  /** the Show page of the survey and type (publicLink) */
  link: string;
}

export interface NewsletterDigestMailValues {
  resources: readonly DigestResource[];
  /** the page to unsubscribe (publicLink) */
  unsubscribePage: string;
  /** the newsletter page, where the topics are edited (publicLink) */
  newsletterPage: string;
}

function itemText(lang: Language, r: DigestResource): string {
  const version = Number(r.version);
  return `${r.description} (${resourceTypeText(lang, r.resourceType)}, Erhebungsid ${r.erhebungsid}, Version ${version})`;
}

const DOCUMENTS: Record<Language, (v: NewsletterDigestMailValues) => MailDocument> = {
  de: (v) => ({
    subject:
      v.resources.length === 1
        ? "Erhebungsdatenbank: eine neue Ressource"
        : `Erhebungsdatenbank: ${v.resources.length} neue Ressourcen`,
    greeting: "Guten Tag,",
    intro: ["zu den Themen Ihres Newsletters sind diese Ressourcen neu oder in neuer Version verfügbar:"],
    items: v.resources.map((r) => ({ text: itemText("de", r), url: r.link })),
    outro: [`Ihre Themen ändern Sie unter ${v.newsletterPage}.`, leavingNote("de", v.unsubscribePage)],
  }),
  en: (v) => ({
    subject:
      v.resources.length === 1
        ? "Erhebungsdatenbank: a new resource"
        : `Erhebungsdatenbank: ${v.resources.length} new resources`,
    greeting: "Hello,",
    intro: ["on the topics of your newsletter, these resources are available, new or in a new version:"],
    items: v.resources.map((r) => ({ text: itemText("en", r), url: r.link })),
    outro: [`You change your topics at ${v.newsletterPage}.`, leavingNote("en", v.unsubscribePage)],
  }),
};

/** One subscriber's digest (decision 17): every resource of their topics that a batch made usable. */
export function newsletterDigestMail(lang: Language, values: NewsletterDigestMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values));
}

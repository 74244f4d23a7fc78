import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { type MailDocument, renderMail } from "./layout.ts";

export interface RequestNoticeMailValues {
  /** the staff member told */
  forename: string;
  name: string;
  id: number;
  /** the request type's name in the recipient's language */
  requestType: string;
  /** "forename name" of the applicant */
  applicant: string;
  /** the statistic id the request concerns, if any */
  statisticId: string | null;
  /** whether the recipient was made the responsible person */
  responsible: boolean;
  /** the processes page (publicLink) */
  link: string;
}

const DOCUMENTS: Record<Language, (v: RequestNoticeMailValues) => MailDocument> = {
  de: (v) => ({
    subject: `Erhebungsdatenbank: neuer Antrag Nr. ${v.id} (${v.requestType})`,
    greeting: `Guten Tag ${v.forename} ${v.name},`,
    intro: [
      `${v.applicant} hat den Antrag „${v.requestType}“ gestellt${v.statisticId ? ` (Statistik-ID ${v.statisticId})` : ""}.`,
      v.responsible
        ? "Sie sind für diesen Antrag als zuständige Person eingetragen."
        : "Sie erhalten diese Nachricht, weil Sie für solche Anträge in Frage kommen.",
    ],
    action: { label: "Anträge bearbeiten", url: v.link },
    outro: [],
  }),
  en: (v) => ({
    subject: `Erhebungsdatenbank: new request no. ${v.id} (${v.requestType})`,
    greeting: `Hello ${v.forename} ${v.name},`,
    intro: [
      `${v.applicant} has made the request "${v.requestType}"${v.statisticId ? ` (statistic id ${v.statisticId})` : ""}.`,
      v.responsible
        ? "You are entered as the person responsible for this request."
        : "You receive this message because you are one of the persons for such requests.",
    ],
    action: { label: "Process requests", url: v.link },
    outro: [],
  }),
};

/** The notice to a request's responsible persons when it arrives (decision 17). */
export function requestNoticeMail(lang: Language, values: RequestNoticeMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values));
}

import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { type MailDocument, renderMail } from "./layout.ts";

export interface RequestTicketMailValues {
  forename: string;
  name: string;
  /** the request's number */
  id: number;
  /** the request type's name in the recipient's language */
  requestType: string;
  /** the ticket status page with the ticket token (publicLink) */
  link: string;
}

const DOCUMENTS: Record<Language, (v: RequestTicketMailValues) => MailDocument> = {
  de: (v) => ({
    subject: `Erhebungsdatenbank: Ihr Antrag Nr. ${v.id} ist eingegangen`,
    greeting: `Guten Tag ${v.forename} ${v.name},`,
    intro: [
      `Ihr Antrag „${v.requestType}“ ist unter der Nummer ${v.id} eingegangen.`,
      "Mit dem folgenden Link sehen Sie jederzeit, wie weit er ist und was entschieden wurde.",
    ],
    action: { label: "Status des Antrags ansehen", url: v.link },
    outro: [
      "Bewahren Sie diese Mail auf: Der Link ist Ihr einziger Zugang zum Status. Über die Entscheidung informieren wir Sie zusätzlich per Mail.",
    ],
  }),
  en: (v) => ({
    subject: `Erhebungsdatenbank: your request no. ${v.id} has arrived`,
    greeting: `Hello ${v.forename} ${v.name},`,
    intro: [
      `Your request "${v.requestType}" has arrived as number ${v.id}.`,
      "The following link shows you at any time how far it is and what has been decided.",
    ],
    action: { label: "View the request's status", url: v.link },
    outro: [
      "Keep this mail: the link is your only way to the status. We will also tell you the decision by mail.",
    ],
  }),
};

/** The applicant's mail when a request arrives: its number and the ticket link (decision 17). */
export function requestTicketMail(lang: Language, values: RequestTicketMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values));
}

import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";
import { type MailDocument, renderMail } from "./layout.ts";

/** What accepting a request did (decision 17), as its mail tells the applicant. */
export type RequestOutcome =
  | { kind: "created"; erhebungsid: string }
  | { kind: "updated"; erhebungsid: string }
  | { kind: "continued"; erhebungsid: string; successor: string }
  | { kind: "archived"; erhebungsid: string }
  | { kind: "rightsGranted"; accountCreated: boolean; permissions: readonly string[] }
  | { kind: "rightsReset"; mail: string };

export interface RequestDecisionMailValues {
  forename: string;
  name: string;
  id: number;
  /** the request type's name in the recipient's language */
  requestType: string;
  /** the decision; what accepting did */
  decision: { approved: true; outcome: RequestOutcome } | { approved: false };
  /** the staff's substantiation (may be empty for an acceptance) */
  reason: string;
}

const OUTCOMES: Record<Language, (o: RequestOutcome) => string[]> = {
  de: (o) => {
    switch (o.kind) {
      case "created":
        return [`Die Erhebung wurde mit der Erhebungsid ${o.erhebungsid} angelegt.`];
      case "updated":
        return [`Die Erhebung ${o.erhebungsid} wurde geändert.`];
      case "continued":
        return [`Die Erhebung ${o.erhebungsid} wird mit der Erhebungsid ${o.successor} fortgesetzt.`];
      case "archived":
        return [`Die Erhebung ${o.erhebungsid} wurde archiviert.`];
      case "rightsGranted":
        return [
          `Ihr Konto hat jetzt diese Berechtigungen: ${o.permissions.join("; ")}.`,
          ...(o.accountCreated
            ? [
                "Für Sie wurde dazu ein Konto angelegt; den Link zum Festlegen Ihres Passworts erhalten Sie in einer eigenen Mail.",
              ]
            : []),
        ];
      case "rightsReset":
        return [`Alle Berechtigungen des Kontos ${o.mail} wurden entzogen.`];
    }
  },
  en: (o) => {
    switch (o.kind) {
      case "created":
        return [`The survey has been created with the survey id ${o.erhebungsid}.`];
      case "updated":
        return [`The survey ${o.erhebungsid} has been changed.`];
      case "continued":
        return [`The survey ${o.erhebungsid} continues with the survey id ${o.successor}.`];
      case "archived":
        return [`The survey ${o.erhebungsid} has been archived.`];
      case "rightsGranted":
        return [
          `Your account now has these permissions: ${o.permissions.join("; ")}.`,
          ...(o.accountCreated
            ? [
                "An account has been created for you; the link to set your password comes in a mail of its own.",
              ]
            : []),
        ];
      case "rightsReset":
        return [`Every permission of the account ${o.mail} has been withdrawn.`];
    }
  },
};

const DOCUMENTS: Record<Language, (v: RequestDecisionMailValues) => MailDocument> = {
  de: (v) => ({
    subject: `Erhebungsdatenbank: Ihr Antrag Nr. ${v.id} wurde ${v.decision.approved ? "genehmigt" : "abgelehnt"}`,
    greeting: `Guten Tag ${v.forename} ${v.name},`,
    intro: [
      `Ihr Antrag „${v.requestType}“ (Nr. ${v.id}) wurde ${v.decision.approved ? "genehmigt" : "abgelehnt"}.`,
      ...(v.decision.approved ? OUTCOMES.de(v.decision.outcome) : []),
      ...(v.reason ? [`Begründung: ${v.reason}`] : []),
    ],
    outro: [],
  }),
  en: (v) => ({
    subject: `Erhebungsdatenbank: your request no. ${v.id} has been ${v.decision.approved ? "approved" : "rejected"}`,
    greeting: `Hello ${v.forename} ${v.name},`,
    intro: [
      `Your request "${v.requestType}" (no. ${v.id}) has been ${v.decision.approved ? "approved" : "rejected"}.`,
      ...(v.decision.approved ? OUTCOMES.en(v.decision.outcome) : []),
      ...(v.reason ? [`Substantiation: ${v.reason}`] : []),
    ],
    outro: [],
  }),
};

/** The applicant's mail when staff accept or decline a request: the decision, its reason, what it did. */
export function requestDecisionMail(lang: Language, values: RequestDecisionMailValues): RenderedMail {
  return renderMail(lang, DOCUMENTS[lang](values));
}

import type { Language, RequestType } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import { translate } from "../../lib/messages.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import {
  publicLink,
  type RequestOutcome,
  requestDecisionMail,
  requestNoticeMail,
  requestTicketMail,
} from "../../mail/templates/index.ts";
import { displayName } from "./answer.ts";
import type { RequestRow } from "./repository.ts";
import type { RequestReader } from "./responsible-repository.ts";

/** The pages a request's mails link to (SPEC 2.1): the ticket status, and the staff's processes. */
export const TICKET_PAGE = "/ticketstatus";
export const PROCESSES_PAGE = "/processes";

const typeName = (type: RequestType, lang: Language) => translate(`request.type.${type}`, lang);

export interface NewRequestMails {
  id: number;
  requestType: RequestType;
  applicant: { name: string; forename: string; mail: string };
  lang: Language;
  statisticId: string | null;
  ticketToken: string;
}

/**
 * A new request's mails, in its transaction (decision 17): the applicant's ticket link, and a notice to
 * each responsible person in their own language, the first of them named as the one responsible.
 */
export async function mailNewRequest(
  trx: Queryable,
  request: NewRequestMails,
  candidates: readonly RequestReader[],
  publicUrl: string,
): Promise<void> {
  const { applicant, lang } = request;
  await enqueueMail(trx, {
    ...requestTicketMail(lang, {
      forename: applicant.forename,
      name: applicant.name,
      id: request.id,
      requestType: typeName(request.requestType, lang),
      link: publicLink(publicUrl, TICKET_PAGE, { token: request.ticketToken }),
    }),
    to: applicant.mail,
    kind: "request-ticket",
  });
  const link = publicLink(publicUrl, PROCESSES_PAGE, {});
  for (const [index, person] of candidates.entries()) {
    await enqueueMail(trx, {
      ...requestNoticeMail(person.lang, {
        forename: person.forename,
        name: person.name,
        id: request.id,
        requestType: typeName(request.requestType, person.lang),
        applicant: displayName(applicant),
        statisticId: request.statisticId,
        responsible: index === 0,
        link,
      }),
      to: person.email,
      kind: "request-notice",
    });
  }
}

/** The applicant's mail of a decision, in the language of the request form. */
export async function mailDecision(
  trx: Queryable,
  row: RequestRow,
  decision: { approved: true; outcome: RequestOutcome } | { approved: false },
  reason: string,
): Promise<void> {
  await enqueueMail(trx, {
    ...requestDecisionMail(row.applicantLang, {
      forename: row.applicantForename,
      name: row.applicantName,
      id: row.id,
      requestType: typeName(row.requestType, row.applicantLang),
      decision,
      reason,
    }),
    to: row.applicantMail,
    kind: decision.approved ? "request-approved" : "request-rejected",
  });
}

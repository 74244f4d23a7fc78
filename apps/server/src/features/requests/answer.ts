import type { AccessSubject, RequestAnswer, TicketStatus } from "@erhdb/domain";
import { seesRequestContent } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import { listHistory, type PersonName, type RequestRow } from "./repository.ts";

const personOf = (p: PersonName | null) => (p ? { id: p.id, name: p.name, forename: p.forename } : null);

/** "Forename Name", as the history names who did a step. */
export const displayName = (p: { forename: string; name: string }) => `${p.forename} ${p.name}`;

/** A request as staff see it (`GET request/{id}` and the writing calls); the history with REQUEST_READ. */
export async function requestAnswerOf(
  db: Queryable,
  row: RequestRow,
  caller: AccessSubject,
): Promise<RequestAnswer> {
  return {
    id: row.id,
    requestType: row.requestType,
    actionStatus: row.actionStatus,
    requestCreatenTime: row.createdAt.toISOString(),
    requestSpecializing: row.specializing,
    applicant: {
      name: row.applicantName,
      forename: row.applicantForename,
      mail: row.applicantMail,
      phonenumber: row.applicantPhonenumber,
      federalStateCode: row.applicantFederalStateCode,
    },
    substantiation: row.substantiation,
    responsiblePerson: personOf(row.responsible),
    lastEditor: personOf(row.lastEditor),
    progressComment: row.progressComment,
    updating: row.updating.toISOString(),
    requestContent: seesRequestContent(caller) ? await listHistory(db, row.id) : null,
  };
}

/** What the applicant's ticket shows (SPEC 2.9): the status and the history, newest first. */
export async function ticketStatusOf(db: Queryable, row: RequestRow): Promise<TicketStatus> {
  return {
    requestType: row.requestType,
    actionStatus: row.actionStatus,
    requestCreatenTime: row.createdAt.toISOString(),
    requestContent: await listHistory(db, row.id),
  };
}

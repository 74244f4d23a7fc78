import { z } from "zod";
import { REQUEST_STATUSES, REQUEST_TYPES } from "./requestTypes.ts";

/** One history entry (SPEC 3 "Ticket": update, comment, actor, action), newest first in every answer. */
export const requestContentAnswer = z.object({
  update: z.string(),
  comment: z.string(),
  actor: z.string(),
  action: z.string(),
  /** the status the entry left the request in */
  type: z.string(),
});
export type RequestContentEntry = z.infer<typeof requestContentAnswer>;

/** `GET request/ticketstatus?token=` (API.md): what the applicant may see, nothing about staff beyond names. */
export const ticketStatusAnswer = z.object({
  requestType: z.enum(REQUEST_TYPES),
  actionStatus: z.enum(REQUEST_STATUSES),
  requestCreatenTime: z.string(),
  requestContent: z.array(requestContentAnswer),
});
export type TicketStatus = z.infer<typeof ticketStatusAnswer>;

export const requestPersonAnswer = z.object({ id: z.number().int(), name: z.string(), forename: z.string() });
export type RequestPerson = z.infer<typeof requestPersonAnswer>;

/**
 * A request as staff see it (`GET request/{id}`, the answers of the writing calls; SPEC 3 "Request").
 * `requestContent` only for callers with REQUEST_READ (SPEC 6), else null.
 */
export const requestAnswer = z.object({
  id: z.number().int(),
  requestType: z.enum(REQUEST_TYPES),
  actionStatus: z.enum(REQUEST_STATUSES),
  requestCreatenTime: z.string(),
  requestSpecializing: z.record(z.string(), z.unknown()),
  applicant: z.object({
    name: z.string(),
    forename: z.string(),
    mail: z.string(),
    phonenumber: z.string(),
    federalStateCode: z.string().nullable(),
  }),
  substantiation: z.string(),
  responsiblePerson: requestPersonAnswer.nullable(),
  lastEditor: requestPersonAnswer.nullable(),
  progressComment: z.string(),
  updating: z.string(),
  requestContent: z.array(requestContentAnswer).nullable(),
});
export type RequestAnswer = z.infer<typeof requestAnswer>;

/** `POST request/create`: the request's id; the ticket token goes only by mail. */
export const requestCreatedAnswer = z.object({ id: z.number().int() });

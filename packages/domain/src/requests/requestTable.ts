import { z } from "zod";
import { actionCellCodec } from "../table/actionCell.ts";
import { zodReader } from "../table/zodReader.ts";
import {
  type RequestAccount,
  type RequestDecider,
  type RequestToDecide,
  requestApprovalRefusal,
  requestDeclineRefusal,
} from "./requestDecision.ts";
import { seesRequestContent } from "./requestSubject.ts";
import { isRequestDecidable, REQUEST_STATUSES, REQUEST_TYPES } from "./requestTypes.ts";

/** The columns of the processes table (SPEC 2.15), in their order. */
export const REQUEST_TABLE_COLUMNS = [
  "requestCreatenTime",
  "evas",
  "federalStateCode",
  "statisticId",
  "actionStatus",
  "requestType",
  "progressComment",
  "applicant",
  "updating",
  "responsiblePerson",
  "lastEditor",
  "actions",
] as const;

/** The row actions of the processes table (SPEC 2.15): the details dialog, accept, decline. */
export const REQUEST_ROW_ACTIONS = ["details", "accept", "decline"] as const;
export type RequestRowAction = (typeof REQUEST_ROW_ACTIONS)[number];

/**
 * What the caller may do with a request in `status`: accept and decline only while it is undecided, and
 * only where the decision rules allow the caller (a request the server cannot read is only shown).
 */
export function requestRowActions(
  caller: RequestDecider | null,
  status: string,
  request: RequestToDecide | null,
  account: RequestAccount | null,
): RequestRowAction[] {
  if (!caller || !seesRequestContent(caller)) return [];
  if (!isRequestDecidable(status) || request === null) return ["details"];
  const actions: RequestRowAction[] = ["details"];
  if (requestApprovalRefusal(caller, request, account) === null) actions.push("accept");
  if (requestDeclineRefusal(caller, request, account) === null) actions.push("decline");
  return actions;
}

/**
 * What the processes table's actions cell carries: the request's id, type and status, whether accepting
 * asks for a placeholder EVAS (a NEW_ERHEBUNGSID request without EVAS), and the caller's actions.
 */
export const requestRowTargetSchema = z.object({
  id: z.number().int().positive(),
  requestType: z.enum(REQUEST_TYPES),
  actionStatus: z.enum(REQUEST_STATUSES),
  evasRequired: z.boolean(),
  actions: z.array(z.enum(REQUEST_ROW_ACTIONS)),
});
export type RequestRowTarget = z.infer<typeof requestRowTargetSchema>;
export const requestRowTargetCell = actionCellCodec(zodReader(requestRowTargetSchema));

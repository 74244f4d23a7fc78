import { z } from "zod";
import { actionCellCodec } from "../table/actionCell.ts";
import { zodReader } from "../table/zodReader.ts";
import { type ProtectionSubject, personActionRefusal } from "./personProtection.ts";

/** The row actions of the user table (SPEC 2.12). */
export const PERSON_ROW_ACTIONS = ["edit", "resetPassword", "delete"] as const;
export type PersonRowAction = (typeof PERSON_ROW_ACTIONS)[number];

/** An account as the user table's actions see it: its role with the role's rights (issue 24). */
export interface PersonRowSubject extends ProtectionSubject {
  deleted: boolean;
}

/**
 * A deleted account (logical delete) stays listed but is read-only: it is neither edited, reset,
 * deleted again nor given permissions. The server answers such a write with 409.
 */
export function isPersonReadOnly(target: Pick<PersonRowSubject, "deleted">): boolean {
  return target.deleted;
}

/** What the caller may do with one account of the table: the protection rules of SPEC 6 decide. */
export function personRowActions(
  caller: ProtectionSubject | null,
  target: PersonRowSubject,
): PersonRowAction[] {
  if (!caller || isPersonReadOnly(target)) return [];
  return PERSON_ROW_ACTIONS.filter((action) => personActionRefusal(caller, target, action) === null);
}

/**
 * What the user table's actions cell carries: the account's id and name, which the buttons and the
 * confirmations use while the user hides those columns, and the actions the caller may take.
 */
export const personRowTargetSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  forename: z.string(),
  actions: z.array(z.enum(PERSON_ROW_ACTIONS)),
});
export type PersonRowTarget = z.infer<typeof personRowTargetSchema>;
export const personRowTargetCell = actionCellCodec(zodReader(personRowTargetSchema));

/** The columns of the user table (SPEC 2.12), in their order. */
export const PERSON_TABLE_COLUMNS = [
  "name",
  "forename",
  "phone",
  "email",
  "office",
  "deleted",
  "role",
  "updating",
  "actions",
] as const;

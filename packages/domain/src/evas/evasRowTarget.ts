import { z } from "zod";
import { type AccessSubject, hasRight } from "../auth/access.ts";
import { EVAS_PATTERN } from "../identifiers/inputPatterns.ts";
import { actionCellCodec } from "../table/actionCell.ts";

export const EVAS_ROW_ACTIONS = ["edit", "delete"] as const;
export type EvasRowAction = (typeof EVAS_ROW_ACTIONS)[number];

/** Edit needs EVAS_EDIT and delete EVAS_DELETE (SPEC 6); the server's routes check the same rights. */
export function evasRowActions(person: AccessSubject): EvasRowAction[] {
  return EVAS_ROW_ACTIONS.filter((action) =>
    hasRight(person, action === "edit" ? "EVAS_EDIT" : "EVAS_DELETE"),
  );
}

/**
 * What the EVAS table's actions cell carries: the row's code, which the buttons and the delete
 * confirmation name even while the user hides the EVAS column, and the actions the caller may take.
 */
export const evasRowTargetSchema = z.object({
  evas: z.string().regex(EVAS_PATTERN),
  actions: z.array(z.enum(EVAS_ROW_ACTIONS)),
});
export type EvasRowTarget = z.infer<typeof evasRowTargetSchema>;

export const evasRowTargetCell = actionCellCodec(evasRowTargetSchema);

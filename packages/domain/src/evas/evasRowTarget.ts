import { type AccessSubject, hasRight } from "../auth/access.ts";
import { EVAS_PATTERN } from "../identifiers/inputPatterns.ts";
import { actionCellCodec, jsonFields } from "../table/actionCell.ts";

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
export interface EvasRowTarget {
  evas: string;
  actions: EvasRowAction[];
}

const isEvasRowAction = (value: unknown): value is EvasRowAction =>
  typeof value === "string" && (EVAS_ROW_ACTIONS as readonly string[]).includes(value);

export const evasRowTargetCell = actionCellCodec((value): EvasRowTarget | null => {
  const fields = jsonFields(value);
  const evas = fields?.evas;
  const actions = fields?.actions;
  if (typeof evas !== "string" || !EVAS_PATTERN.test(evas)) return null;
  return Array.isArray(actions) && actions.every(isEvasRowAction) ? { evas, actions } : null;
});

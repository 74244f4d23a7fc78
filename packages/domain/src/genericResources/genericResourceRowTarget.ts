import { z } from "zod";
import { type AccessSubject, hasRight } from "../auth/access.ts";
import type { Right } from "../auth/rights.ts";
import { actionCellCodec } from "../table/actionCell.ts";
import { zodReader } from "../table/zodReader.ts";

/**
 * What the general resources table's actions cell carries (`POST genericResource/table`, decision 13):
 * the id and file name every action needs, and the actions the caller may take (download for all who
 * see the row; edit and delete by GENERICRESOURCE_EDIT and GENERICRESOURCE_DELETE).
 */
export const GENERIC_RESOURCE_ROW_ACTIONS = ["download", "edit", "delete"] as const;
export type GenericResourceRowAction = (typeof GENERIC_RESOURCE_ROW_ACTIONS)[number];

/** The right each action needs; null: everyone who sees the row (SPEC 6; the server's routes check the same). */
const ACTION_RIGHTS: Readonly<Record<GenericResourceRowAction, Right | null>> = {
  download: null,
  edit: "GENERICRESOURCE_EDIT",
  delete: "GENERICRESOURCE_DELETE",
};

export function genericResourceRowActions(person: AccessSubject): GenericResourceRowAction[] {
  return GENERIC_RESOURCE_ROW_ACTIONS.filter((action) => {
    const right = ACTION_RIGHTS[action];
    return right === null || hasRight(person, right);
  });
}

export const genericResourceRowTargetSchema = z.object({
  id: z.number().int().positive(),
  filename: z.string(),
  actions: z.array(z.enum(GENERIC_RESOURCE_ROW_ACTIONS)),
});
export type GenericResourceRowTarget = z.infer<typeof genericResourceRowTargetSchema>;
export const genericResourceRowTargetCell = actionCellCodec(zodReader(genericResourceRowTargetSchema));

/** The columns of the general resources table (SPEC 2.7), in their order. */
export const GENERIC_RESOURCE_TABLE_COLUMNS = [
  "resourcetype",
  "datmlRawVersion",
  "version",
  "bzr",
  "description",
  "filename",
  "encoding",
  "accessMode",
  "updating",
  "actions",
] as const;

/** The columns of the encodings table (SPEC 2.14); its actions cell carries the entry. */
export const ENCODING_TABLE_COLUMNS = ["restype", "encoding", "actions"] as const;

export const encodingRowTargetSchema = z.object({
  id: z.number().int().positive(),
  restype: z.string(),
  encoding: z.string(),
});
export type EncodingRowTarget = z.infer<typeof encodingRowTargetSchema>;
export const encodingRowTargetCell = actionCellCodec(zodReader(encodingRowTargetSchema));

import { z } from "zod";
import { ERHEBUNGSID_PATTERN } from "../identifiers/erhebungsid.ts";
import { actionCellCodec } from "../table/actionCell.ts";
import { zodReader } from "../table/zodReader.ts";

/**
 * What the unassign list's action cell carries (SPEC 2.13): the row's Erhebungsid and base object id,
 * so that the confirm dialog can name both even when the user hid their columns.
 */
export const unassignTargetSchema = z.object({
  erhebungsid: z.string().regex(ERHEBUNGSID_PATTERN),
  baseObjectId: z.string().regex(/^[1-9][0-9]*$/),
});

export type UnassignTarget = z.infer<typeof unassignTargetSchema>;

export const unassignTargetCell = actionCellCodec(zodReader(unassignTargetSchema));

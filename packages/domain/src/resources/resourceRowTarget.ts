import { z } from "zod";
import { ERHEBUNGSID_PATTERN } from "../identifiers/erhebungsid.ts";
import { actionCellCodec } from "../table/actionCell.ts";
import { zodReader } from "../table/zodReader.ts";

/**
 * What the resources table's actions cell carries (`POST resource`, decision 13): the resource's id and
 * key and its survey's Erhebungsid, which the download and the link to the resource edit page need
 * whatever columns the user hid. Every listed resource may be downloaded by who sees it.
 */
export const resourceRowTargetSchema = z.object({
  id: z.number().int().positive(),
  key: z.string().regex(/^(?:\d{21}|\d{27})$/),
  erhebungsid: z.string().regex(ERHEBUNGSID_PATTERN),
  fileName: z.string(),
});
export type ResourceRowTarget = z.infer<typeof resourceRowTargetSchema>;
export const resourceRowTargetCell = actionCellCodec(zodReader(resourceRowTargetSchema));

/** The columns of the resources table, as the server declares them and the page renders some of them. */
export const RESOURCE_TABLE_COLUMNS = [
  "erhebungsid",
  "resourcetype",
  "specialization",
  "mutableKey",
  "description",
  "status",
  "accessMode",
  "fileName",
  "updating",
  "countCore",
  "countIntern",
  "countExtern",
  "actions",
] as const;

import { z } from "zod";
import { ERHEBUNGSID_PATTERN } from "../identifiers/erhebungsid.ts";
import { actionCellCodec } from "../table/actionCell.ts";

/**
 * What the surveys table's actions cell carries (SPEC 2.4): the row's Erhebungsid, which every action
 * names and calls, and the actions the caller may take on it, computed by the server from the domain's
 * rights and state rules (the page decides nothing itself).
 */
export const surveyRowTargetSchema = z.object({
  erhebungsid: z.string().regex(ERHEBUNGSID_PATTERN),
  actions: z.array(z.string()),
});

export type SurveyRowTarget = z.infer<typeof surveyRowTargetSchema>;

export const surveyRowTargetCell = actionCellCodec(surveyRowTargetSchema);

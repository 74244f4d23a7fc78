import { ERHEBUNGSID_PATTERN } from "@erhdb/domain";
import { z } from "zod";

// The write payloads and the answer shapes are the domain's (surveyWrite.ts, surveyAnswer.ts), shared
// with the web; these are the server's own request parts.

/** How a call names a survey: its row id or its 13-digit Erhebungsid. */
export type SurveyRef = { id: number } | { erhebungsid: string };

/**
 * `{id}` of the survey calls: a row id (int4, at most 10 digits) or an Erhebungsid (13 digits, leading 1).
 * The lengths cannot overlap, so either spelling is unambiguous; anything else is a 400, never a SQL error.
 */
export const surveyRefParams = z.object({
  id: z
    .string()
    .regex(/^(?:[0-9]{1,10}|1[0-9]{12})$/)
    .transform((value): SurveyRef => (value.length === 13 ? { erhebungsid: value } : { id: Number(value) }))
    .refine((ref) => !("id" in ref) || (ref.id >= 1 && ref.id <= 2_147_483_647)),
});

/** `eid/erhebungsid/{id}`: the 13-digit Erhebungsid only. */
export const erhebungsidParams = z.object({
  id: z
    .string()
    .regex(ERHEBUNGSID_PATTERN)
    .transform((erhebungsid): SurveyRef => ({ erhebungsid })),
});

import { ERHEBUNGSID_PATTERN } from "@erhdb/domain";
import { z } from "zod";
import type { SurveyRef } from "../db/surveys.ts";

/** `{id}` of a serial (int4) row: digits within int4, so a bad id is a 400, never a SQL error. */
export const serialIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

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

import { EVAS_LEVELS, evasSchema, evasTreeNodeSchema } from "@erhdb/domain";
import { z } from "zod";

// The write payload is the domain's `evasWriteSchema`, shared with the web's dialog; these are the
// server's own request parts and the answer shapes the serializer checks.

/** The `evas` table's serial id: digits only and within int4, so a bad id is a 400, never a SQL error. */
export const evasIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

/** `evas/length/{length}`: one of the register's levels (code lengths 1, 2, 3 and 5). */
export const evasLengthParams = z.object({
  length: z.string().regex(/^\d$/).transform(Number).pipe(z.literal(EVAS_LEVELS)),
});

export const evasAnswer = evasSchema;
export const evasListAnswer = z.array(evasSchema);
export const evasTreeAnswer = z.array(evasTreeNodeSchema);

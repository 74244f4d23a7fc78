import { EVAS_LEVELS, evasSchema, evasTreeNodeSchema } from "@erhdb/domain";
import { z } from "zod";

// The write payload is the domain's `evasWriteSchema`, shared with the web's dialog; these are the
// server's own request parts and the answer shapes the serializer checks.

/** `evas/length/{length}`: one of the register's levels (code lengths 1, 2, 3 and 5). */
export const evasLengthParams = z.object({
  length: z.string().regex(/^\d$/).transform(Number).pipe(z.literal(EVAS_LEVELS)),
});

export const evasAnswer = evasSchema;
export const evasListAnswer = z.array(evasSchema);
export const evasTreeAnswer = z.array(evasTreeNodeSchema);

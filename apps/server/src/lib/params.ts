import { z } from "zod";

/** `{id}` of a serial (int4) row: digits within int4, so a bad id is a 400, never a SQL error. */
export const serialIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

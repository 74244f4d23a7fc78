import { z } from "zod";

/** A general resource's serial id: digits within int4, so a bad id is a 400, never a SQL error. */
export const genericResourceIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

import { isOfficeCode, NO_RESPONSIBLE_PERSON, STATISTIC_ID_PATTERN } from "@erhdb/domain";
import { z } from "zod";

// The bodies and answers are the domain's (requestWrite.ts, requestAnswer.ts), shared with the web;
// these are the server's own parts of the requests' calls.

const INT4_MAX = 2_147_483_647;

/** `{id}` and `{personId}` of `request/{id}/responsiblePerson/{personId}`: a person's id, or -1 for nobody. */
export const responsiblePersonParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(INT4_MAX)),
  personId: z
    .string()
    .regex(/^(-1|[0-9]{1,10})$/)
    .transform(Number)
    .pipe(z.number().int().min(NO_RESPONSIBLE_PERSON).max(INT4_MAX))
    .refine((id) => id !== 0),
});

/** `request/ticketstatus?token=`: any text; one that is no ticket is answered 404 INVALID_TOKEN. */
export const ticketQuery = z.object({ token: z.string().max(200).optional() });

/** `request/orgAdmin?statisticId=&lkz=`: without a statistic id, everyone who may handle requests. */
export const candidatesQuery = z.object({
  statisticId: z.string().regex(STATISTIC_ID_PATTERN).optional(),
  lkz: z.string().refine(isOfficeCode).optional(),
});

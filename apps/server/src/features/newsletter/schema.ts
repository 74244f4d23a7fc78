import { personEmailSchema } from "@erhdb/domain";
import { z } from "zod";

// The request parts of the newsletter calls that are not the domain's bodies (SPEC 7: `?mail=`, `?token=`).

/** `?mail=` of a call that mails a link: the address as the product stores it. */
export const mailQuery = z.object({ mail: personEmailSchema });

/** `?mail=` of a check: any text; the answer says whether it is a usable address. */
export const checkQuery = z.object({ mail: z.string().max(1000) });

/** `?token=`: a wrong one is answered like a used one (404 INVALID_TOKEN), so any short text passes here. */
export const tokenQuery = z.object({ token: z.string().max(200) });

export const emptyAnswer = z.object({});

import { RIGHTS, ROLE_NAME_PATTERN, roleAnswer, roleStatidAnswer } from "@erhdb/domain";
import { z } from "zod";

// The write payloads are the domain's role schemas, shared with the web's screen; these are the
// server's own request parts and the answer shapes the serializer checks.

/** `role/delete/{name}`: a role's name as the database takes it. */
export const roleNameParams = z.object({ name: z.string().regex(ROLE_NAME_PATTERN) });

export const rightListAnswer = z.array(z.enum(RIGHTS));
export const roleListAnswer = z.array(roleAnswer);
export const roleStatidListAnswer = z.array(roleStatidAnswer);
/** A statistic id list (decision 16): four-digit strings, ascending. */
export const statisticIdListAnswer = z.array(z.string().regex(/^\d{4}$/));

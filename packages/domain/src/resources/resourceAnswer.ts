import { z } from "zod";

/**
 * A resource as the API answers it (SPEC 3 "Resource"; API.md): the survey detail, the resource edit page
 * and the upload all answer this shape. The usage counts are present only for callers who may see them
 * (SPEC 2.4: logged in with the proper role); the server leaves them out otherwise.
 */
export const resourceAnswer = z.object({
  id: z.number(),
  resourcetype: z.string(),
  specialization: z.string(),
  description: z.string(),
  /** the unique resource key (21 or 27 digits) */
  mutableKey: z.string(),
  status: z.number(),
  /** true = public (extern) */
  accessMode: z.boolean(),
  updating: z.string(),
  countCore: z.number().optional(),
  countIntern: z.number().optional(),
  countExtern: z.number().optional(),
  fileName: z.string(),
  contentType: z.string(),
  /** bytes */
  size: z.number(),
  /** the text encoding the file is stored and served in; null for binary files */
  encoding: z.string().nullable(),
});
export type ResourceAnswer = z.infer<typeof resourceAnswer>;

export const resourceListAnswer = z.array(resourceAnswer);

import { z } from "zod";
import { ENCODABLE_RESOURCE_TYPES, ENCODINGS } from "../codes/genericResourceTypes.ts";

/**
 * An encoding entry (SPEC 3; the encodings screen, SPEC 2.14): an encoding that files of a resource type
 * may have. The add row sends both values; a blank one is refused with SPEC 8's 'invalid-values'.
 */
export const encodingEntryWriteSchema = z.object({
  restype: z.enum(ENCODABLE_RESOURCE_TYPES),
  encoding: z.enum(ENCODINGS),
});
export type EncodingEntryWrite = z.infer<typeof encodingEntryWriteSchema>;

export const encodingEntryAnswer = z.object({
  id: z.number(),
  restype: z.string(),
  encoding: z.string(),
  updating: z.string(),
});
export type EncodingEntryAnswer = z.infer<typeof encodingEntryAnswer>;
export const encodingEntryListAnswer = z.array(encodingEntryAnswer);

/** The i18n key of the snackbar for a blank add row (SPEC 5, 8). */
export const ENCODING_INVALID_VALUES_KEY = "invalid-values";

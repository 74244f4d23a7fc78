import { z } from "zod";
import { ERHEBUNGSID_PATTERN } from "../identifiers/erhebungsid.ts";

/**
 * What the unassign list's action cell carries (SPEC 2.13): the row's Erhebungsid and base object id,
 * so that the confirm dialog can name both even when the user hid their columns (a table answer
 * holds the visible columns only).
 */
export const unassignTargetSchema = z.object({
  erhebungsid: z.string().regex(ERHEBUNGSID_PATTERN),
  baseObjectId: z.string().regex(/^[1-9][0-9]*$/),
});

export type UnassignTarget = z.infer<typeof unassignTargetSchema>;

/** The action cell's text (server side). */
export function encodeUnassignTarget(target: UnassignTarget): string {
  return JSON.stringify(target);
}

/** The action cell's target, or null when the text is none (web side). */
export function parseUnassignTarget(text: string): UnassignTarget | null {
  try {
    const parsed = unassignTargetSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

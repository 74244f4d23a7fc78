import { TEMPLATE_LIMIT } from "../constants.ts";
import { ERROR_CODES } from "../validation/apiError.ts";

/**
 * SPEC 5 "Templates": a name already present is refused ('same-template-name'), and so is a 13th
 * template of a user and type ('template-limit-reached'). The web checks before sending; the server
 * checks again and answers the matching 409 code.
 */
export type TemplateSaveProblem =
  | typeof ERROR_CODES.SAME_TEMPLATE_NAME
  | typeof ERROR_CODES.TEMPLATE_LIMIT_REACHED;

/** Names compare trimmed and case-insensitively, so 'Meine' and ' meine ' count as the same. */
export function sameTemplateName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("de") === b.trim().toLocaleLowerCase("de");
}

export function templateSaveProblem(
  existing: readonly { name: string }[],
  name: string,
): TemplateSaveProblem | null {
  if (existing.some((t) => sameTemplateName(t.name, name))) return ERROR_CODES.SAME_TEMPLATE_NAME;
  if (existing.length >= TEMPLATE_LIMIT) return ERROR_CODES.TEMPLATE_LIMIT_REACHED;
  return null;
}

import { type SurveyLinkWrite, surveyLinkWriteSchema } from "@erhdb/domain";

export type LinkField = "content" | "description";
export type LinkFieldError = "empty" | "invalid";

/**
 * The link form checked with the domain's schema (SPEC 5 "Link add": both required; the address an
 * absolute http or https URL). Each field's problem is 'empty' or, for a filled field, 'invalid'.
 */
export function checkLinkForm(
  form: Record<LinkField, string>,
): { value: SurveyLinkWrite } | { errors: Partial<Record<LinkField, LinkFieldError>> } {
  const result = surveyLinkWriteSchema.safeParse(form);
  if (result.success) return { value: result.data };
  const errors: Partial<Record<LinkField, LinkFieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "content" || field === "description") {
      errors[field] = form[field].trim() === "" ? "empty" : "invalid";
    }
  }
  return { errors };
}

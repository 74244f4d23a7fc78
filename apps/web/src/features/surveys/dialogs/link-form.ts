import { type SurveyLinkWrite, surveyLinkWriteSchema } from "@erhdb/domain";

export type LinkField = "content" | "description";

/**
 * The link form checked with the domain's schema (SPEC 5 "Link add": both required; the address an
 * absolute http or https URL, neither over its length). Each field's problem is the catalogue key of
 * the first rule it fails (SURVEY_LINK_MESSAGE_KEYS), so the message names that rule.
 */
export function checkLinkForm(
  form: Record<LinkField, string>,
): { value: SurveyLinkWrite } | { errors: Partial<Record<LinkField, string>> } {
  const result = surveyLinkWriteSchema.safeParse(form);
  if (result.success) return { value: result.data };
  const errors: Partial<Record<LinkField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "content" || field === "description") && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

import { type Evas, SURVEY_MESSAGES, type SurveyEvasAnswer, surveyEvasProblem } from "@erhdb/domain";
import { surveyMessageKey } from "../../lib/survey-message-key.ts";

/**
 * Adding an EVAS to the survey (SPEC 5): exactly five digits, not yet assigned, and existing and active
 * (`evas/activeEvas`). The entry to add, or the i18n key of the problem.
 */
export function evasToAdd(
  code: string,
  assigned: readonly SurveyEvasAnswer[],
  active: readonly Evas[],
): { entry: SurveyEvasAnswer } | { problem: string } {
  const problem = surveyEvasProblem([...assigned.map((e) => e.evas), code]);
  if (problem) return { problem: surveyMessageKey(problem) };
  const found = active.find((e) => e.evas === code);
  if (!found) return { problem: surveyMessageKey(SURVEY_MESSAGES.evasUnknown) };
  return { entry: { evas: found.evas, description: found.description, closing: found.closing } };
}

import { SURVEY_MESSAGES } from "@erhdb/domain";

/** The i18n key of a SPEC 5 survey message (the domain words them in German, as the spec gives them). */
export function surveyMessageKey(message: string): string {
  const key = Object.entries(SURVEY_MESSAGES).find(([, text]) => text === message)?.[0] ?? "checkInputs";
  return `surveyForm.messages.${key}`;
}

import { z } from "zod";
import { isSurveyOfficeCode } from "../codes/offices.ts";
import { NO_PERIOD } from "../codes/periods.ts";
import { isValidBzr } from "../identifiers/bzr.ts";
import { ERHEBUNGSID_PATTERN } from "../identifiers/erhebungsid.ts";
import { EVAS_PATTERN, STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";

/**
 * The survey write payloads (SPEC 3, "Survey write payload"; SPEC 5, "Survey save", "Adding an EVAS",
 * the approve/block/archive/delete dialogs and "Link add"), shared by the web's dialogs and the server.
 * The EVAS messages are the German texts of SPEC 5, since the dialog shows them as they are.
 */
export const SURVEY_MESSAGES = {
  checkInputs: "Bitte überprüfen Sie die Eingaben. Entsprechende Felder sind Rot markiert.",
  evasFormat: "Nur fünfstellige EVAS erlaubt.",
  evasDuplicate: "EVAS bereits hinzugefügt.",
  evasUnknown: "EVAS existiert nicht oder ist bereits archiviert.",
} as const;

export const SURVEY_DESCRIPTION_MAX_LENGTH = 1000;
export const SURVEY_COMMENT_MAX_LENGTH = 4000;
/** The database refuses longer link contents (migration 0002). */
export const SURVEY_LINK_MAX_LENGTH = 2000;
/** More EVAS than this on one survey is a typing slip or an attack, not a survey. */
export const SURVEY_EVAS_MAX = 100;

/** PostgreSQL text cannot hold NUL; refused here so it is a 400, not a failed insert. */
export const noNul = (text: string) => !text.includes("\u0000");

const requiredText = (max: number) =>
  z
    .string({ error: SURVEY_MESSAGES.checkInputs })
    .trim()
    .min(1, SURVEY_MESSAGES.checkInputs)
    .max(max)
    .refine(noNul);

/** The first problem of a survey's EVAS list as SPEC 5 words it, or null. Existence is the server's part. */
export function surveyEvasProblem(codes: readonly string[]): string | null {
  if (codes.length === 0) return SURVEY_MESSAGES.checkInputs;
  if (codes.some((code) => !EVAS_PATTERN.test(code))) return SURVEY_MESSAGES.evasFormat;
  if (new Set(codes).size !== codes.length) return SURVEY_MESSAGES.evasDuplicate;
  return null;
}

export const surveyCommentSchema = requiredText(SURVEY_COMMENT_MAX_LENGTH);

/** -1..13 as a number; an empty period means -1 (SPEC 3). */
export const surveyPeriodSchema = z
  .union([z.literal(""), z.number().int().min(NO_PERIOD).max(13)])
  .transform((period) => (period === "" ? NO_PERIOD : period));

export const surveyEvasListSchema = z
  .array(z.string().max(16))
  .max(SURVEY_EVAS_MAX)
  .superRefine((codes, ctx) => {
    const problem = surveyEvasProblem(codes);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Body of `POST eid/create`, `POST eid/{id}/update` and `POST eid/continue`: every field present. */
export const surveyWriteSchema = z.object({
  statisticId: z.string().regex(STATISTIC_ID_PATTERN),
  bzr: z.string().refine(isValidBzr),
  federalStateCode: z.string().refine(isSurveyOfficeCode),
  period: surveyPeriodSchema,
  description: requiredText(SURVEY_DESCRIPTION_MAX_LENGTH),
  accessMode: z.boolean(),
  evas: surveyEvasListSchema,
  comment: surveyCommentSchema,
});
export type SurveyWriteInput = z.input<typeof surveyWriteSchema>;
export type SurveyWrite = z.output<typeof surveyWriteSchema>;

/**
 * Body of `POST eid/{id}/lock`, `/unlock`, `/archive`, `/delete`, `/deleterigoros`. Only the approve and
 * block dialogs have an access-mode checkbox (SPEC 2.4), so it may be left out; the comment is required.
 */
export const surveyStatusChangeSchema = z.object({
  accessMode: z.boolean().optional(),
  comment: surveyCommentSchema,
});
export type SurveyStatusChange = z.output<typeof surveyStatusChangeSchema>;

/** An absolute http or https URL: anything else (javascript:, data:, relative) must never become a link. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The link form's problems as i18n keys (web catalogue and server texts alike), one per rule, so a
 * message names the rule that failed: a well-formed address over the limit is "too long", not "not an
 * http address" (issue 35).
 */
export const SURVEY_LINK_MESSAGE_KEYS = {
  contentEmpty: "surveys.links.validation.content-empty",
  contentTooLong: "surveys.links.validation.content-tooLong",
  contentNotHttp: "surveys.links.validation.content-invalid",
  descriptionEmpty: "surveys.links.validation.description-empty",
  descriptionTooLong: "surveys.links.validation.description-tooLong",
  descriptionInvalid: "surveys.links.validation.description-invalid",
} as const;
const L = SURVEY_LINK_MESSAGE_KEYS;

/** Required, at most `max` characters, no NUL; each rule stops the checks with its own message. */
const linkText = (max: number, keys: { empty: string; tooLong: string; invalid: string }) =>
  z
    .string({ error: keys.empty })
    .trim()
    .min(1, { error: keys.empty, abort: true })
    .max(max, { error: keys.tooLong, abort: true })
    .refine(noNul, { error: keys.invalid, abort: true });

/** Body of `POST eid/erhebungsid/links/create/{id}`: both fields required (SPEC 5). */
export const surveyLinkWriteSchema = z.object({
  content: linkText(SURVEY_LINK_MAX_LENGTH, {
    empty: L.contentEmpty,
    tooLong: L.contentTooLong,
    invalid: L.contentNotHttp,
  }).refine(isHttpUrl, L.contentNotHttp),
  description: linkText(SURVEY_DESCRIPTION_MAX_LENGTH, {
    empty: L.descriptionEmpty,
    tooLong: L.descriptionTooLong,
    invalid: L.descriptionInvalid,
  }),
});
export type SurveyLinkWrite = z.output<typeof surveyLinkWriteSchema>;

/**
 * Body of `POST eid/continue`: the successor's whole payload plus the Erhebungsid of the survey it
 * continues (as the CONTINUE_ERHEBUNGSID request carries it, SPEC 3).
 */
export const surveyContinueSchema = surveyWriteSchema.extend({
  erhebungsid: z.string().regex(ERHEBUNGSID_PATTERN),
});
export type SurveyContinue = z.output<typeof surveyContinueSchema>;

import { z } from "zod";
import { STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";
import { noNul } from "./surveyWrite.ts";

/**
 * `POST eid/minimalized` (SPEC 7): the compact survey list of pickers (the autocompletes of request
 * forms). The caller sees the surveys the surveys table would show him; `search` finds an Erhebungsid by
 * its beginning or a description containing it (case-insensitive); the list is in Erhebungsid order.
 */
export const MINIMAL_SURVEY_DEFAULT_SIZE = 20;
export const MINIMAL_SURVEY_MAX_SIZE = 50;
export const MINIMAL_SURVEY_SEARCH_MAX_LENGTH = 100;

export const minimalSurveyQuerySchema = z.object({
  /** blank = no search */
  search: z.string().trim().max(MINIMAL_SURVEY_SEARCH_MAX_LENGTH).refine(noNul).optional(),
  statisticId: z.string().regex(STATISTIC_ID_PATTERN).optional(),
  size: z.number().int().min(1).max(MINIMAL_SURVEY_MAX_SIZE).default(MINIMAL_SURVEY_DEFAULT_SIZE),
});
export type MinimalSurveyQueryInput = z.input<typeof minimalSurveyQuerySchema>;
export type MinimalSurveyQuery = z.output<typeof minimalSurveyQuerySchema>;

export const minimalSurveyAnswer = z.object({
  id: z.number(),
  erhebungsid: z.string(),
  description: z.string(),
  status: z.number(),
});
export type MinimalSurvey = z.infer<typeof minimalSurveyAnswer>;
export const minimalSurveyListAnswer = z.array(minimalSurveyAnswer);

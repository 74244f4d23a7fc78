import { z } from "zod";
import { resourceAnswer } from "../resources/resourceAnswer.ts";

/**
 * The answer shapes of the survey calls (SPEC 3 "Survey", "Resource", "Link"; SPEC 7 "Eid"): the server
 * declares its responses with them and the web reads its data through the inferred types, so the two
 * cannot drift apart.
 */

export const surveyEvasAnswer = z.object({
  evas: z.string(),
  description: z.string(),
  /** 'YYYY-MM-DD' or null */
  closing: z.string().nullable(),
});
export type SurveyEvasAnswer = z.infer<typeof surveyEvasAnswer>;

export const surveyLinkAnswer = z.object({ id: z.number(), content: z.string(), description: z.string() });
export type SurveyLinkAnswer = z.infer<typeof surveyLinkAnswer>;

export const surveyAnswer = z.object({
  id: z.number(),
  erhebungsid: z.string(),
  statisticId: z.string(),
  bzr: z.string(),
  federalStateCode: z.string(),
  period: z.number(),
  description: z.string(),
  evas: z.array(surveyEvasAnswer),
  status: z.number(),
  accessMode: z.boolean(),
  baseObjectId: z.number(),
  predecessorId: z.number().nullable(),
  links: z.array(surveyLinkAnswer),
  /** the resources the caller may see, ordered by type, specialization and key */
  resources: z.array(resourceAnswer),
  updating: z.string(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

/**
 * One comment of `GET commentary/eid/{id}`. `author` is the author's email address, only for callers with
 * USEREMAILADRESS_READ (decision 16), else null; it outlives the account. `authorName` is the author's
 * forename and name while the account exists, for every reader.
 */
export const surveyCommentAnswer = z.object({
  id: z.number(),
  comment: z.string(),
  action: z.string().nullable(),
  author: z.string().nullable(),
  authorName: z.string().nullable(),
  created: z.string(),
});
export type SurveyCommentAnswer = z.infer<typeof surveyCommentAnswer>;
export const commentaryAnswer = z.array(surveyCommentAnswer);

export const deletedAnswer = z.object({ id: z.number(), deleted: z.literal(true) });
export type DeletedAnswer = z.infer<typeof deletedAnswer>;

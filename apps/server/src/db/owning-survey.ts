/**
 * A resource's survey as the resource's visibility needs it (canSeeResource), selected over
 * `resource AS r JOIN survey AS s`: one spelling for every query that decides whether a caller sees a
 * resource (the resources, the history, the previews, the newsletter digest, the public events).
 */
export const OWNING_SURVEY_COLUMNS = [
  "s.erhebungsid",
  "s.statistic_id as statisticId",
  "s.federal_state_code as federalStateCode",
  "s.status as surveyStatus",
  "s.access_mode as surveyAccessMode",
] as const;

/** The columns of OWNING_SURVEY_COLUMNS in a row. */
export interface OwningSurveyColumns {
  erhebungsid: string;
  statisticId: string;
  federalStateCode: string;
  surveyStatus: number;
  surveyAccessMode: boolean;
}

/** A resource's survey as canSeeResource takes it (a VisibleSurvey with its Erhebungsid). */
export interface OwningSurvey {
  erhebungsid: string;
  statisticId: string;
  federalStateCode: string;
  status: number;
  accessMode: boolean;
}

/** The survey of a row selected with OWNING_SURVEY_COLUMNS. */
export function owningSurveyOf(row: OwningSurveyColumns): OwningSurvey {
  return {
    erhebungsid: row.erhebungsid,
    statisticId: row.statisticId,
    federalStateCode: row.federalStateCode,
    status: row.surveyStatus,
    accessMode: row.surveyAccessMode,
  };
}

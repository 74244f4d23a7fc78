import type { SurveyAnswer } from "@erhdb/domain";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, isApiError } from "./client.ts";
import { protocolTableSource, tableQueryKey } from "./table-source.ts";

/**
 * The survey calls and cache keys more than one feature uses (SPEC 7, "Eid"): the surveys and unassign
 * lists, one survey by its Erhebungsid (the surveys' dialogs, the resource edit page, the requests) and
 * the reload after a write. The surveys feature's own calls are in features/surveys/api.ts.
 */

export const surveyTableSource = protocolTableSource({ id: "eid", path: "eid", templateType: "eidtable" });

/** The unassign listing (SPEC 2.13): no CSV and no templates. */
export const unassignTableSource = protocolTableSource({
  id: "eid-baseObjectId",
  path: "eid/baseObjectId",
  csv: false,
});

export const surveyKeys = {
  list: tableQueryKey(surveyTableSource.id),
  unassignList: tableQueryKey(unassignTableSource.id),
  /** everything cached about one survey, by its Erhebungsid */
  survey: (erhebungsid: string) => ["survey", erhebungsid] as const,
  detail: (erhebungsid: string) => ["survey", erhebungsid, "detail"] as const,
  comments: (erhebungsid: string) => ["survey", erhebungsid, "comments"] as const,
  links: (erhebungsid: string) => ["survey", erhebungsid, "links"] as const,
};

/** One survey with its EVAS, resources and links, as the caller may see it (`eid/erhebungsid/{id}`). */
export function surveyQuery(erhebungsid: string) {
  return queryOptions({
    queryKey: surveyKeys.detail(erhebungsid),
    queryFn: ({ signal }) => get<SurveyAnswer>(`eid/erhebungsid/${erhebungsid}`, { signal }),
  });
}

/** The server answers 400 for a malformed id and 404 for one the caller may not see or that is unknown. */
export function isInvalidSurveyError(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 404);
}

export function useSurvey(erhebungsid: string | null) {
  return useQuery({ ...surveyQuery(erhebungsid ?? ""), enabled: erhebungsid !== null });
}

/** After a write the lists and everything cached about the survey load again. */
export function useInvalidateSurvey() {
  const client = useQueryClient();
  return (erhebungsid?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: surveyKeys.list }),
      client.invalidateQueries({ queryKey: surveyKeys.unassignList }),
      erhebungsid === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: surveyKeys.survey(erhebungsid) }),
    ]);
}

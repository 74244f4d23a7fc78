import type {
  DeletedAnswer,
  SurveyAnswer,
  SurveyCommentAnswer,
  SurveyContinue,
  SurveyLinkAnswer,
  SurveyLinkWrite,
  SurveyStatusChange,
  SurveyWrite,
} from "@erhdb/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, isApiError, post } from "../../api/client.ts";
import { protocolTableSource, tableQueryKey } from "../../components/data-table/index.ts";

/** The survey calls of SPEC 7 ("Eid"); every screen and dialog of the surveys feature goes through here. */

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
  show: (erhebungsid: string) => ["survey", erhebungsid, "show"] as const,
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

/** One survey as the public Show page sees it (`eid/erhebungsid/{id}/show`). */
export function surveyShowQuery(erhebungsid: string) {
  return queryOptions({
    queryKey: surveyKeys.show(erhebungsid),
    queryFn: ({ signal }) => get<SurveyAnswer>(`eid/erhebungsid/${erhebungsid}/show`, { signal }),
  });
}

/** The server answers 400 for a malformed id and 404 for one the caller may not see or that is unknown. */
export function isInvalidSurveyError(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 404);
}

export function useSurvey(erhebungsid: string | null) {
  return useQuery({ ...surveyQuery(erhebungsid ?? ""), enabled: erhebungsid !== null });
}

export function useSurveyComments(erhebungsid: string | null) {
  return useQuery({
    queryKey: surveyKeys.comments(erhebungsid ?? ""),
    queryFn: ({ signal }) => get<SurveyCommentAnswer[]>(`commentary/eid/${erhebungsid}`, { signal }),
    enabled: erhebungsid !== null,
  });
}

export function useSurveyLinks(erhebungsid: string | null) {
  return useQuery({
    queryKey: surveyKeys.links(erhebungsid ?? ""),
    queryFn: ({ signal }) => get<SurveyLinkAnswer[]>(`eid/erhebungsid/links/${erhebungsid}`, { signal }),
    enabled: erhebungsid !== null,
  });
}

/** After a write the lists and everything cached about the survey load again. */
function useInvalidateSurvey() {
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

export function useCreateSurvey() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: (survey: SurveyWrite) => post<SurveyAnswer>("eid/create", survey),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateSurvey() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: ({ erhebungsid, survey }: { erhebungsid: string; survey: SurveyWrite }) =>
      post<SurveyAnswer>(`eid/${erhebungsid}/update`, survey),
    onSuccess: (_, { erhebungsid }) => invalidate(erhebungsid),
  });
}

export function useContinueSurvey() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: (survey: SurveyContinue) => post<SurveyAnswer>("eid/continue", survey),
    onSuccess: (_, { erhebungsid }) => invalidate(erhebungsid),
  });
}

/** The status calls of SPEC 7: lock = block, unlock = approve, archive, delete (logical) and rigorous delete. */
export type SurveyStatusCall = "lock" | "unlock" | "archive" | "delete" | "deleterigoros";

export function useSurveyStatusChange() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: ({
      erhebungsid,
      call,
      change,
    }: {
      erhebungsid: string;
      call: SurveyStatusCall;
      change: SurveyStatusChange;
    }) => post<SurveyAnswer | DeletedAnswer>(`eid/${erhebungsid}/${call}`, change),
    onSuccess: (_, { erhebungsid }) => invalidate(erhebungsid),
  });
}

export function useAddSurveyLink() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: ({ erhebungsid, link }: { erhebungsid: string; link: SurveyLinkWrite }) =>
      post<SurveyLinkAnswer>(`eid/erhebungsid/links/create/${erhebungsid}`, link),
    onSuccess: (_, { erhebungsid }) => invalidate(erhebungsid),
  });
}

export function useRemoveSurveyLink() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: ({ linkId }: { erhebungsid: string; linkId: number }) =>
      get<DeletedAnswer>(`eid/erhebungsid/links/delete/${linkId}`),
    onSuccess: (_, { erhebungsid }) => invalidate(erhebungsid),
  });
}

/** Sets the survey's base object id back to 0 (SPEC 2.13; `GET eid/baseObjectId/{id}/unassign`). */
export function useUnassignSurvey() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: (erhebungsid: string) => get<SurveyAnswer>(`eid/baseObjectId/${erhebungsid}/unassign`),
    onSuccess: (_, erhebungsid) => invalidate(erhebungsid),
  });
}

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
import { useMutation, useQuery } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";
import { surveyKeys, useInvalidateSurvey } from "../../api/surveys.ts";

/**
 * The survey calls of SPEC 7 ("Eid") only the surveys feature makes; the lists, the lookup of one survey
 * and the reload after a write, which other features use too, are in api/surveys.ts.
 */

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

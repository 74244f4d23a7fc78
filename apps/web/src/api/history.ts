import type { HistoryAnswer, HistoryKind, SurveyRestoreAnswer } from "@erhdb/domain";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { get, post } from "./client.ts";
import { surveyKeys, useInvalidateSurvey } from "./surveys.ts";

/** A survey's history is cached with the survey, so that every write to it reloads it too. */
const historyKey = (kind: HistoryKind, id: string, page: number, size: number) =>
  kind === "eid"
    ? ([...surveyKeys.survey(id), "history", page, size] as const)
    : (["history", kind, id, page, size] as const);

/** One page of an object's history (`history/{kind}/{id}`, issue 36), newest first. */
export function useHistory(kind: HistoryKind, id: string, page: number, size: number) {
  return useQuery({
    queryKey: historyKey(kind, id, page, size),
    queryFn: ({ signal }) =>
      get<HistoryAnswer>(`history/${kind}/${encodeURIComponent(id)}?page=${page}&size=${size}`, { signal }),
    // the page shown stays while the next loads, so the pager does not jump
    placeholderData: keepPreviousData,
  });
}

/** Restores the state a survey's history entry left, as an edit with its comment. */
export function useRestoreSurvey() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: ({
      erhebungsid,
      entryId,
      comment,
    }: {
      erhebungsid: string;
      entryId: number;
      comment: string;
    }) => post<SurveyRestoreAnswer>(`history/eid/${erhebungsid}/${entryId}/restore`, { comment }),
    onSuccess: (_, { erhebungsid }) => invalidate(erhebungsid),
  });
}

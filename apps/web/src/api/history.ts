import type { HistoryAnswer, HistoryKind, RoleRestoreAnswer, SurveyRestoreAnswer } from "@erhdb/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "./client.ts";
import { downloadFile } from "./download.ts";
import { surveyKeys, useInvalidateSurvey } from "./surveys.ts";

/** A survey's history is cached with the survey, so that every write to it reloads it too. */
const historyKey = (kind: HistoryKind, id: string, page: number, size: number) =>
  kind === "eid"
    ? ([...surveyKeys.survey(id), "history", page, size] as const)
    : (["history", kind, id, page, size] as const);

const historyPath = (kind: HistoryKind, id: string, page: number, size: number) =>
  `history/${kind}/${encodeURIComponent(id)}?page=${page}&size=${size}`;

/** One page of an object's history (`history/{kind}/{id}`, issue 36), newest first. */
export function useHistory(kind: HistoryKind, id: string, page: number, size: number) {
  return useQuery({
    queryKey: historyKey(kind, id, page, size),
    queryFn: ({ signal }) => get<HistoryAnswer>(historyPath(kind, id, page, size), { signal }),
    // the page shown stays while the next loads, so the pager does not jump
    placeholderData: keepPreviousData,
  });
}

/** The same page as CSV (`format=csv`: the table CSV's rules), saved under the name the server gives. */
export async function downloadHistoryCsv(kind: HistoryKind, id: string, page: number, size: number) {
  await downloadFile(`${historyPath(kind, id, page, size)}&format=csv`, `history-${kind}-${id}.csv`);
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

/**
 * Sets a role's rights as a history entry left them (`role/update`'s rules); `onRestored` reloads what
 * shows the roles (the role administration's lists), the role's history reloads here.
 */
export function useRestoreRole(onRestored: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, entryId }: { roleId: string; entryId: number }) =>
      post<RoleRestoreAnswer>(`history/role/${roleId}/${entryId}/restore`),
    onSuccess: (_, { roleId }) =>
      Promise.all([onRestored(), client.invalidateQueries({ queryKey: ["history", "role", roleId] })]),
  });
}

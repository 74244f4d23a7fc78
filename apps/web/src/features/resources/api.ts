import type { DeletedAnswer, NewResource, ResourceAnswer } from "@erhdb/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post, type UploadOptions, upload } from "../../api/client.ts";
import { surveyKeys } from "../../api/surveys.ts";
import { protocolTableSource, tableQueryKey } from "../../api/table-source.ts";

/** The resource calls of SPEC 7 ("Resources") and decision 13; every resource screen goes through here. */

/** The resources table (`POST resource`, its state beside it at `resources/tablestate`). */
export const resourceTableSource = protocolTableSource({
  id: "resource",
  path: "resource",
  statePath: "resources",
  templateType: "resourcetable",
});

export const resourceKeys = {
  list: tableQueryKey(resourceTableSource.id),
  /** below the survey's own key, so that whatever changes the survey reloads its resources too */
  ofSurvey: (erhebungsid: string) => [...surveyKeys.survey(erhebungsid), "resources"] as const,
};

/** The survey's resources the caller sees (`resource/erhebungsid/{id}`, a public call). */
function surveyResourcesQuery(erhebungsid: string) {
  return queryOptions({
    queryKey: resourceKeys.ofSurvey(erhebungsid),
    queryFn: ({ signal }) => get<ResourceAnswer[]>(`resource/erhebungsid/${erhebungsid}`, { signal }),
  });
}

export function useSurveyResources(erhebungsid: string | null) {
  return useQuery({ ...surveyResourcesQuery(erhebungsid ?? ""), enabled: erhebungsid !== null });
}

/** After a change the resources table and everything cached about the survey (its detail too) reload. */
function useInvalidateResources() {
  const client = useQueryClient();
  return (erhebungsid: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys.list }),
      client.invalidateQueries({ queryKey: surveyKeys.survey(erhebungsid) }),
    ]);
}

interface ResourceUpload {
  erhebungsid: string;
  resource: NewResource;
  file: File;
  /** progress and cancel, from useUpload */
  options: UploadOptions;
}

/**
 * `POST eid/{id}/resource`: the part `resource` (the payload as JSON) before the part `file`. The server
 * takes either order; this one lets it refuse a wrong file name before any byte is stored and check the
 * bytes as they stream in, instead of reading them back afterwards (decision 13).
 */
export function useUploadResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ erhebungsid, resource, file, options }: ResourceUpload) => {
      const form = new FormData();
      form.append("resource", JSON.stringify(resource));
      form.append("file", file);
      return upload<ResourceAnswer>(`eid/${erhebungsid}/resource`, form, options);
    },
    onSuccess: (_, { erhebungsid }) => invalidate(erhebungsid),
  });
}

/** The status calls (`GET resource/{id}/status/...`) and the public/internal toggle (`.../usability`). */
const GET_CALLS = {
  lock: "status/lock",
  setTestable: "status/testable",
  setUsable: "status/usable",
  delete: "status/delete",
  deleteButUsed: "status/deletebutused",
  changeUsability: "usability",
} as const;

/** One change of a resource: a status or usability call, a new description, or the physical delete. */
type ResourceChange =
  | { action: keyof typeof GET_CALLS }
  | { action: "changeDescription"; description: string }
  | { action: "deletePhysical" };

function sendChange(id: number, change: ResourceChange): Promise<ResourceAnswer | DeletedAnswer> {
  switch (change.action) {
    case "changeDescription":
      return post<ResourceAnswer>(`resource/${id}/description`, change.description, {
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
      });
    case "deletePhysical":
      return post<DeletedAnswer>(`resource/${id}/delete`);
    default:
      return get<ResourceAnswer>(`resource/${id}/${GET_CALLS[change.action]}`);
  }
}

export function useChangeResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ id, change }: { erhebungsid: string; id: number; change: ResourceChange }) =>
      sendChange(id, change),
    // A refusal reloads too: a 409 usually means someone else changed the resource since it was shown.
    onSettled: (_, __, { erhebungsid }) => invalidate(erhebungsid),
  });
}

import type { TableTemplate, TemplateSave, TemplateType } from "@erhdb/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../../api/client.ts";

/** Saved column sets of the logged-in user (API.md "Templates"). */
export const templatesQueryKey = (type: TemplateType) => ["templates", type] as const;

export function templatesQuery(type: TemplateType) {
  return queryOptions({
    queryKey: templatesQueryKey(type),
    queryFn: ({ signal }) => get<TableTemplate[]>(`templates/${type}`, { signal }),
  });
}

export function useTemplates(type: TemplateType | undefined, enabled: boolean) {
  return useQuery({ ...templatesQuery(type ?? "adtable"), enabled: enabled && type !== undefined });
}

export function useSaveTemplate(type: TemplateType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: TemplateSave) => post<TableTemplate>(`templates/${type}`, template),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesQueryKey(type) }),
  });
}

export function useDeleteTemplate(type: TemplateType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<unknown>(`templates/${type}/${id}/delete`),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesQueryKey(type) }),
  });
}

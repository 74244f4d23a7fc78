import type { GenericResourceAnswer, GenericResourceWrite } from "@erhdb/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, type UploadOptions, upload } from "../../api/client.ts";
import { genericResourceKeys, genericResourcesQuery } from "../../api/generic-resources.ts";

/**
 * The general resource calls of SPEC 7 ("Generic resource") and decision 13 only the general resources
 * page makes: one resource and the writes. The list, the table and the download are in
 * api/generic-resources.ts.
 */

/** One general resource out of the list (SPEC 7 has no call for one); null when the caller sees none by that id. */
export function useGenericResource(id: number | null) {
  return useQuery({
    ...genericResourcesQuery,
    select: (list) => list.find((resource) => resource.id === id) ?? null,
    enabled: id !== null,
  });
}

export interface GenericResourceSave {
  /** the resource to update; null adds a new one */
  id: number | null;
  resource: GenericResourceWrite;
  /** required when adding; an update without one keeps the stored file */
  file: File | null;
  /** progress and cancel of the running upload (useUpload) */
  options: UploadOptions;
}

/**
 * `POST genericResource` (201) or `POST genericResource/{id}/update`, multipart. The part
 * `genericresource` goes before the part `file`: the server takes either order, and this one lets it check
 * the file as it streams in instead of reading it back afterwards (decision 13).
 */
function saveGenericResource({ id, resource, file, options }: GenericResourceSave) {
  const form = new FormData();
  form.append("genericresource", JSON.stringify(resource));
  if (file) form.append("file", file);
  const path = id === null ? "genericResource" : `genericResource/${id}/update`;
  return upload<GenericResourceAnswer>(path, form, options);
}

/** After a write the table and the list (the Show page, the stylesheets, the edit dialog) load again. */
function useInvalidateGenericResources() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: genericResourceKeys.table }),
      client.invalidateQueries({ queryKey: genericResourceKeys.list }),
    ]);
}

export function useSaveGenericResource() {
  const invalidate = useInvalidateGenericResources();
  return useMutation({ mutationFn: saveGenericResource, onSuccess: () => invalidate() });
}

export function useDeleteGenericResource() {
  const invalidate = useInvalidateGenericResources();
  return useMutation({
    // SPEC 7 names a GET for this delete; decision 13 keeps it.
    mutationFn: (id: number) => get<unknown>(`genericResource/${id}/delete`),
    onSuccess: () => invalidate(),
  });
}

import type { Evas, EvasWrite } from "@erhdb/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";
import { evasKeys } from "../../api/evas.ts";

/**
 * The EVAS calls of SPEC 7 only the EVAS screens make: one EVAS and the writes (EVAS_* rights). The table,
 * the tree and the active EVAS, which the survey and request forms read too, are in api/evas.ts.
 */

export function evasQuery(id: number) {
  return queryOptions({
    queryKey: evasKeys.detail(id),
    queryFn: ({ signal }) => get<Evas>(`evas/${id}`, { signal }),
  });
}

export function useEvas(id: number | null) {
  return useQuery({ ...evasQuery(id ?? 0), enabled: id !== null });
}

/** After a write the list, the tree, the active EVAS and the written EVAS load again. */
function useInvalidateEvas() {
  const client = useQueryClient();
  return (id?: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: evasKeys.list }),
      client.invalidateQueries({ queryKey: evasKeys.tree }),
      client.invalidateQueries({ queryKey: evasKeys.active }),
      id === undefined ? undefined : client.invalidateQueries({ queryKey: evasKeys.detail(id) }),
    ]);
}

export function useCreateEvas() {
  const invalidate = useInvalidateEvas();
  return useMutation({
    mutationFn: (evas: EvasWrite) => post<Evas>("evas/create", evas),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateEvas() {
  const invalidate = useInvalidateEvas();
  return useMutation({
    mutationFn: ({ id, evas }: { id: number; evas: EvasWrite }) => post<Evas>(`evas/${id}/update`, evas),
    onSuccess: (_, { id }) => invalidate(id),
  });
}

export function useDeleteEvas() {
  const invalidate = useInvalidateEvas();
  return useMutation({
    mutationFn: (id: number) => post<unknown>(`evas/${id}/delete`),
    onSuccess: (_, id) => invalidate(id),
  });
}

import type { Evas, EvasTreeNode, EvasWrite } from "@erhdb/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";
import { protocolTableSource, tableQueryKey } from "../../components/data-table/index.ts";

/** The EVAS calls of SPEC 7: the table, one EVAS, the tree, and the writes (EVAS_* rights). */

export const evasTableSource = protocolTableSource({ id: "evas", path: "evas", templateType: "evastable" });

export const evasKeys = {
  list: tableQueryKey(evasTableSource.id),
  detail: (id: number) => ["evas", "detail", id] as const,
  tree: ["evas", "tree"] as const,
  active: ["evas", "active"] as const,
};

export function evasQuery(id: number) {
  return queryOptions({
    queryKey: evasKeys.detail(id),
    queryFn: ({ signal }) => get<Evas>(`evas/${id}`, { signal }),
  });
}

export const evasTreeQuery = queryOptions({
  queryKey: evasKeys.tree,
  queryFn: ({ signal }) => get<EvasTreeNode[]>("evas/activeEvasTree", { signal }),
});

/** The 5-digit EVAS still in use: what may be newly assigned to a survey (SPEC 5). */
export const activeEvasQuery = queryOptions({
  queryKey: evasKeys.active,
  queryFn: ({ signal }) => get<Evas[]>("evas/activeEvas", { signal }),
});

export function useActiveEvas() {
  return useQuery(activeEvasQuery);
}

export function useEvas(id: number | null) {
  return useQuery({ ...evasQuery(id ?? 0), enabled: id !== null });
}

export function useEvasTree() {
  return useQuery(evasTreeQuery);
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

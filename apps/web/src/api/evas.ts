import type { Evas, EvasTreeNode } from "@erhdb/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "./client.ts";
import { protocolTableSource, tableQueryKey } from "./table-source.ts";

/**
 * The EVAS calls of SPEC 7 more than one feature makes: the table (its key, for the reload after a write),
 * the tree and the active EVAS (the EVAS screens, the survey and request forms). The writes are in
 * features/evas/api.ts.
 */

export const evasTableSource = protocolTableSource({ id: "evas", path: "evas", templateType: "evastable" });

export const evasKeys = {
  list: tableQueryKey(evasTableSource.id),
  detail: (id: number) => ["evas", "detail", id] as const,
  tree: ["evas", "tree"] as const,
  active: ["evas", "active"] as const,
};

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

export function useEvasTree() {
  return useQuery(evasTreeQuery);
}

import type { DbQueryAnswer, DbQuerySettings, DbQueryTable } from "@erhdb/domain";
import { useQuery } from "@tanstack/react-query";
import { get, post, request } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../lib/download.ts";

/** The SQL console's calls of SPEC 7 "Db query"; SQLEDITOR_ACCESS guards them all. */

export const dbQueryKeys = {
  settings: ["dbQuery", "settings"] as const,
  tables: ["dbQuery", "tables"] as const,
};

/** `GET dbQuery`: the row limits and the timeout (null where the database cannot stop a statement). */
export function useDbQuerySettings() {
  return useQuery({
    queryKey: dbQueryKeys.settings,
    queryFn: ({ signal }) => get<DbQuerySettings>("dbQuery", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET dbQuery/tables`: the tables and views the console may read, with their readable columns. */
export function useDbQueryTables() {
  return useQuery({
    queryKey: dbQueryKeys.tables,
    queryFn: ({ signal }) => get<DbQueryTable[]>("dbQuery/tables", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST dbQuery`: an abort of `signal` makes the server cancel the statement. */
export function runDbQuery(query: string, signal: AbortSignal): Promise<DbQueryAnswer> {
  return post<DbQueryAnswer>("dbQuery", { query }, { signal });
}

/**
 * `POST dbQuery/csv`: the query's rows offered as `output.csv`; answers whether the file stops at the
 * CSV limit (header `x-result-limited`).
 */
export async function downloadDbQueryCsv(query: string, signal: AbortSignal): Promise<{ limited: boolean }> {
  const answer = await request<Blob>("dbQuery/csv", {
    method: "POST",
    body: { query },
    headers: { Accept: "text/csv, application/json" },
    responseType: "blob",
    signal,
  });
  saveBlob(answer.data, fileNameOf(answer.headers.get("content-disposition")) ?? "output.csv");
  return { limited: answer.headers.get("x-result-limited") === "true" };
}

import type { DbQueryAnswer, DbQuerySettings, DbQueryTable } from "@erhdb/domain";
import { useQuery } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";

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
  const headers = await downloadFile("dbQuery/csv", "output.csv", {
    method: "POST",
    body: { query },
    signal,
  });
  return { limited: headers.get("x-result-limited") === "true" };
}

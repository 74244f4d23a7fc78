import type { DbQueryAnswer, DbQuerySettings, DbQueryTable } from "@erhdb/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { get, post } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";

/** The SQL console's calls of SPEC 7 "Db query"; SQLEDITOR_ACCESS guards them all. */

export const dbQueryKeys = {
  settings: ["dbQuery", "settings"] as const,
  tables: ["dbQuery", "tables"] as const,
};

/**
 * `GET dbQuery`: the limits and the timeout. A 503 where the console is not offered (the embedded PGlite,
 * which cannot stop a statement; decision 18), whose message the page shows instead of the console.
 * Keyed by the shown language, as the lists are (use-table-page.ts): that message is the server's, in the
 * language of its request, and one asked before a switch of the language must not stay on the page.
 */
export function useDbQuerySettings() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...dbQueryKeys.settings, i18n.language],
    queryFn: ({ signal }) => get<DbQuerySettings>("dbQuery", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * `GET dbQuery/tables`: the tables and views the console may read, with their readable columns (asked
 * once the settings said the console is offered).
 */
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

/** Whether a CSV file stopped at the console's limit of rows, or (`bytes`) of bytes. */
export interface CsvLimits {
  limited: boolean;
  bytesLimited: boolean;
}

/**
 * `POST dbQuery/csv`: the query's rows offered as `output.csv`; answers whether the file stops at the
 * CSV limit (header `x-result-limited`), and whether at its bytes (`x-result-bytes-limited`).
 */
export async function downloadDbQueryCsv(query: string, signal: AbortSignal): Promise<CsvLimits> {
  const headers = await downloadFile("dbQuery/csv", "output.csv", {
    method: "POST",
    body: { query },
    signal,
  });
  return {
    limited: headers.get("x-result-limited") === "true",
    bytesLimited: headers.get("x-result-bytes-limited") === "true",
  };
}

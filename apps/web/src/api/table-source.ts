import type { TableAnswer, TablePaging, TableQuery, TableState, TemplateType } from "@erhdb/domain";
import { get, post, request } from "./client.ts";

/** A CSV export as the server answered it (API.md "Table protocol"). */
export interface CsvFile {
  blob: Blob;
  /** the answer carried `x-result-limited: true`: it stops at CSV_LIMIT rows */
  limited: boolean;
}

export type CsvScope = "view" | "all";

/**
 * Everything a list tells the DataTable (components/data-table) about its server side. `protocolTableSource`
 * builds one for a table that speaks the table protocol under one path (`evas`, `eid`, `person`, ...).
 */
export interface DataTableSource {
  /** stable name: part of the query key and of the table's local storage key */
  id: string;
  fetchTableState(signal?: AbortSignal): Promise<TableState>;
  fetchPage(query: TableQuery, signal?: AbortSignal): Promise<TableAnswer>;
  /** the CSV export; without it the table shows no CSV menu */
  fetchCsv?(query: TableQuery, scope: CsvScope, signal?: AbortSignal): Promise<CsvFile>;
  /** the saved-templates kind; without it the table shows no templates button */
  templateType?: TemplateType;
  /** the page sizes the server's table offers; STANDARD_PAGING when not given */
  paging?: TablePaging;
}

/** The query key of every page of a table; a mutation invalidates it to reload the list. */
export function tableQueryKey(sourceId: string) {
  return ["table", sourceId] as const;
}

// The CSV is UTF-8 with a BOM so German Excel reads umlauts (ARCHITECTURE 7). `Response.text()`
// drops the BOM, so it is put back before the text becomes a file again.
const BOM = "\uFEFF";

/**
 * A data source for a table that speaks the table protocol under `path` (API.md):
 * `GET path/tablestate`, `POST path`, `POST path/csv` and `POST path/csv/all`. `statePath` covers the
 * tables whose state lives elsewhere (`resources/tablestate` beside `POST resource`, `request/tablestate`
 * beside `POST request/table`), as the server's tableRoutes has it.
 */
export function protocolTableSource(options: {
  id: string;
  path: string;
  statePath?: string;
  templateType?: TemplateType;
  csv?: boolean;
  paging?: TablePaging;
}): DataTableSource {
  const { id, path, templateType, csv = true, paging } = options;
  const statePath = options.statePath ?? path;
  return {
    id,
    templateType,
    paging,
    fetchTableState: (signal) => get<TableState>(`${statePath}/tablestate`, { signal }),
    fetchPage: (query, signal) => post<TableAnswer>(path, query, { signal }),
    fetchCsv: csv ? (query, scope, signal) => fetchCsv(`${path}/csv`, query, scope, signal) : undefined,
  };
}

async function fetchCsv(
  path: string,
  query: TableQuery,
  scope: CsvScope,
  signal?: AbortSignal,
): Promise<CsvFile> {
  const answer = await request<unknown>(scope === "all" ? `${path}/all` : path, {
    method: "POST",
    body: query,
    headers: { Accept: "text/csv" },
    signal,
  });
  const text = typeof answer.data === "string" ? answer.data : "";
  return {
    blob: new Blob([text.startsWith(BOM) ? text : BOM + text], { type: "text/csv;charset=utf-8" }),
    limited: answer.headers.get("x-result-limited") === "true",
  };
}

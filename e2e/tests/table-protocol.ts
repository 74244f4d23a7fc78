import { type APIRequestContext, expect } from "@playwright/test";

/*
 * The table protocol (API.md) through the API, for tests that need a table's data or counts as the
 * server answers them: the table's default state, changed as a test needs, then one page.
 */

/** A column of a `tablestate` answer, as far as the tests read or change it. */
export interface TableStateColumn {
  id: string;
  options: { filter: { value: unknown }; sort: { direction: string } };
}

export interface TablePage {
  records: { totalElements: number; content: { items: Record<string, { view: string }> }[] };
}

type Headers = Record<string, string>;

/** A table's default columns (GET <table>/tablestate), e.g. table "evas" or "eid/baseObjectId". */
export async function tableState(
  request: APIRequestContext,
  table: string,
  headers: Headers = {},
): Promise<TableStateColumn[]> {
  const response = await request.get(`api/v1/${table}/tablestate`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { columns: TableStateColumn[] }).columns;
}

/** The first page of a table from its default state, after `change` adapted its columns. */
export async function tablePage(
  request: APIRequestContext,
  table: string,
  options: { headers?: Headers; size?: number; change?: (columns: TableStateColumn[]) => void } = {},
): Promise<TablePage> {
  const columns = await tableState(request, table, options.headers);
  options.change?.(columns);
  const response = await request.post(`api/v1/${table}`, {
    headers: options.headers ?? {},
    data: { page: 0, size: options.size ?? 10, columns },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TablePage;
}

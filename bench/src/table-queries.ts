import type { Column, TableQuery } from "@erhdb/domain";
import { sql } from "kysely";
import type { Database } from "../../apps/server/src/db/database.ts";

export interface NamedQuery {
  /** Q1, Q2, Q3 (issue 13) */
  id: string;
  name: string;
  body: TableQuery;
}

/** The surveys table's query with its default columns, unsorted, changed by `change`. */
function queryOf(
  columns: Column[],
  page: number,
  change: (byId: (id: string) => Column) => void,
): TableQuery {
  const copy: Column[] = structuredClone(columns);
  const byId = (id: string) => {
    const column = copy.find((c) => c.id === id);
    if (!column) throw new Error(`no column ${id}`);
    return column;
  };
  for (const column of copy) column.options.sort.direction = "none";
  change(byId);
  return { page, size: 10, columns: copy };
}

/** Q2's filter: description contains `text`, by last update, page 100. */
export function descriptionQuery(columns: Column[], text: string): TableQuery {
  return queryOf(columns, 100, (c) => {
    c("description").options.filter.value = text;
    c("updating").options.sort.direction = "desc";
  });
}

/** The three page queries of issue 13 over the surveys table, built from its default columns. */
export async function benchmarkQueries(db: Database, columns: Column[]): Promise<NamedQuery[]> {
  // a statistic id of office 05 with about a dozen surveys in the synthetic data
  const pick = await sql<{ statisticId: string }>`
    SELECT statistic_id AS "statisticId" FROM survey WHERE federal_state_code = '05'
    GROUP BY statistic_id ORDER BY abs(count(*) - 12), statistic_id LIMIT 1`.execute(db);
  const statisticId = pick.rows[0]?.statisticId ?? "1261";
  return [
    {
      id: "Q1",
      name: `office 05 + statistic id ${statisticId}, by last update`,
      body: queryOf(columns, 0, (c) => {
        c("federalStateCode").options.filter.value = [{ key: "05", value: "05", display: "" }];
        c("statisticid").options.filter.value = statisticId;
        c("updating").options.sort.direction = "desc";
      }),
    },
    {
      id: "Q2",
      name: "description contains 'bau', by last update, page 100",
      body: descriptionQuery(columns, "bau"),
    },
    {
      id: "Q3",
      name: "no filter, by Erhebungsid, page 100",
      body: queryOf(columns, 100, (c) => {
        c("erhebungsid").options.sort.direction = "asc";
      }),
    },
  ];
}

/**
 * The spellings of 'bau' (the filter ignores case): the same rows and the same work, but each a filter
 * the server has not counted yet, so each measures a first answer.
 */
export const FIRST_ANSWER_SPELLINGS = ["Bau", "bAu", "baU", "BAu", "BaU", "bAU", "BAU"];

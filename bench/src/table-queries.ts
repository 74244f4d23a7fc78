import type { Column, TableQuery } from "@erhdb/domain";
import { sql } from "kysely";
import type { Database } from "../../apps/server/src/db/database.ts";

export interface NamedQuery {
  name: string;
  body: TableQuery;
}

/** The three page queries of issue 3 over the surveys table, built from its default columns. */
export async function benchmarkQueries(db: Database, columns: Column[]): Promise<NamedQuery[]> {
  // an office and statistic id that really has public surveys in the synthetic data
  const pick = await sql<{ office: string; statisticId: string }>`
    SELECT federal_state_code AS office, statistic_id AS "statisticId" FROM survey
    WHERE status = 3 AND access_mode ORDER BY id OFFSET 100000 LIMIT 1`.execute(db);
  const target = pick.rows[0] ?? { office: "09", statisticId: "1261" };
  const query = (change: (byId: (id: string) => Column) => void): TableQuery => {
    const copy: Column[] = structuredClone(columns);
    const byId = (id: string) => {
      const column = copy.find((c) => c.id === id);
      if (!column) throw new Error(`no column ${id}`);
      return column;
    };
    for (const column of copy) column.options.sort.direction = "none";
    change(byId);
    return { page: 0, size: 10, columns: copy };
  };
  return [
    {
      name: `office ${target.office} + statistic id ${target.statisticId}, by last update`,
      body: query((c) => {
        c("federalStateCode").options.filter.value = [
          { key: target.office, value: target.office, display: "" },
        ];
        c("statisticid").options.filter.value = target.statisticId;
        c("updating").options.sort.direction = "desc";
      }),
    },
    {
      name: "description contains 'Geburten'",
      body: query((c) => {
        c("description").options.filter.value = "Geburten";
      }),
    },
    {
      name: "no filter, by erhebungsid",
      body: query((c) => {
        c("erhebungsid").options.sort.direction = "asc";
      }),
    },
  ];
}

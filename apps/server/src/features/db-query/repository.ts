import type { DbQueryTable } from "@erhdb/domain";
import type pg from "pg";

/**
 * The tables and views of the app's schema with the columns the current role may read. Run as the
 * reader, information_schema lists exactly what the reader's grants allow: the database keeps the
 * allow-list (migration 0011), not this code.
 */
export async function readableTables(client: pg.ClientBase): Promise<DbQueryTable[]> {
  const { rows } = await client.query<DbQueryTable>(`
    SELECT t.table_name AS "tableName", t.table_type AS "tableType",
           ARRAY(SELECT c.column_name::text FROM information_schema.columns c
                 WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                 ORDER BY c.ordinal_position) AS columns
    FROM information_schema.tables t
    WHERE t.table_schema = 'public'
    ORDER BY t.table_name`);
  return rows;
}

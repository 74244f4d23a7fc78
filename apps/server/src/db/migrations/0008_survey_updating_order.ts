import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The surveys by last update, both ways (issue 13): the table engine breaks ties by the row id in the
 * direction of the last key, so an index on (updating, id) yields `ORDER BY updating DESC, id DESC`
 * by a backward scan that stops after the page. An index on updating alone made the planner sort every
 * row of a large group of equal timestamps (a bulk import, a mass update) before the first page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX survey_updating_id_idx ON survey (updating, id);
    DROP INDEX survey_updating_idx;
  `.execute(db);
}

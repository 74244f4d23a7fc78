import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. Issue 36's rest:
 *
 * - `person.search_shortcut`: whether "/" focuses the search field, kept with the account (WCAG 2.1.4: a
 *   shortcut of one character key can be turned off; anonymous visitors keep it in the browser).
 * - A survey's history shows its links' records (`survey_link`, whose id is the link's; the survey is
 *   `surveyId` in `after` of a creation and in `before` of a deletion), a person's history their
 *   permissions' (`person_permission`, the person in `personId`): a partial index on each expression, so
 *   an object's history reads its parts' records without reading every part's. The history's query spells
 *   the expressions and the entities as written here.
 *
 * The SQL console reads person's columns but its password (0011): the new column is no secret.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE person ADD COLUMN search_shortcut boolean NOT NULL DEFAULT true`.execute(db);
  await sql`
    CREATE INDEX audit_log_survey_link_history_idx ON audit_log ((COALESCE(after, before) ->> 'surveyId'), id)
      WHERE entity = 'survey_link'
  `.execute(db);
  await sql`
    CREATE INDEX audit_log_person_permission_history_idx
      ON audit_log ((COALESCE(after, before) ->> 'personId'), id) WHERE entity = 'person_permission'
  `.execute(db);
  await sql`
    DO $$ BEGIN
      IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'erhdb_sql_reader') THEN
        GRANT SELECT (search_shortcut) ON person TO erhdb_sql_reader;
      END IF;
    END $$
  `.execute(db);
}

import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Each survey carries its EVAS codes as one text, kept by the database itself. The surveys table
 * shows that list in every row; read through a subquery per row, it was more than half of the
 * database's work in a CSV export of all surveys (measured on PGlite: 26 ms of a 5,000-row batch
 * against 6 ms without it). survey_evas stays the truth: statement triggers with transition tables
 * refresh the lists of exactly the surveys a statement touched, in one set-based update, so a bulk
 * load of a hundred thousand links costs one join and not a hundred thousand lookups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE survey ADD COLUMN evas_list text;

    -- the one definition of the list: codes in order, joined by ', ', NULL for none
    CREATE FUNCTION survey_evas_list_refresh(surveys integer[]) RETURNS void
    LANGUAGE sql AS $$
      UPDATE survey s SET evas_list = l.list
      FROM (SELECT t.id, string_agg(e.evas, ', ' ORDER BY e.evas) AS list
            FROM (SELECT DISTINCT unnest(surveys) AS id) t
            LEFT JOIN survey_evas se ON se.survey_id = t.id
            LEFT JOIN evas e ON e.id = se.evas_id
            GROUP BY t.id) l
      WHERE s.id = l.id
    $$;

    -- "changed" is the statement's transition table: the rows it inserted or deleted, or one side
    -- of an update (a trigger each).
    CREATE FUNCTION survey_evas_changed() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM survey_evas_list_refresh(ARRAY(SELECT survey_id FROM changed));
      RETURN NULL;
    END $$;

    CREATE TRIGGER survey_evas_inserted AFTER INSERT ON survey_evas
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION survey_evas_changed();
    CREATE TRIGGER survey_evas_deleted AFTER DELETE ON survey_evas
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION survey_evas_changed();
    CREATE TRIGGER survey_evas_updated_from AFTER UPDATE ON survey_evas
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION survey_evas_changed();
    CREATE TRIGGER survey_evas_updated_to AFTER UPDATE ON survey_evas
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION survey_evas_changed();

    -- The app never changes an EVAS code, but should anything do so, its surveys show the new one.
    CREATE FUNCTION evas_recoded() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM survey_evas_list_refresh(ARRAY(SELECT survey_id FROM survey_evas WHERE evas_id = NEW.id));
      RETURN NULL;
    END $$;

    CREATE TRIGGER evas_recoded AFTER UPDATE OF evas ON evas
      FOR EACH ROW WHEN (OLD.evas IS DISTINCT FROM NEW.evas) EXECUTE FUNCTION evas_recoded();

    SELECT survey_evas_list_refresh(ARRAY(SELECT survey_id FROM survey_evas));
  `.execute(db);
}

import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. The survey rows each committed write changed, for the table engine's counts
 * (decision 33): a remembered count of the surveys list is carried forward by the rows written since its
 * snapshot instead of being counted again over a million rows after every write.
 *
 * - survey_count_journal: per written row, its state before (-1) and after (+1) as jsonb (a column of
 *   the table's row type would forbid later ALTERs of survey), noted by statement-level triggers with
 *   transition tables: one INSERT per statement, however many rows. A TRUNCATE, or a bulk load that
 *   turns the journal off for its transaction (SET LOCAL erhdb.count_journal = 'off'), notes a reset
 *   mark (r NULL) instead: every count remembered before it is taken again.
 * - survey_count_journal_horizon: the journal keeps every row of a transaction that had not finished
 *   before `pruned_below` (housekeeping deletes the older ones in two steps, see pruneCountJournal); a
 *   count whose snapshot's xmin lies below it is taken again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE survey_count_journal (
      xid  xid8 NOT NULL DEFAULT pg_current_xact_id(),
      sign smallint NOT NULL CHECK (sign IN (-1, 0, 1)),
      r    jsonb,
      CHECK ((r IS NULL) = (sign = 0))
    );
    CREATE INDEX survey_count_journal_xid_idx ON survey_count_journal (xid);

    CREATE TABLE survey_count_journal_horizon (
      only_row     boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      pruned_below xid8 NOT NULL,
      next_bound   xid8 NOT NULL
    );
    INSERT INTO survey_count_journal_horizon (pruned_below, next_bound)
    VALUES ('0'::xid8, pg_snapshot_xmin(pg_current_snapshot()));

    CREATE FUNCTION journal_survey_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' OR current_setting('erhdb.count_journal', true) = 'off' THEN
        INSERT INTO survey_count_journal (sign, r) VALUES (0, NULL);
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO survey_count_journal (sign, r) SELECT -1, to_jsonb(o) FROM old_rows o;
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO survey_count_journal (sign, r) SELECT 1, to_jsonb(n) FROM new_rows n;
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER survey_journals_inserts AFTER INSERT ON survey
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_survey_rows();
    CREATE TRIGGER survey_journals_updates AFTER UPDATE ON survey
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION journal_survey_rows();
    CREATE TRIGGER survey_journals_deletes AFTER DELETE ON survey
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_survey_rows();
    CREATE TRIGGER survey_journals_truncates AFTER TRUNCATE ON survey
      FOR EACH STATEMENT EXECUTE FUNCTION journal_survey_rows();
  `.execute(db);
}

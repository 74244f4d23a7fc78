import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released: the tables whose writes change what a list shows, spelt out here. A later list
// that reads another table adds its trigger in a migration of its own (data-version.test.ts checks
// every served table's SQL against the triggers in the database).
const TRACKED = [
  "encoding",
  "evas",
  "generic_resource",
  "newsletter_subscription",
  "person",
  "person_permission",
  "request",
  "request_content",
  "resource",
  "role",
  "role_acl",
  "survey",
  "survey_commentary",
  "survey_evas",
  "survey_link",
  "table_template",
];

/**
 * The data version (decision 15): how many transactions that wrote to a tracked table have committed,
 * as a statement's snapshot sees it. A statement-level trigger notes each writing transaction once in
 * data_change (keyed by its transaction id, so concurrent writers never wait for each other); the
 * version is data_version_base.version plus the rows of data_change. Committed transactions never
 * disappear from later snapshots, so the version only grows, and two snapshots with the same version
 * see the same tracked data: a count taken with a version is exact for every later statement that
 * reads the same version. Housekeeping folds data_change into the base in one statement, which leaves
 * the sum unchanged (the version's text changes with the base row, see data_version()).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE data_version_base (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      version  bigint NOT NULL CHECK (version >= 0)
    );
    INSERT INTO data_version_base (version) VALUES (0);

    CREATE TABLE data_change (
      xid xid8 PRIMARY KEY
    );

    -- STABLE, so that it reads with the snapshot of the statement that calls it. The base row's xmin
    -- changes with every fold and with a restore of the database from a backup, whose versions may
    -- repeat numbers an earlier history used: a count remembered under such a number is never taken
    -- for one of the restored data.
    CREATE FUNCTION data_version() RETURNS text LANGUAGE sql STABLE AS $$
      SELECT b.xmin::text || '.' || (b.version + (SELECT count(*) FROM data_change))
      FROM data_version_base b
    $$;

    CREATE FUNCTION note_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO data_change (xid) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
    $$;
  `.execute(db);
  for (const table of TRACKED) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_notes_data_change`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION note_data_change()
    `.execute(db);
  }
}

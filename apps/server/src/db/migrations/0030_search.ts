import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. Issue 36 (Search): one search field over surveys, EVAS, resources and general
// resources, German as people type it, inside PostgreSQL (decision 40).
//
// search_fold turns "ae", "oe", "ue" into "a", "o", "u" (after lower), and the configurations' unaccent
// turns "ä", "ö", "ü" into the same letters and "ß" into "ss": "Größe", "Grosse" and "Groesse" all become
// "grosse". The same function folds the documents and the queries, so a word folded "too far" ("Steuer",
// "steur") still meets itself. search_german stems (german_stem after unaccent), search_simple keeps the
// whole folded words, so that a typed prefix longer than a word's stem ("Statisti" of "Statistik",
// whose stem is "statist") still finds it. The documents are generated columns: the database keeps them
// with every write, and the functions are immutable (regexp_replace, lower and to_tsvector with a named
// configuration are), which a generated column requires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;

    CREATE TEXT SEARCH CONFIGURATION search_german (COPY = german);
    ALTER TEXT SEARCH CONFIGURATION search_german
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;
    CREATE TEXT SEARCH CONFIGURATION search_simple (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION search_simple
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

    CREATE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN regexp_replace(lower(t), '([aou])e', '\\1', 'g');

    CREATE FUNCTION search_document(t text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN to_tsvector('search_german', search_fold(t)) || to_tsvector('search_simple', search_fold(t));

    ALTER TABLE survey ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (search_document(description)) STORED;
    ALTER TABLE evas ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (search_document(description)) STORED;
    ALTER TABLE resource ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (search_document(description)) STORED;
    ALTER TABLE generic_resource ADD COLUMN search_doc tsvector
      GENERATED ALWAYS AS (search_document(description)) STORED;

    CREATE INDEX survey_search_idx ON survey USING gin (search_doc);
    CREATE INDEX evas_search_idx ON evas USING gin (search_doc);
    CREATE INDEX resource_search_idx ON resource USING gin (search_doc);
    CREATE INDEX generic_resource_search_idx ON generic_resource USING gin (search_doc);

    -- keys by prefix from the first digit (a trigram needs three characters)
    CREATE INDEX resource_key_idx ON resource (resource_key);
    -- file names by any part of three characters or more
    CREATE INDEX resource_file_name_trgm_idx ON resource USING gin (file_name gin_trgm_ops);
    CREATE INDEX generic_resource_filename_trgm_idx ON generic_resource USING gin (filename gin_trgm_ops);

    -- the SQL console reads every column of these tables (migration 0011's allow-list); a document holds
    -- nothing its description does not
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'erhdb_sql_reader') THEN
        GRANT SELECT (search_doc) ON survey, evas, resource, generic_resource TO erhdb_sql_reader;
      END IF;
    END $$;
  `.execute(db);
}

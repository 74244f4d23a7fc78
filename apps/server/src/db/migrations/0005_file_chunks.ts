import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released: the chunk size is spelt out here, not imported.
const CHUNK_BYTES = 524_288;

/**
 * The bytes of every file move into chunks (decision 13): an upload streams into a staging blob chunk by
 * chunk and a download reads it back the same way, so no file passes through memory whole, on PGlite as
 * on PostgreSQL. The resources' and general resources' existing contents move over unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE file_blob (
      id         bigserial PRIMARY KEY,
      size       bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
      sha256     char(64) CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      -- false while an upload streams in: the blob belongs to nobody yet, and a sweep removes it if
      -- its upload never finished
      stored     boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- only while this migration moves the old contents over
      moved_resource_id integer,
      moved_generic_id  integer
    );
    CREATE INDEX file_blob_staging_idx ON file_blob (created_at) WHERE NOT stored;

    CREATE TABLE file_chunk (
      blob_id bigint NOT NULL REFERENCES file_blob(id) ON DELETE CASCADE,
      seq     integer NOT NULL CHECK (seq >= 0),
      data    bytea NOT NULL,
      PRIMARY KEY (blob_id, seq)
    );
    -- most files are ZIP or PDF already: no compression attempt on every write (a backup compresses)
    ALTER TABLE file_chunk ALTER COLUMN data SET STORAGE EXTERNAL;

    INSERT INTO file_blob (size, sha256, stored, moved_resource_id)
    SELECT length(coalesce(f.content, ''::bytea)), encode(sha256(coalesce(f.content, ''::bytea)), 'hex'), true, r.id
    FROM resource r LEFT JOIN resource_file f ON f.resource_id = r.id;
    INSERT INTO file_chunk (blob_id, seq, data)
    SELECT b.id, g.seq, substring(f.content FROM g.seq * ${sql.lit(CHUNK_BYTES)} + 1 FOR ${sql.lit(CHUNK_BYTES)})
    FROM resource_file f
    JOIN file_blob b ON b.moved_resource_id = f.resource_id
    CROSS JOIN LATERAL generate_series(0, (length(f.content) - 1) / ${sql.lit(CHUNK_BYTES)}) AS g(seq)
    WHERE length(f.content) > 0;
    ALTER TABLE resource ADD COLUMN blob_id bigint CONSTRAINT resource_blob_key UNIQUE REFERENCES file_blob(id);
    UPDATE resource r SET blob_id = b.id FROM file_blob b WHERE b.moved_resource_id = r.id;
    ALTER TABLE resource ALTER COLUMN blob_id SET NOT NULL;
    DROP TABLE resource_file;

    INSERT INTO file_blob (size, sha256, stored, moved_generic_id)
    SELECT length(content), encode(sha256(content), 'hex'), true, id FROM generic_resource;
    INSERT INTO file_chunk (blob_id, seq, data)
    SELECT b.id, g.seq, substring(r.content FROM g.seq * ${sql.lit(CHUNK_BYTES)} + 1 FOR ${sql.lit(CHUNK_BYTES)})
    FROM generic_resource r
    JOIN file_blob b ON b.moved_generic_id = r.id
    CROSS JOIN LATERAL generate_series(0, (length(r.content) - 1) / ${sql.lit(CHUNK_BYTES)}) AS g(seq)
    WHERE length(r.content) > 0;
    ALTER TABLE generic_resource
      ADD COLUMN blob_id bigint CONSTRAINT generic_resource_blob_key UNIQUE REFERENCES file_blob(id);
    UPDATE generic_resource r SET blob_id = b.id FROM file_blob b WHERE b.moved_generic_id = r.id;
    ALTER TABLE generic_resource ALTER COLUMN blob_id SET NOT NULL;
    ALTER TABLE generic_resource DROP COLUMN content;

    ALTER TABLE file_blob DROP COLUMN moved_resource_id, DROP COLUMN moved_generic_id;

    -- A row's file goes with the row (also when a survey's deletion cascades to its resources) and
    -- with a replaced file: nothing else points at a blob.
    CREATE FUNCTION drop_replaced_blob() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' OR NEW.blob_id IS DISTINCT FROM OLD.blob_id THEN
        DELETE FROM file_blob WHERE id = OLD.blob_id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER resource_blob_dropped AFTER DELETE OR UPDATE OF blob_id ON resource
      FOR EACH ROW EXECUTE FUNCTION drop_replaced_blob();
    CREATE TRIGGER generic_resource_blob_dropped AFTER DELETE OR UPDATE OF blob_id ON generic_resource
      FOR EACH ROW EXECUTE FUNCTION drop_replaced_blob();
  `.execute(db);
}

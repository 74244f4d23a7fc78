import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The documents of the documentation page (issue 16, decision 19): files and HTML pages, public (extern)
 * or for logged-in users (intern), their bytes in the file store of migration 0005, whose trigger drops a
 * deleted or replaced document's blob as it does a resource's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE document (
      id          serial PRIMARY KEY,
      -- the key of documents/{extern|intern}/{file} and documents/loadhtml/{name}: never a path
      name        text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'),
      kind        text NOT NULL CHECK (kind IN ('file', 'html')),
      visibility  text NOT NULL CHECK (visibility IN ('extern', 'intern')),
      title_de    text NOT NULL CHECK (length(title_de) BETWEEN 1 AND 200),
      title_en    text NOT NULL CHECK (length(title_en) BETWEEN 1 AND 200),
      media_type  text NOT NULL CHECK (length(media_type) BETWEEN 1 AND 200),
      -- the charset of a text file; null for a binary one
      encoding    text,
      blob_id     bigint NOT NULL CONSTRAINT document_blob_key UNIQUE REFERENCES file_blob(id),
      sort_order  integer NOT NULL DEFAULT 0,
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now(),
      -- loadhtml wraps the stored fragment into a UTF-8 page
      CHECK (kind = 'file' OR (media_type = 'text/html' AND encoding = 'UTF-8'))
    );
    CREATE INDEX document_list_idx ON document (visibility, sort_order, name);
    CREATE TRIGGER document_blob_dropped AFTER DELETE OR UPDATE OF blob_id ON document
      FOR EACH ROW EXECUTE FUNCTION drop_replaced_blob();
  `.execute(db);
}

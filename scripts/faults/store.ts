// Reads the database after a fault, with the app's own driver: the embedded PGlite of a data folder (it
// takes the folder's lock, so the app must be stopped) or a PostgreSQL server.
import { sql } from "kysely";
import { type DatabaseHandle, openDatabase } from "../../apps/server/src/db/database.ts";

/** The mark at the start of every description the fault checks write (demo rows have no audit records). */
export const PROBE = "Störfallprobe";
const PROBE_PATTERN = `${PROBE}%`;

export function openStore(target: { dataDir: string; databaseUrl?: string }): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: target.databaseUrl ?? null, dataDir: target.dataDir, poolSize: 1 });
}

/**
 * Partial records, as the schema defines them (each count must be 0):
 * - a survey the checks wrote (its description starts with PROBE) without an EVAS (the write requires at least one) or without
 *   the audit record of its creation (every write is one transaction with its audit record);
 * - a resource whose file is a staging blob (not marked stored), or without its upload's audit record;
 * - a stored file whose chunks do not add up: a chunk missing, sizes not summing to its size, or bytes
 *   whose SHA-256 is not the one recorded;
 * - a stored file that no resource, general resource or document points to (an orphan).
 * Staging blobs (uploads in progress or cut off) are counted apart: the sweep removes them.
 */
export async function partialRecords(store: DatabaseHandle) {
  const { rows } = await sql<Record<string, number>>`
    SELECT
      (SELECT count(*) FROM survey s WHERE s.description LIKE ${PROBE_PATTERN}
         AND NOT EXISTS (SELECT 1 FROM survey_evas e WHERE e.survey_id = s.id))::int AS "surveyWithoutEvas",
      (SELECT count(*) FROM survey s WHERE s.description LIKE ${PROBE_PATTERN}
         AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'survey' AND a.entity_id = s.id::text
                         AND a.action = 'CREATE'))::int AS "surveyWithoutAudit",
      (SELECT count(*) FROM resource r JOIN file_blob b ON b.id = r.blob_id WHERE NOT b.stored)::int
         AS "resourceOnStagingBlob",
      (SELECT count(*) FROM resource r JOIN survey s ON s.id = r.survey_id WHERE s.description LIKE ${PROBE_PATTERN}
         AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'resource' AND a.entity_id = r.id::text))::int
         AS "resourceWithoutAudit",
      (SELECT count(*) FROM file_blob b WHERE b.stored AND (
         (SELECT count(*) FROM file_chunk c WHERE c.blob_id = b.id) <> ceil(b.size / 524288.0)
         OR coalesce((SELECT sum(length(c.data)) FROM file_chunk c WHERE c.blob_id = b.id), 0) <> b.size
         OR b.sha256 IS DISTINCT FROM encode(sha256(coalesce(
              (SELECT string_agg(c.data, ''::bytea ORDER BY c.seq) FROM file_chunk c WHERE c.blob_id = b.id),
              ''::bytea)), 'hex')))::int AS "incompleteFile",
      (SELECT count(*) FROM file_blob b WHERE b.stored
         AND NOT EXISTS (SELECT 1 FROM resource r WHERE r.blob_id = b.id)
         AND NOT EXISTS (SELECT 1 FROM generic_resource g WHERE g.blob_id = b.id)
         AND NOT EXISTS (SELECT 1 FROM document d WHERE d.blob_id = b.id))::int AS "orphanFile"
  `.execute(store.db);
  const counts = rows[0];
  if (!counts) throw new Error("no answer");
  return counts;
}

/** Staging blobs (not stored) and their chunks. */
export async function stagingBlobs(store: DatabaseHandle): Promise<{ blobs: number; chunks: number }> {
  const { rows } = await sql<{ blobs: number; chunks: number }>`
    SELECT (SELECT count(*) FROM file_blob WHERE NOT stored)::int AS blobs,
           (SELECT count(*) FROM file_chunk c JOIN file_blob b ON b.id = c.blob_id WHERE NOT b.stored)::int AS chunks
  `.execute(store.db);
  return rows[0] ?? { blobs: -1, chunks: -1 };
}

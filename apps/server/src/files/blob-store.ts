import { createHash } from "node:crypto";
import type { Queryable } from "../db/queryable.ts";

/**
 * Files as chunks in the database (decision 13, migration 0005). Every chunk but the last holds exactly
 * CHUNK_BYTES, so the chunk of any offset is known without reading the others.
 */
export const CHUNK_BYTES = 512 * 1024;

export interface StoredBlob {
  blobId: number;
  size: number;
  /** hex SHA-256 of the bytes */
  sha256: string;
}

/**
 * Streams `source` into a new staging blob, one autocommit statement per chunk, so no transaction stays
 * open while the bytes arrive (on PGlite it would stop every other connection) and no more than one chunk
 * is held. `observe` sees every piece as it passes (the content checks). On any failure, of the source or
 * of the database, the staging blob is deleted before the error goes on.
 */
export async function streamIntoBlob(
  db: Queryable,
  source: AsyncIterable<Buffer>,
  observe: (piece: Buffer) => void = () => {},
): Promise<StoredBlob> {
  const blob = await db.insertInto("file_blob").defaultValues().returning("id").executeTakeFirstOrThrow();
  const hash = createHash("sha256");
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  let seq = 0;
  let size = 0;
  const flush = async () => {
    if (filled === 0) return;
    // a copy: the pooled buffer is written again while the driver may still hold this one
    await insertChunk(db, blob.id, seq++, Buffer.from(chunk.subarray(0, filled)));
    filled = 0;
  };
  try {
    for await (const piece of source) {
      observe(piece);
      hash.update(piece);
      size += piece.length;
      let offset = 0;
      while (offset < piece.length) {
        const copied = piece.copy(chunk, filled, offset);
        filled += copied;
        offset += copied;
        if (filled === CHUNK_BYTES) await flush();
      }
    }
    await flush();
    const sha256 = hash.digest("hex");
    await db.updateTable("file_blob").set({ size, sha256 }).where("id", "=", blob.id).execute();
    return { blobId: blob.id, size, sha256 };
  } catch (error) {
    await discardBlob(db, blob.id);
    throw error;
  }
}

async function insertChunk(db: Queryable, blobId: number, seq: number, data: Buffer): Promise<void> {
  await db.insertInto("file_chunk").values({ blob_id: blobId, seq, data }).execute();
}

/** Bytes already in memory (demo data, tests) as one stored blob. */
export async function insertStoredBlob(db: Queryable, content: Buffer): Promise<number> {
  const sha256 = createHash("sha256").update(content).digest("hex");
  const blob = await db
    .insertInto("file_blob")
    .values({ size: content.length, sha256, stored: true })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (let seq = 0; seq * CHUNK_BYTES < content.length; seq++) {
    await insertChunk(db, blob.id, seq, content.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES));
  }
  return blob.id;
}

/** Makes a staging blob the file of a row, in the transaction that writes the row. */
export async function markBlobStored(db: Queryable, blobId: number): Promise<void> {
  await db.updateTable("file_blob").set({ stored: true }).where("id", "=", blobId).execute();
}

/** Deletes a blob and its chunks (a refused or aborted upload's staging blob). */
export async function discardBlob(db: Queryable, blobId: number): Promise<void> {
  await db.deleteFrom("file_blob").where("id", "=", blobId).execute();
}

/**
 * The bytes `start` to `end` (exclusive; default the whole file), one chunk per statement, each read only
 * when the consumer asks for more: a slow client holds one chunk, not the file.
 */
export async function* readBlob(
  db: Queryable,
  blobId: number,
  size: number,
  range: { start: number; end: number } = { start: 0, end: size },
): AsyncGenerator<Buffer> {
  const end = Math.min(range.end, size);
  for (let offset = range.start; offset < end; ) {
    const seq = Math.floor(offset / CHUNK_BYTES);
    const row = await db
      .selectFrom("file_chunk")
      .select("data")
      .where("blob_id", "=", blobId)
      .where("seq", "=", seq)
      .executeTakeFirst();
    // a chunk gone means the file was deleted or replaced while it was read
    if (!row) throw new Error(`chunk ${seq} of blob ${blobId} is missing`);
    const from = offset - seq * CHUNK_BYTES;
    const to = Math.min(row.data.length, end - seq * CHUNK_BYTES);
    yield row.data.subarray(from, to);
    offset = seq * CHUNK_BYTES + to;
  }
}

/** Staging blobs older than this are left over by an upload that never finished (a crash). */
export const STAGING_MAX_AGE_MS = 6 * 3_600_000;

/** Deletes the staging blobs older than `before`; answers how many. */
export async function sweepStagingBlobs(db: Queryable, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("file_blob")
    .where("stored", "=", false)
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

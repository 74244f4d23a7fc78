import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { PoolClient } from "pg";
import { to as copyTo } from "pg-copy-streams";
import { type Database, withConnection } from "../db/database.ts";
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
  const blob = await db
    .insertInto("file_blob")
    .values({ lease_until: leaseEnd() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lease = holdLease(db, blob.id);
  const hash = createHash("sha256");
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  let seq = 0;
  let size = 0;
  // One buffer for every chunk: the driver copies a parameter into its message when it sends the
  // statement, and the next chunk is filled only after the insert has answered.
  const flush = async () => {
    if (filled === 0) return;
    await insertChunk(db, blob.id, seq++, chunk.subarray(0, filled));
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
  } finally {
    await lease.release();
  }
}

/**
 * How long a staging blob's lease holds, and how often its upload renews it: three renewals may fail or
 * come late before the lease lapses. A blob whose upload was killed is free to sweep a lease later.
 */
export const UPLOAD_LEASE_MS = 30_000;
const LEASE_RENEWAL_MS = 10_000;

/** the lease's end by the database's clock, which the sweep reads too (instances' clocks may differ) */
const leaseEnd = () => sql<Date>`now() + ${sql.lit(`${UPLOAD_LEASE_MS} milliseconds`)}::interval`;

/**
 * Renews the lease of an upload's staging blob until released. A renewal that fails (the database away
 * for a moment) is tried again with the next; should the lease lapse and the sweep take the blob, the
 * upload's next chunk fails on the missing blob and the upload is refused whole, never stored in part.
 */
function holdLease(db: Queryable, blobId: number): { release(): Promise<void> } {
  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewal = db
      .updateTable("file_blob")
      .set({ lease_until: leaseEnd() })
      .where("id", "=", blobId)
      .execute()
      .catch(() => {});
  }, LEASE_RENEWAL_MS);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await renewal;
    },
  };
}

async function insertChunk(db: Queryable, blobId: number, seq: number, data: Buffer): Promise<void> {
  await db.insertInto("file_chunk").values({ blob_id: blobId, seq, data }).execute();
}

/**
 * Bytes already in memory (demo data, tests) as one stored blob, dated `createdAt` where given (the demo's
 * past), else by the database's clock.
 */
export async function insertStoredBlob(db: Queryable, content: Buffer, createdAt?: Date): Promise<number> {
  const sha256 = createHash("sha256").update(content).digest("hex");
  const blob = await db
    .insertInto("file_blob")
    .values({ size: content.length, sha256, stored: true, created_at: createdAt })
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

/** The signature of PostgreSQL's binary COPY format, and the bytes before a row's first field's data. */
const COPY_SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");

/**
 * The data of one chunk, bytes `from` to `to`, as `COPY ... TO STDOUT (FORMAT binary)` sends it: raw bytes
 * in the driver's buffers. A SELECT would hand each chunk over as a hex string twice its size, which the
 * JavaScript heap keeps until its next full collection (measured: 80 MB above idle for a 100 MB download,
 * against 25 MB this way). The ids are numbers of ours, so inlining them is safe; COPY takes no parameters.
 */
async function* copyChunk(
  client: PoolClient,
  blobId: number,
  seq: number,
  from: number,
  to: number,
): AsyncGenerator<Buffer> {
  if (!Number.isSafeInteger(blobId) || !Number.isSafeInteger(seq))
    throw new RangeError("blob id and seq must be integers");
  const stream = client.query(
    copyTo(
      `COPY (SELECT data FROM file_chunk WHERE blob_id = ${blobId} AND seq = ${seq}) TO STDOUT (FORMAT binary)`,
    ),
  );
  let head = Buffer.alloc(0);
  let dataAt = -1;
  let length = 0;
  let position = 0;
  for await (const received of stream) {
    let piece: Buffer = received;
    if (dataAt < 0) {
      head = Buffer.concat([head, piece]);
      // signature (11), flags (4), header extension length (4) and extension, field count (2), length (4)
      if (head.length < 19) continue;
      const at = 19 + head.readInt32BE(15);
      if (head.length < at + 2) continue;
      if (!head.subarray(0, 11).equals(COPY_SIGNATURE))
        throw new Error("not PostgreSQL's binary COPY format");
      if (head.readInt16BE(at) !== 1) throw new Error(`chunk ${seq} of blob ${blobId} is missing`);
      if (head.length < at + 6) continue;
      length = head.readInt32BE(at + 2);
      dataAt = at + 6;
      piece = head.subarray(dataAt);
      head = Buffer.alloc(0);
    }
    // what is left of the row's data (the format's trailer comes after it)
    const data = piece.subarray(0, Math.max(0, length - position));
    const wanted = data.subarray(Math.max(0, from - position), Math.max(0, to - position));
    position += data.length;
    if (wanted.length > 0) yield wanted;
  }
  if (dataAt < 0 || position < Math.min(to, length))
    throw new Error(`chunk ${seq} of blob ${blobId} is missing`);
}

/**
 * The bytes `start` to `end` (exclusive; default the whole file), one chunk per statement, each read only
 * when the consumer asks for more: a slow client holds one chunk, not the file, and on PGlite other
 * queries run between the chunks.
 */
export async function* readBlob(
  db: Database,
  blobId: number,
  size: number,
  range: { start: number; end: number } = { start: 0, end: size },
): AsyncGenerator<Buffer> {
  const end = Math.min(range.end, size);
  for (let seq = Math.floor(range.start / CHUNK_BYTES); seq * CHUNK_BYTES < end; seq++) {
    const base = seq * CHUNK_BYTES;
    const from = Math.max(0, range.start - base);
    const to = Math.min(CHUNK_BYTES, end - base);
    // a missing chunk means the file was deleted or replaced while it was read: the error ends the stream
    const pieces = await withConnection(db, async (client) => {
      const read: Buffer[] = [];
      for await (const piece of copyChunk(client, blobId, seq, from, to)) read.push(piece);
      return read;
    });
    yield* pieces;
  }
}

/**
 * Deletes the staging blobs created before `before` whose upload no longer holds them (lease lapsed or
 * none): an upload in progress keeps its blob whatever `before` is, so an eager sweep is safe beside other
 * instances' uploads. Answers how many.
 */
export async function sweepStagingBlobs(db: Queryable, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("file_blob")
    .where("stored", "=", false)
    .where("created_at", "<", before)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", sql<Date>`now()`)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

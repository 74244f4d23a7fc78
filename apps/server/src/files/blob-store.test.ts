import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import type { DatabaseHandle } from "../db/database.ts";
import {
  CHUNK_BYTES,
  discardBlob,
  insertStoredBlob,
  readBlob,
  streamIntoBlob,
  sweepStagingBlobs,
} from "./blob-store.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await cloneTemplate(inject("databaseTemplate"));
});
afterAll(() => handle?.close());

async function read(blobId: number, size: number, range?: { start: number; end: number }) {
  const pieces: Buffer[] = [];
  for await (const piece of readBlob(handle.db, blobId, size, range)) pieces.push(piece);
  return Buffer.concat(pieces);
}

async function* pieces(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("blob store", () => {
  it("streams pieces of any size into full chunks, and reads any range back", async () => {
    const bytes = randomBytes(2 * CHUNK_BYTES + 1234);
    const seen: number[] = [];
    const blob = await streamIntoBlob(handle.db, pieces(bytes, 100_003), (piece) => seen.push(piece.length));
    expect(blob.size).toBe(bytes.length);
    expect(seen.reduce((a, b) => a + b, 0)).toBe(bytes.length);
    expect((await read(blob.blobId, blob.size)).equals(bytes)).toBe(true);
    for (const [start, end] of [
      [0, 1],
      [CHUNK_BYTES - 3, CHUNK_BYTES + 3],
      [CHUNK_BYTES, 2 * CHUNK_BYTES],
      [2 * CHUNK_BYTES + 1000, bytes.length + 50],
      [17, 17],
    ] as const) {
      expect(
        (await read(blob.blobId, blob.size, { start, end })).equals(bytes.subarray(start, end)),
        `${start}-${end}`,
      ).toBe(true);
    }
  });

  it("deletes its staging blob when the source fails half-way", async () => {
    const before = await handle.db.selectFrom("file_blob").select("id").execute();
    async function* failing() {
      yield randomBytes(CHUNK_BYTES + 10);
      throw new Error("the client went away");
    }
    await expect(streamIntoBlob(handle.db, failing())).rejects.toThrow("the client went away");
    expect(await handle.db.selectFrom("file_blob").select("id").execute()).toEqual(before);
  });

  it("ends a read with an error when a chunk is gone, and refuses to read inside a transaction", async () => {
    const id = await insertStoredBlob(handle.db, randomBytes(CHUNK_BYTES + 5));
    await handle.db.deleteFrom("file_chunk").where("blob_id", "=", id).where("seq", "=", 1).execute();
    await expect(read(id, CHUNK_BYTES + 5)).rejects.toThrow(`chunk 1 of blob ${id} is missing`);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        for await (const _ of readBlob(trx, id, 1)) {
          // nothing: the read fails before
        }
      }),
    ).rejects.toThrow("not a transaction");
    await discardBlob(handle.db, id);
  });

  it("sweeps staging blobs older than the given time, and never a stored one", async () => {
    const stored = await insertStoredBlob(handle.db, Buffer.from("x"));
    const staging = await handle.db
      .insertInto("file_blob")
      .values({ created_at: new Date("2020-01-01T00:00:00Z") })
      .returning("id")
      .executeTakeFirstOrThrow();
    const fresh = await handle.db
      .insertInto("file_blob")
      .defaultValues()
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await sweepStagingBlobs(handle.db, new Date(Date.now() - 3_600_000))).toBe(1);
    const left = (await handle.db.selectFrom("file_blob").select("id").execute()).map((r) => r.id);
    expect(left).toContain(stored);
    expect(left).toContain(fresh.id);
    expect(left).not.toContain(staging.id);
  });

  it("never sweeps the staging blob of an upload in progress, even with an age of 0, and the upload completes", async () => {
    const bytes = randomBytes(CHUNK_BYTES + 4321);
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let reachedPause: () => void = () => {};
    const atPause = new Promise<void>((resolve) => {
      reachedPause = resolve;
    });
    async function* slowClient() {
      yield bytes.subarray(0, CHUNK_BYTES + 10); // one chunk is in the database
      reachedPause();
      await paused;
      yield bytes.subarray(CHUNK_BYTES + 10);
    }
    const upload = streamIntoBlob(handle.db, slowClient());
    await atPause;
    const staging = await handle.db
      .selectFrom("file_blob")
      .select(["id", "lease_until"])
      .where("stored", "=", false)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(staging.lease_until).not.toBeNull();
    // an eager sweep of another instance: everything created before a moment from now
    await sweepStagingBlobs(handle.db, new Date(Date.now() + 60_000));
    const left = await handle.db
      .selectFrom("file_chunk")
      .select("seq")
      .where("blob_id", "=", staging.id)
      .execute();
    expect(left).toEqual([{ seq: 0 }]);
    resume();
    const blob = await upload;
    expect(blob.blobId).toBe(staging.id);
    expect((await read(blob.blobId, blob.size)).equals(bytes)).toBe(true);
  });

  it("sweeps a staging blob whose upload's lease has lapsed (the upload was killed)", async () => {
    const killed = await handle.db
      .insertInto("file_blob")
      .values({ lease_until: new Date(Date.now() - 60_000) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const leased = await handle.db
      .insertInto("file_blob")
      .values({ lease_until: new Date(Date.now() + 3_600_000) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sweepStagingBlobs(handle.db, new Date(Date.now() + 60_000));
    const left = (await handle.db.selectFrom("file_blob").select("id").execute()).map((r) => r.id);
    expect(left).not.toContain(killed.id);
    expect(left).toContain(leased.id);
    await discardBlob(handle.db, leased.id);
  });
});

import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../../../test/database-template.ts";
import { CHUNK_BYTES, readBlob } from "../../files/blob-store.ts";
import type { Database, DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

let handle: DatabaseHandle;
let db: Database;
const files = {
  small: Buffer.from("<?xml version='1.0'?><a>ä</a>"),
  // two full chunks and a bit: the boundaries must hold
  large: randomBytes(2 * CHUNK_BYTES + 17),
  exact: randomBytes(CHUNK_BYTES),
  empty: Buffer.alloc(0),
};
const ids: Record<string, number> = {};
let genericId = 0;

async function read(blobId: number, size: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of readBlob(db, blobId, size)) pieces.push(piece);
  return Buffer.concat(pieces);
}

beforeAll(async () => {
  handle = await emptyDatabase(inject("databaseTemplate"));
  db = handle.db;
  await migrateTo(db, "0004_survey_evas_list");
  const survey = await sql<{ id: number }>`
    INSERT INTO survey (statistic_id, bzr, federal_state_code, description)
    VALUES ('2110', '250000', '09', 'Erhebung') RETURNING id`.execute(db);
  const surveyId = survey.rows[0]?.id;
  let version = 1;
  for (const [name, content] of Object.entries(files)) {
    const key = `1211025000009990000${version}`.slice(0, 17) + String(version).padStart(4, "0");
    const row = await sql<{ id: number }>`
      INSERT INTO resource (survey_id, resource_type, specialization, version, resource_key, description,
                            status, file_name, content_type, file_size)
      VALUES (${surveyId}, '99', '00', ${String(version).padStart(4, "0")}, ${key}, ${name}, 3,
              ${`${name}.xml`}, 'application/xml', ${content.length})
      RETURNING id`.execute(db);
    const id = row.rows[0]?.id ?? 0;
    ids[name] = id;
    await sql`INSERT INTO resource_file (resource_id, content) VALUES (${id}, ${content})`.execute(db);
    version++;
  }
  const generic = await sql<{ id: number }>`
    INSERT INTO generic_resource (resource_type, description, filename, content_type, content)
    VALUES ('03', 'raw2html', 'raw2html.xsl', 'application/xml', ${files.large}) RETURNING id`.execute(db);
  genericId = generic.rows[0]?.id ?? 0;
  await migrateTo(db, "0005_file_chunks");
}, 120_000);

afterAll(() => handle?.close());

describe("migration 0005: files in chunks", () => {
  it("moves every resource's bytes unchanged, in full chunks but the last, with size and hash", async () => {
    for (const [name, content] of Object.entries(files)) {
      const row = await db
        .selectFrom("resource as r")
        .innerJoin("file_blob as b", "b.id", "r.blob_id")
        .select(["b.id", "b.size", "b.sha256", "b.stored"])
        .where("r.id", "=", ids[name] ?? 0)
        .executeTakeFirstOrThrow();
      expect([row.size, row.stored], name).toEqual([content.length, true]);
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect((await read(row.id, row.size)).equals(content), name).toBe(true);
      const chunks = await db
        .selectFrom("file_chunk")
        .select(["seq", "data"])
        .where("blob_id", "=", row.id)
        .orderBy("seq")
        .execute();
      expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
      expect(chunks.slice(0, -1).every((c) => c.data.length === CHUNK_BYTES)).toBe(true);
      expect(chunks.length).toBe(Math.ceil(content.length / CHUNK_BYTES));
    }
  });

  it("moves the general resources' contents and drops the old columns", async () => {
    const row = await db
      .selectFrom("generic_resource as g")
      .innerJoin("file_blob as b", "b.id", "g.blob_id")
      .select(["b.id", "b.size"])
      .where("g.id", "=", genericId)
      .executeTakeFirstOrThrow();
    expect((await read(row.id, row.size)).equals(files.large)).toBe(true);
    const columns = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'generic_resource' AND column_name = 'content'
         OR table_name = 'resource_file' OR table_name = 'file_blob' AND column_name LIKE 'moved%'`.execute(
      db,
    );
    expect(columns.rows[0]?.n).toBe(0);
  });

  it("drops a file with its row, with a replaced file, and with a deleted survey's resources", async () => {
    const blobs = async () =>
      Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM file_blob`.execute(db)).rows[0]?.n);
    const before = await blobs();
    await db
      .deleteFrom("resource")
      .where("id", "=", ids.small ?? 0)
      .execute();
    expect(await blobs()).toBe(before - 1);
    const fresh = await db
      .insertInto("file_blob")
      .values({ stored: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("generic_resource").set({ blob_id: fresh.id }).where("id", "=", genericId).execute();
    expect(await blobs()).toBe(before - 1);
    await sql`DELETE FROM survey`.execute(db);
    expect(await blobs()).toBe(1);
    const chunks = await sql<{ n: number }>`SELECT count(*)::int AS n FROM file_chunk`.execute(db);
    expect(chunks.rows[0]?.n).toBe(0);
  });
});

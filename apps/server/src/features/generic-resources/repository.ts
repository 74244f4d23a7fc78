import type { GenericResourceAnswer, GenericResourceWrite } from "@erhdb/domain";
import { DEFAULT_ENCODING, genericResourceEncoding } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import type { StoredFile } from "../../files/send-file.ts";

/** Which general resources a query may return: all, or the public ones only. */
export interface Visibility {
  publicOnly: boolean;
}

/** A general resource with its stored file: what the writes check, answer and audit. */
export interface GenericResourceRecord {
  answer: GenericResourceAnswer;
  file: StoredFile & { sha256: string | null };
}

/** The file of a write: a new upload's, with the encoding its checks found (null for binary files). */
export interface FileValues {
  fileName: string;
  contentType: string;
  encoding: string | null;
  blobId: number;
}

const selectRecords = (db: Queryable) =>
  db
    .selectFrom("generic_resource as g")
    .innerJoin("file_blob as b", "b.id", "g.blob_id")
    .select([
      "g.id",
      "g.resource_type",
      "g.datml_raw_version",
      "g.version",
      "g.bzr",
      "g.description",
      "g.access_mode",
      "g.main_gen_res",
      "g.filename",
      "g.content_type",
      "g.encoding",
      "g.updating",
      "g.blob_id",
      "b.size",
      "b.sha256",
    ]);

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>["executeTakeFirstOrThrow"]>>;

function recordOf(r: RecordRow): GenericResourceRecord {
  return {
    answer: {
      id: r.id,
      resourcetype: r.resource_type,
      datmlRawVersion: r.datml_raw_version,
      version: r.version,
      bzr: r.bzr,
      description: r.description,
      accessMode: r.access_mode,
      mainGenRes: r.main_gen_res,
      filename: r.filename,
      encoding: r.encoding,
      updating: r.updating.toISOString(),
    },
    file: {
      fileName: r.filename,
      contentType: r.content_type,
      encoding: genericResourceEncoding(r.filename, r.encoding),
      blobId: r.blob_id,
      size: r.size,
      sha256: r.sha256,
    },
  };
}

/** Every general resource the caller may see, without contents, by type, then newest bzr first. */
export async function listGenericResources(
  db: Queryable,
  { publicOnly }: Visibility,
): Promise<GenericResourceAnswer[]> {
  let query = selectRecords(db).orderBy("g.resource_type").orderBy("g.bzr", "desc").orderBy("g.id");
  if (publicOnly) query = query.where("g.access_mode", "=", true);
  const rows = await query.execute();
  return rows.map((r) => recordOf(r).answer);
}

/** One general resource's stored file, if it exists and the caller may see it. */
export async function findGenericResourceFile(
  db: Queryable,
  id: number,
  { publicOnly }: Visibility,
): Promise<StoredFile | undefined> {
  let query = selectRecords(db).where("g.id", "=", id);
  if (publicOnly) query = query.where("g.access_mode", "=", true);
  const row = await query.executeTakeFirst();
  return row && recordOf(row).file;
}

/** The record; with `lock`, its row locked until the transaction ends. */
export async function findGenericResource(
  db: Queryable,
  id: number,
  lock = false,
): Promise<GenericResourceRecord | undefined> {
  let query = selectRecords(db).where("g.id", "=", id);
  if (lock) query = query.forUpdate("g");
  const row = await query.executeTakeFirst();
  return row && recordOf(row);
}

function rowValues(resource: GenericResourceWrite, now: Date) {
  return {
    resource_type: resource.resourcetype,
    datml_raw_version: resource.datmlRawVersion,
    version: resource.version,
    bzr: resource.bzr,
    description: resource.description,
    access_mode: resource.accessMode,
    main_gen_res: resource.mainGenRes,
    updating: now,
  };
}

/** The encoding column is NOT NULL: a file without an encoding (a zip archive) takes the default. */
function fileValues(file: FileValues) {
  return {
    filename: file.fileName,
    content_type: file.contentType,
    encoding: file.encoding ?? DEFAULT_ENCODING,
    blob_id: file.blobId,
  };
}

export async function insertGenericResource(
  db: Queryable,
  resource: GenericResourceWrite,
  file: FileValues,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("generic_resource")
    .values({ ...rowValues(resource, now), ...fileValues(file) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the fields and, with `file`, the file (the trigger of migration 0005 drops the old blob). */
export async function updateGenericResource(
  db: Queryable,
  id: number,
  resource: GenericResourceWrite,
  file: FileValues | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable("generic_resource")
    .set({ ...rowValues(resource, now), ...(file ? fileValues(file) : {}) })
    .where("id", "=", id)
    .execute();
}

/** Deletes the row; its blob goes with it (trigger). */
export async function deleteGenericResource(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("generic_resource").where("id", "=", id).execute();
}

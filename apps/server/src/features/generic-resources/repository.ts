import type { GenericResourceAnswer } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import type { StoredFile } from "../../files/send-file.ts";

/** Which general resources a query may return: all, or the public ones only. */
export interface Visibility {
  publicOnly: boolean;
}

/** Every general resource the caller may see, without contents, by type, then newest bzr first. */
export async function listGenericResources(db: Queryable, { publicOnly }: Visibility) {
  let query = db
    .selectFrom("generic_resource")
    .select([
      "id",
      "resource_type",
      "datml_raw_version",
      "version",
      "bzr",
      "description",
      "access_mode",
      "main_gen_res",
      "filename",
      "encoding",
      "updating",
    ])
    .orderBy("resource_type")
    .orderBy("bzr", "desc")
    .orderBy("id");
  if (publicOnly) query = query.where("access_mode", "=", true);
  const rows = await query.execute();
  return rows.map(
    (r): GenericResourceAnswer => ({
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
    }),
  );
}

/** One general resource's stored file, if it exists and the caller may see it. */
export async function findGenericResourceFile(
  db: Queryable,
  id: number,
  { publicOnly }: Visibility,
): Promise<StoredFile | undefined> {
  let query = db
    .selectFrom("generic_resource as g")
    .innerJoin("file_blob as b", "b.id", "g.blob_id")
    .select([
      "g.filename as fileName",
      "g.content_type as contentType",
      "g.encoding",
      "g.blob_id as blobId",
      "b.size",
    ])
    .where("g.id", "=", id);
  if (publicOnly) query = query.where("g.access_mode", "=", true);
  return query.executeTakeFirst();
}

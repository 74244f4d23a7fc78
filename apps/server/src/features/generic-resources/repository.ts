import type { GenericResourceAnswer } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";

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

/** One general resource's file, if it exists and the caller may see it. */
export async function findGenericResourceFile(db: Queryable, id: number, { publicOnly }: Visibility) {
  let query = db
    .selectFrom("generic_resource")
    .select(["filename", "content_type", "content"])
    .where("id", "=", id);
  if (publicOnly) query = query.where("access_mode", "=", true);
  return query.executeTakeFirst();
}

import type { GenericResourceTypeCode } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { OWNING_SURVEY_COLUMNS, owningSurveyOf } from "../../db/owning-survey.ts";
import type { Queryable } from "../../db/queryable.ts";
import { readBlob } from "../../files/blob-store.ts";

/** A stored file: its blob, size and the encoding its text is in. */
export interface StoredText {
  blobId: number;
  size: number;
  /** null for a file the server found to be no text */
  encoding: string | null;
}

/** A resource as its preview needs it: what decides who sees it and which stylesheet shows it, and its file. */
export interface PreviewSource {
  resource: {
    resourcetype: string;
    specialization: string;
    status: number;
    accessMode: boolean;
    fileName: string;
    contentType: string;
  };
  survey: {
    erhebungsid: string;
    statisticId: string;
    federalStateCode: string;
    status: number;
    accessMode: boolean;
  };
  file: StoredText;
}

export async function findPreviewSource(db: Queryable, id: number): Promise<PreviewSource | undefined> {
  const row = await db
    .selectFrom("resource as r")
    .innerJoin("survey as s", "s.id", "r.survey_id")
    .innerJoin("file_blob as b", "b.id", "r.blob_id")
    .select([
      "r.resource_type as resourcetype",
      "r.specialization",
      "r.status",
      "r.access_mode as accessMode",
      "r.file_name as fileName",
      "r.content_type as contentType",
      "r.encoding",
      "r.blob_id as blobId",
      "b.size",
      ...OWNING_SURVEY_COLUMNS,
    ])
    .where("r.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    resource: {
      resourcetype: row.resourcetype,
      specialization: row.specialization,
      status: row.status,
      accessMode: row.accessMode,
      fileName: row.fileName,
      contentType: row.contentType,
    },
    survey: owningSurveyOf(row),
    file: { blobId: row.blobId, size: row.size, encoding: row.encoding },
  };
}

/** A public general resource of a stylesheet type, a candidate for the current stylesheet. */
export interface StylesheetRow {
  id: number;
  resourcetype: string;
  accessMode: boolean;
  /** ISO timestamp, as currentStylesheet compares them */
  updating: string;
  fileName: string;
  version: string;
  file: StoredText;
}

export async function publicStylesheets(
  db: Queryable,
  type: GenericResourceTypeCode,
): Promise<StylesheetRow[]> {
  const rows = await db
    .selectFrom("generic_resource as g")
    .innerJoin("file_blob as b", "b.id", "g.blob_id")
    .select([
      "g.id",
      "g.resource_type",
      "g.access_mode",
      "g.updating",
      "g.filename",
      "g.version",
      "g.encoding",
      "g.blob_id",
      "b.size",
    ])
    .where("g.resource_type", "=", type)
    .where("g.access_mode", "=", true)
    .execute();
  return rows.map((g) => ({
    id: g.id,
    resourcetype: g.resource_type,
    accessMode: g.access_mode,
    updating: g.updating.toISOString(),
    fileName: g.filename,
    version: g.version,
    file: { blobId: g.blob_id, size: g.size, encoding: g.encoding },
  }));
}

/** A stored file's bytes, whole (the preview limits its size before). */
export async function readStoredBytes(db: Database, file: StoredText): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of readBlob(db, file.blobId, file.size)) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** The key the links are signed with (migration 0036). */
export async function previewLinkKey(db: Queryable): Promise<Buffer> {
  const row = await db.selectFrom("preview_link_key").select("key").executeTakeFirst();
  if (!row) throw new Error("preview_link_key holds no key (migration 0036 creates it)");
  return row.key;
}

import type { DocumentAnswer, DocumentKind, DocumentVisibility } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";

/** A document with where its bytes are: what the content calls serve. */
export interface DocumentRecord {
  answer: DocumentAnswer;
  encoding: string | null;
  blobId: number;
}

const selectDocuments = (db: Queryable) =>
  db
    .selectFrom("document as d")
    .innerJoin("file_blob as b", "b.id", "d.blob_id")
    .select([
      "d.name",
      "d.kind",
      "d.visibility",
      "d.title_de",
      "d.title_en",
      "d.media_type",
      "d.encoding",
      "d.blob_id",
      "d.updated_at",
      "b.size",
    ]);

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>["executeTakeFirstOrThrow"]>>;

function recordOf(row: DocumentRow): DocumentRecord {
  return {
    answer: {
      name: row.name,
      kind: row.kind,
      visibility: row.visibility,
      title: { de: row.title_de, en: row.title_en },
      mediaType: row.media_type,
      size: row.size,
      updated: row.updated_at.toISOString(),
    },
    encoding: row.encoding,
    blobId: row.blob_id,
  };
}

/** The documents of these visibilities, extern first, each in its sort order (then by name). */
export async function listDocuments(
  db: Queryable,
  visibilities: readonly DocumentVisibility[],
): Promise<DocumentAnswer[]> {
  if (visibilities.length === 0) return [];
  const rows = await selectDocuments(db)
    .where("d.visibility", "in", visibilities)
    .orderBy("d.visibility")
    .orderBy("d.sort_order")
    .orderBy("d.name")
    .execute();
  return rows.map((row) => recordOf(row).answer);
}

/** The document of this name and kind (and visibility, when given); undefined when there is none. */
export async function findDocument(
  db: Queryable,
  name: string,
  kind: DocumentKind,
  visibility?: DocumentVisibility,
): Promise<DocumentRecord | undefined> {
  let query = selectDocuments(db).where("d.name", "=", name).where("d.kind", "=", kind);
  if (visibility) query = query.where("d.visibility", "=", visibility);
  const row = await query.executeTakeFirst();
  return row ? recordOf(row) : undefined;
}

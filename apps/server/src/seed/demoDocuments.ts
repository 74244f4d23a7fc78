import type { DocumentKind, DocumentVisibility } from "@erhdb/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { insertStoredBlob } from "../files/blob-store.ts";
import {
  APPROVAL_CHECKLIST_LINES,
  EDITOR_HANDBOOK_PAGE,
  IDENTIFIERS_PAGE,
  USAGE_NOTES_LINES,
} from "./demoDocumentTexts.ts";
import { buildPdf } from "./files.ts";

/** A document of the documentation page as the demo data bring it (decision 19). */
export interface DemoDocument {
  name: string;
  kind: DocumentKind;
  visibility: DocumentVisibility;
  title: { de: string; en: string };
  mediaType: string;
  encoding: string | null;
  sortOrder: number;
  content: Buffer;
}

function pdf(
  name: string,
  visibility: DocumentVisibility,
  title: DemoDocument["title"],
  lines: readonly string[],
  sortOrder: number,
): DemoDocument {
  const content = buildPdf(title.de, lines);
  return {
    name,
    kind: "file",
    visibility,
    title,
    mediaType: "application/pdf",
    encoding: null,
    sortOrder,
    content,
  };
}

function page(
  name: string,
  visibility: DocumentVisibility,
  title: DemoDocument["title"],
  fragment: string,
  sortOrder: number,
): DemoDocument {
  const content = Buffer.from(fragment, "utf8");
  return {
    name,
    kind: "html",
    visibility,
    title,
    mediaType: "text/html",
    encoding: "UTF-8",
    sortOrder,
    content,
  };
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  pdf(
    "nutzungshinweise.pdf",
    "extern",
    { de: "Nutzungshinweise zur Erhebungsdatenbank", en: "Notes on using the survey identifier database" },
    USAGE_NOTES_LINES,
    10,
  ),
  page(
    "kennungen",
    "extern",
    { de: "Kennungen der Erhebungsdatenbank", en: "Identifiers of the survey identifier database" },
    IDENTIFIERS_PAGE,
    20,
  ),
  page(
    "handbuch-bearbeitung",
    "intern",
    { de: "Handbuch für Bearbeiterinnen und Bearbeiter", en: "Handbook for editors" },
    EDITOR_HANDBOOK_PAGE,
    10,
  ),
  pdf(
    "checkliste-freigabe.pdf",
    "intern",
    { de: "Checkliste zur Freigabe einer Erhebung", en: "Checklist for approving a survey" },
    APPROVAL_CHECKLIST_LINES,
    20,
  ),
];

/**
 * Adds the demo documents whose names the database lacks, also to a database that holds data already
 * (documents do not depend on surveys); a document of the same name stays as it is.
 */
export async function seedDocuments(db: Kysely<DB>, now: Date): Promise<number> {
  const present = new Set((await db.selectFrom("document").select("name").execute()).map((d) => d.name));
  const missing = DEMO_DOCUMENTS.filter((d) => !present.has(d.name));
  for (const d of missing) {
    const blobId = await insertStoredBlob(db, d.content, now);
    await db
      .insertInto("document")
      .values({
        name: d.name,
        kind: d.kind,
        visibility: d.visibility,
        title_de: d.title.de,
        title_en: d.title.en,
        media_type: d.mediaType,
        encoding: d.encoding,
        blob_id: blobId,
        sort_order: d.sortOrder,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return missing.length;
}

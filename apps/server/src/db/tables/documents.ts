import type { Generated } from "kysely";
import type { Timestamp } from "./column-types.ts";

/** A document of the documentation page (decision 19); its bytes are the blob's chunks. */
export interface DocumentTable {
  id: Generated<number>;
  /** the key of the calls: a file name (kind file) or a plain name (kind html) */
  name: string;
  kind: "file" | "html";
  visibility: "extern" | "intern";
  title_de: string;
  title_en: string;
  media_type: string;
  /** the charset of a text file; null for a binary one */
  encoding: string | null;
  blob_id: number;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentTables {
  document: DocumentTable;
}

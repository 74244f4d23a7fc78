import type { ColumnType, Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types.ts";

/** A stored file (decision 13); its bytes are the chunks in file_chunk. int8 reads as a number (database.ts). */
export interface FileBlobTable {
  id: Generated<number>;
  size: Generated<number>;
  sha256: string | null;
  /** false while its upload streams in */
  stored: Generated<boolean>;
  created_at: Timestamp;
  /** while an upload streams in, the time until which the sweep leaves its staging blob alone */
  lease_until: NullableTimestamp;
}

/** 512 KiB of a file: every chunk but the last is full, so an offset divided by the size is its seq. */
export interface FileChunkTable {
  blob_id: number;
  seq: number;
  data: ColumnType<Buffer, Buffer, Buffer>;
}

export interface FileTables {
  file_blob: FileBlobTable;
  file_chunk: FileChunkTable;
}

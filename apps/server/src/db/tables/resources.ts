import type { Generated } from "kysely";
import type { Timestamp } from "./column-types.ts";

export interface ResourceTable {
  id: Generated<number>;
  survey_id: number;
  /** 99, 98, 97, 95, 94, 93, 92, 91, 90, 89, 88, 87, 86 */
  resource_type: string;
  /** two digits, within the type's specializations */
  specialization: string;
  /** four digits, the last four of the key */
  version: string;
  /** set for types 93 and 94 only */
  valid_from_bzr: string | null;
  /** [valid_from_bzr (6)] erhebungsid (13) type (2) specialization (2) version (4): 21 or 27 digits */
  resource_key: string;
  description: string;
  /** 0 blocked, 1 testable, 2 tested, 3 usable, 8 used, 9 deleted, 10 archived, 11 deleted but used */
  status: number;
  /** true = public (extern) */
  access_mode: Generated<boolean>;
  count_core: Generated<number>;
  count_intern: Generated<number>;
  count_extern: Generated<number>;
  file_name: string;
  content_type: string;
  file_size: number;
  /** UTF-8, ISO-8859-1, ISO-8859-15 or null (binary files) */
  encoding: string | null;
  /** the file's bytes (file_blob); deleting the row or replacing the id drops the old blob */
  blob_id: number;
  created_at: Timestamp;
  updating: Timestamp;
}

export interface GenericResourceTable {
  id: Generated<number>;
  /** 01 SDFMeta, 02 schema, 03 raw2html, 04 res2html */
  resource_type: string;
  datml_raw_version: Generated<string>;
  version: Generated<string>;
  bzr: Generated<string>;
  description: string;
  access_mode: Generated<boolean>;
  /** the entry file of a zip archive; required for zip */
  main_gen_res: string | null;
  filename: string;
  content_type: string;
  encoding: Generated<string>;
  blob_id: number;
  updating: Timestamp;
}

/** An encoding a resource type may be registered with. */
export interface EncodingTable {
  id: Generated<number>;
  /** 99, 97, 94, 01, 02, 03, 04 */
  restype: string;
  encoding: string;
  updating: Timestamp;
}

export interface ResourceTables {
  resource: ResourceTable;
  generic_resource: GenericResourceTable;
  encoding: EncodingTable;
}

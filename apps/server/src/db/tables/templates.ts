import type { Generated } from "kysely";
import type { Json, Timestamp } from "./column-types.ts";

/** A saved column layout of one of a person's tables. */
export interface TableTemplateTable {
  id: Generated<number>;
  person_id: number;
  /** adtable, eidtable, evastable, processtable, resourcetable, usertable, unassigntable, encodingtable, genresourcetable */
  type: string;
  name: string;
  /** the table's column list (a JSON array) */
  columns: Json<unknown[]>;
  default_template: Generated<boolean>;
  created_at: Timestamp;
  updating: Timestamp;
}

export interface TemplateTables {
  table_template: TableTemplateTable;
}

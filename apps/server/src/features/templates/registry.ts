import type { TemplateType } from "@erhdb/domain";
import type { TableDeclaration } from "../../data-table/index.ts";
import { encodingsTable } from "../encodings/table.ts";
import { evasTable } from "../evas/table.ts";
import { genericResourcesTable } from "../generic-resources/table.ts";
import { requestsTable } from "../requests/table.ts";
import { resourcesTable } from "../resources/table.ts";
import { surveysTable } from "../surveys/table.ts";

/**
 * The table each kind of template belongs to; a template's columns are checked against it. Kinds
 * whose table is not declared yet are checked for their shape only (add them here with the table).
 */
const TABLES: Partial<Record<TemplateType, TableDeclaration>> = {
  evastable: evasTable,
  eidtable: surveysTable,
  resourcetable: resourcesTable,
  genresourcetable: genericResourcesTable,
  encodingtable: encodingsTable,
  processtable: requestsTable,
};

export function tableOfTemplateType(type: TemplateType): TableDeclaration | null {
  return TABLES[type] ?? null;
}

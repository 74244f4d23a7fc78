import { encodingsTable } from "./features/encodings/table.ts";
import { evasTable } from "./features/evas/table.ts";
import { genericResourcesTable } from "./features/generic-resources/table.ts";
import { requestsTable } from "./features/requests/table.ts";
import { resourcesTable } from "./features/resources/table.ts";
import { surveysTable } from "./features/surveys/table.ts";
import type { TemplateTables } from "./features/templates/service.ts";

/**
 * The table each kind of template belongs to; a template's columns are checked against it. Kinds
 * whose table is not declared yet are checked for their shape only (add them here with the table).
 * The app composes it from the features' tables and passes it to the templates (app.ts).
 */
export const TEMPLATE_TABLES: TemplateTables = {
  evastable: evasTable,
  eidtable: surveysTable,
  resourcetable: resourcesTable,
  genresourcetable: genericResourcesTable,
  encodingtable: encodingsTable,
  processtable: requestsTable,
};

import { PUBLIC } from "@erhdb/domain";
import { tableRoutes } from "../../data-table/index.ts";
import { genericResourcesTable } from "./table.ts";

/**
 * GET genericResource/tablestate and POST genericResource/table (decision 13): open to everyone, the rows
 * following the caller; no CSV (SPEC 2.7 offers none).
 */
export const genericResourceTableRoutes = tableRoutes({
  path: "/genericResource/table",
  statePath: "/genericResource",
  table: genericResourcesTable,
  access: PUBLIC,
  csv: false,
});

import { allRights } from "@erhdb/domain";
import { tableRoutes } from "../../data-table/index.ts";
import { encodingsTable } from "./table.ts";

/** GET restypEncoding/tablestate and POST restypEncoding/table (decision 13): the screen's right, no CSV. */
export const encodingTableRoutes = tableRoutes({
  path: "/restypEncoding/table",
  statePath: "/restypEncoding",
  table: encodingsTable,
  access: allRights("RESTYPENCODING_READ"),
  csv: false,
});

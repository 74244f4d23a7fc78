import { allRights } from "@erhdb/domain";
import { tableRoutes } from "../../data-table/index.ts";
import { requestsTable } from "./table.ts";

/** GET request/tablestate, POST request/table, POST request/table/csv and .../csv/all: REQUEST_READ. */
export const requestTableRoutes = tableRoutes({
  path: "/request/table",
  statePath: "/request",
  table: requestsTable,
  access: allRights("REQUEST_READ"),
});

import { allRights } from "@erhdb/domain";
import { tableRoutes } from "../../data-table/index.ts";
import { personTable } from "./table.ts";

/** GET person/tablestate and POST person: USER_READ; no CSV (decision 16). */
export const personTableRoutes = tableRoutes({
  path: "/person",
  table: personTable,
  access: allRights("USER_READ"),
  csv: false,
});

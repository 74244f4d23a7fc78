import { LOGGED_IN } from "@erhdb/domain";
import { tableRoutes } from "../../data-table/index.ts";
import { resourcesTable } from "./table.ts";

/** GET resources/tablestate and POST resource/table: the resources list, for everyone logged in. */
export const resourceTableRoutes = tableRoutes({
  path: "/resource",
  statePath: "/resources",
  table: resourcesTable,
  access: LOGGED_IN,
});

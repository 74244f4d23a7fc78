import { PUBLIC } from "@erhdb/domain";
import { tableRoutes } from "../../data-table/index.ts";
import { evasTable } from "./table.ts";

/** GET evas/tablestate, POST evas, POST evas/csv, POST evas/csv/all: open to everyone (SPEC 2.1). */
export const evasTableRoutes = tableRoutes({ path: "/evas", table: evasTable, access: PUBLIC });

import { PUBLIC } from "@erhdb/domain";
import { tableRoutes } from "../../data-table/index.ts";
import { surveysTable } from "./table.ts";

/**
 * GET eid/tablestate, POST eid, POST eid/csv, POST eid/csv/all: open to everyone, with or without a
 * session; the rows follow the caller (surveysTable's visibility).
 */
export const surveyTableRoutes = tableRoutes({ path: "/eid", table: surveysTable, access: PUBLIC });

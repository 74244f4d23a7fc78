import { get, type MatrixCall, type MatrixRow, post, row } from "../rows.ts";
import { right } from "../who.ts";

/**
 * The administrators' tools (SPEC 2.17, 2.18, 7 "Logs", "Db query"; decision 18): the log viewer and the
 * audit download need MONITORING_ACCESS, the read-only SQL console SQLEDITOR_ACCESS; all of them read.
 */

const MONITORING = right("MONITORING_ACCESS");
const SQL_EDITOR = right("SQLEDITOR_ACCESS");
/** decision 18: the console answers alike on PGlite and PostgreSQL */
const consoleRow = (operation: string, call: MatrixCall) =>
  row({ operation, writes: false, allowed: SQL_EDITOR, call: () => call });

export const MONITORING_ROWS: MatrixRow[] = [
  row({ operation: "GET /logs", writes: false, allowed: MONITORING, call: () => get("/logs?size=50") }),
  row({
    operation: "GET /logs/{name}",
    writes: false,
    allowed: MONITORING,
    call: () => get("/logs/current"),
  }),
  row({
    operation: "GET /audit",
    writes: false,
    allowed: MONITORING,
    call: () => get(`/audit?fromDate=${Date.now() - 3_600_000}&toDate=${Date.now() + 3_600_000}`),
  }),
  consoleRow("GET /dbQuery", get("/dbQuery")),
  consoleRow("GET /dbQuery/tables", get("/dbQuery/tables")),
  consoleRow("POST /dbQuery", post("/dbQuery", { query: "SELECT 1 AS eins" })),
  consoleRow("POST /dbQuery/csv", post("/dbQuery/csv", { query: "SELECT 1 AS eins" })),
];

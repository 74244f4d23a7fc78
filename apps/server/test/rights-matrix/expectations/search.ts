import { get, type MatrixRow, row } from "../rows.ts";
import { everyone } from "../who.ts";

/** The search field (issue 36): public; each caller finds what the lists show them. */
export const SEARCH_ROWS: MatrixRow[] = [
  row({
    operation: "GET /search",
    writes: false,
    allowed: everyone,
    call: () => get("/search?q=Statistik"),
  }),
];

import { get, type MatrixRow, row } from "../rows.ts";
import { everyone, loggedIn } from "../who.ts";

/**
 * The documents (SPEC 2.6, 6, 7 "Documents"; decision 19): anonymous visitors see only the public ones; an
 * internal document asks them to log in (401), and so does any name not of a public one (decision 34).
 */
export const DOCUMENT_ROWS: MatrixRow[] = [
  row({ operation: "GET /documents", writes: false, allowed: everyone, call: () => get("/documents") }),
  row({
    operation: "GET /documents/extern/{file}",
    writes: false,
    allowed: everyone,
    call: () => get("/documents/extern/nutzungshinweise.pdf"),
  }),
  row({
    operation: "GET /documents/intern/{file}",
    writes: false,
    allowed: loggedIn,
    call: () => get("/documents/intern/checkliste-freigabe.pdf"),
  }),
  row({
    operation: "GET /documents/loadhtml/{name}",
    variant: "public page",
    writes: false,
    allowed: everyone,
    call: () => get("/documents/loadhtml/kennungen"),
  }),
  row({
    operation: "GET /documents/loadhtml/{name}",
    variant: "internal page",
    writes: false,
    allowed: loggedIn,
    fixture: async () => "handbuch-bearbeitung",
    // anonymous callers are asked to log in for any name but a public page's (decision 34)
    hidden: { sees: loggedIn, unknown: (_, ctx) => `unbekannt-${ctx.fx.next()}` },
    call: (name) => get(`/documents/loadhtml/${name}`),
  }),
];

import { get, type MatrixRow, post, row } from "../rows.ts";
import { everyone, right } from "../who.ts";
import { tableRows } from "./shared.ts";

/** SPEC 7 "Evas": the register is public; each write needs its EVAS_* right (SPEC 6). */
export const EVAS_ROWS: MatrixRow[] = [
  ...tableRows({ path: "/evas", allowed: everyone }),
  row({
    operation: "GET /evas/activeEvas",
    writes: false,
    allowed: everyone,
    call: () => get("/evas/activeEvas"),
  }),
  row({
    operation: "GET /evas/activeEvasTree",
    writes: false,
    allowed: everyone,
    call: () => get("/evas/activeEvasTree"),
  }),
  row({
    operation: "GET /evas/length/{length}",
    writes: false,
    allowed: everyone,
    call: () => get("/evas/length/5"),
  }),
  row({
    operation: "GET /evas/{id}",
    writes: false,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.evas(),
    call: (evas) => get(`/evas/${evas.id}`),
  }),
  row({
    operation: "POST /evas/create",
    writes: true,
    allowed: right("EVAS_CREATE"),
    fixture: async (ctx) => ctx.fx.evasCode(),
    call: (evas) => post("/evas/create", { evas, description: "Neue Statistik", period: 3, closing: null }),
  }),
  row({
    operation: "POST /evas/{id}/update",
    writes: true,
    allowed: right("EVAS_EDIT"),
    fixture: (ctx) => ctx.fx.evas(),
    call: (evas) =>
      post(`/evas/${evas.id}/update`, {
        evas: evas.evas,
        description: "Umbenannt",
        period: 3,
        closing: null,
      }),
  }),
  row({
    operation: "POST /evas/{id}/delete",
    writes: true,
    allowed: right("EVAS_DELETE"),
    fixture: (ctx) => ctx.fx.evas(),
    call: (evas) => post(`/evas/${evas.id}/delete`),
  }),
];

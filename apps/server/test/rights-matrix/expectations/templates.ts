import { get, type MatrixRow, post, row } from "../rows.ts";
import { loggedIn } from "../who.ts";
import { columnsFor } from "./shared.ts";

/** Saved column sets (SPEC 2.3, API.md "Templates"): each logged-in person's own; anonymous callers get 401. */
export const TEMPLATE_ROWS: MatrixRow[] = [
  row({
    operation: "GET /templates/{type}",
    writes: false,
    allowed: loggedIn,
    call: () => get("/templates/adtable"),
  }),
  row({
    operation: "POST /templates/{type}",
    writes: true,
    allowed: loggedIn,
    fixture: async (ctx) => `Vorlage ${ctx.fx.next()}`,
    call: async (name, caller, ctx) =>
      post("/templates/adtable", {
        name,
        columns: await columnsFor(ctx, "/evas", caller),
        defaultTemplate: false,
      }),
  }),
  row({
    operation: "POST /templates/{type}/{id}/delete",
    variant: "own template",
    writes: true,
    allowed: loggedIn,
    fixture: (ctx, owner) => ctx.fx.template(owner.personId ?? 0),
    call: (template) => post(`/templates/adtable/${template.id}/delete`),
  }),
];

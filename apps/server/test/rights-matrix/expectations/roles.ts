import { get, type MatrixRow, post, row } from "../rows.ts";
import { anyRight, right } from "../who.ts";

/**
 * Role administration and role-statids (SPEC 2.16, 7 "Roles", "Role-statids"; decision 16). The roles
 * acted on are custom ones (ranking as guest) that nobody holds, and a change only takes a right away, so
 * that ROLE_EDIT is all it takes; the rank and held-rights rules have their own tests (roles/*.test.ts).
 */

const ROLE_READ = right("ROLE_READ");
const ROLE_EDIT = right("ROLE_EDIT");

export const ROLE_ROWS: MatrixRow[] = [
  row({ operation: "GET /acl", writes: false, allowed: ROLE_READ, call: () => get("/acl") }),
  row({
    operation: "GET /role",
    writes: false,
    // the user dialog's role list too (decision 16: ROLE_READ or USER_CREATE)
    allowed: anyRight("ROLE_READ", "USER_CREATE"),
    call: () => get("/role"),
  }),
  row({
    operation: "POST /role/create",
    writes: true,
    allowed: ROLE_EDIT,
    fixture: async (ctx) => `Neurolle${ctx.fx.next()}`,
    call: (name) => post("/role/create", { name, acls: [], persons: [] }),
  }),
  row({
    operation: "POST /role/update",
    writes: true,
    allowed: ROLE_EDIT,
    fixture: (ctx) => ctx.fx.role(["COMMENTARY_READ"]),
    call: (role) => post("/role/update", [{ id: role.id, acls: [] }]),
  }),
  row({
    operation: "GET /role/delete/{name}",
    writes: true,
    allowed: ROLE_EDIT,
    fixture: (ctx) => ctx.fx.role(),
    call: (role) => get(`/role/delete/${role.name}`),
  }),
  row({ operation: "GET /roleStatids", writes: false, allowed: ROLE_READ, call: () => get("/roleStatids") }),
  row({
    operation: "GET /roleStatids/allIds",
    writes: false,
    allowed: ROLE_READ,
    call: () => get("/roleStatids/allIds"),
  }),
  row({
    operation: "POST /roleStatids",
    writes: true,
    allowed: ROLE_EDIT,
    fixture: (ctx) => ctx.fx.role(),
    call: (role) => post("/roleStatids", { roleId: role.id, statisticId: "4711" }),
  }),
  row({
    operation: "POST /roleStatids/delete",
    writes: true,
    allowed: ROLE_EDIT,
    fixture: (ctx) => ctx.fx.roleStatid(),
    call: (entry) => post("/roleStatids/delete", { id: entry.id }),
  }),
];

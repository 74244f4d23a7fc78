import type { Right, RoleName } from "@erhdb/domain";
import { TEST_PASSWORD } from "../../fixtures.ts";
import { rightsOfRole } from "../callers.ts";
import type { MatrixContext } from "../rows.ts";
import { get, type MatrixRow, post, row } from "../rows.ts";
import { and, everyone, everyRight, loggedIn, or, right, superAdminRole } from "../who.ts";
import { LOGGED_USER_RIGHTS, tableRows } from "./shared.ts";

/**
 * Login, the user administration, the password flows and the util lists (SPEC 6/7, decision 16, issue 24).
 * The accounts acted on hold the role LoggedUser, unless a row names another.
 */

const USER_READ = right("USER_READ");
/**
 * Issue 24: besides USER_CREATE, a non-SuperAdmin gives a role, or edits, re-addresses, resets the
 * password of or changes the permissions of an account holding it, only holding every right of that role.
 */
const administers = (roleRights: readonly Right[]) =>
  and(right("USER_CREATE"), or(superAdminRole, everyRight(...roleRights)));
const administersLoggedUsers = administers(LOGGED_USER_RIGHTS);
/** the escalation: CoreBroker ranks as guest, but holds rights a UserAdmin lacks */
const administersCoreBrokers = administers(rightsOfRole("CoreBroker"));

async function roleId(ctx: MatrixContext, name: RoleName): Promise<number> {
  const role = await ctx.t.db
    .selectFrom("role")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return role.id;
}

const personBody = async (ctx: MatrixContext, role: RoleName = "LoggedUser") => ({
  email: ctx.fx.mail("konto"),
  name: "Matrix",
  forename: "Test",
  phone: "+49 611 1",
  office: "05",
  role: { id: await roleId(ctx, role) },
});

const person = (ctx: MatrixContext) => ctx.fx.person();

export const PERSON_ROWS: MatrixRow[] = [
  row({
    operation: "POST /login",
    writes: true,
    allowed: everyone,
    // a login uses nothing up: one account for every caller
    fixturePerCall: false,
    fixture: person,
    call: (account) => post("/login", { username: account.email, password: TEST_PASSWORD }),
  }),
  row({ operation: "GET /auth", writes: false, allowed: loggedIn, call: () => get("/auth") }),
  row({
    operation: "POST /logout",
    writes: true,
    allowed: loggedIn,
    // a second session of the caller's own, so that the matrix's session lives on
    fixture: (ctx, owner) => ctx.fx.session(owner.personId ?? 0),
    call: (second, caller) => ({ ...post("/logout"), token: caller.token === null ? null : second }),
  }),

  ...tableRows({ path: "/person", allowed: USER_READ, csv: false }),
  row({ operation: "GET /person", writes: false, allowed: USER_READ, call: () => get("/person") }),
  row({
    operation: "GET /person/{id}",
    writes: false,
    allowed: USER_READ,
    fixture: person,
    call: (target) => get(`/person/${target.id}`),
  }),
  row({
    operation: "POST /person/create",
    writes: true,
    allowed: administersLoggedUsers,
    call: async (_, __, ctx) => post("/person/create", await personBody(ctx)),
  }),
  row({
    operation: "POST /person/create",
    variant: "role CoreBroker",
    writes: true,
    allowed: administersCoreBrokers,
    call: async (_, __, ctx) => post("/person/create", await personBody(ctx, "CoreBroker")),
  }),
  row({
    operation: "POST /person/{id}/update",
    writes: true,
    allowed: administersLoggedUsers,
    fixture: person,
    call: async (target, _, ctx) => post(`/person/${target.id}/update`, await personBody(ctx)),
  }),
  row({
    operation: "POST /person/{id}/delete",
    writes: true,
    // deleting takes rights away and gives none: USER_CREATE alone (issue 24 binds the other actions)
    allowed: right("USER_CREATE"),
    fixture: person,
    call: (target) => post(`/person/${target.id}/delete`),
  }),
  row({
    operation: "POST /person/{id}/pw",
    writes: true,
    allowed: administersLoggedUsers,
    fixture: person,
    call: (target) => post(`/person/${target.id}/pw`),
  }),
  row({
    operation: "POST /person/{id}/pw",
    variant: "account of role CoreBroker",
    writes: true,
    allowed: administersCoreBrokers,
    fixture: (ctx) => ctx.fx.person("CoreBroker"),
    call: (target) => post(`/person/${target.id}/pw`),
  }),
  row({
    operation: "POST /person/{id}/settings",
    variant: "own account",
    writes: true,
    allowed: loggedIn,
    fixture: async (_, owner) => owner.personId ?? 0,
    call: (ownerId, caller) =>
      post(`/person/${caller.personId ?? ownerId}/settings`, { theme: 2, lang: "en" }),
  }),
  row({
    operation: "POST /person/{id}/settings/searchShortcut",
    variant: "own account",
    writes: true,
    allowed: loggedIn,
    fixture: async (_, owner) => owner.personId ?? 0,
    call: (ownerId, caller) =>
      post(`/person/${caller.personId ?? ownerId}/settings/searchShortcut`, { searchShortcut: false }),
  }),
  row({
    operation: "POST /personPermission/{id}/create",
    writes: true,
    allowed: administersLoggedUsers,
    fixture: person,
    call: (target) =>
      post(`/personPermission/${target.id}/create`, { statisticId: "2110", lkz: "09", res_rights: true }),
  }),
  row({
    operation: "POST /personPermission/{id}/delete",
    writes: true,
    allowed: administersLoggedUsers,
    fixture: (ctx) => ctx.fx.personPermission(),
    call: (permission) => post(`/personPermission/${permission.id}/delete`),
  }),

  row({
    operation: "POST /person/password/reset",
    writes: true,
    allowed: everyone,
    fixture: async (ctx) => ctx.fx.mail("vergessen"),
    call: (email) => post("/person/password/reset", { email }),
  }),
  row({
    operation: "POST /person/password/checkToken",
    writes: false,
    allowed: everyone,
    call: () => post("/person/password/checkToken", { token: "A".repeat(43) }),
  }),
  row({
    operation: "POST /person/password/linkState",
    writes: false,
    allowed: everyone,
    call: () => post("/person/password/linkState", { token: "A".repeat(43) }),
  }),
  row({
    operation: "POST /person/password/validateNewPassword",
    writes: true,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.passwordToken(),
    call: (token) =>
      post("/person/password/validateNewPassword", { token, password: "Matrix-Passwort-neu-1" }),
  }),
  row({
    operation: "POST /person/password/resetLoggedIn",
    writes: true,
    allowed: loggedIn,
    fixture: async (ctx) => `Matrix-Passwort-${ctx.fx.next()}!`,
    call: (password, caller) =>
      post("/person/password/resetLoggedIn", {
        currentPassword: caller.password ?? "",
        password,
        passwordAgain: password,
      }),
  }),

  row({
    operation: "GET /util/statistikIdMinimized",
    writes: false,
    allowed: everyone,
    call: () => get("/util/statistikIdMinimized"),
  }),
  row({
    operation: "GET /util/allStatistikId",
    writes: false,
    allowed: loggedIn,
    call: () => get("/util/allStatistikId"),
  }),
  row({
    operation: "GET /util/allApprovedStatistikId",
    writes: false,
    allowed: everyone,
    call: () => get("/util/allApprovedStatistikId"),
  }),
  row({
    operation: "GET /util/permission/statid",
    writes: false,
    allowed: loggedIn,
    call: () => get("/util/permission/statid"),
  }),
  row({
    operation: "GET /util/statistikIdWithPersons",
    writes: false,
    allowed: USER_READ,
    call: () => get("/util/statistikIdWithPersons"),
  }),
  row({
    operation: "GET /util/persons/statid/{statisticId}",
    writes: false,
    allowed: USER_READ,
    call: () => get("/util/persons/statid/7301"),
  }),
  row({
    operation: "GET /util/Person/personPermission/{id}",
    writes: false,
    allowed: USER_READ,
    fixture: person,
    call: (target) => get(`/util/Person/personPermission/${target.id}`),
  }),
];

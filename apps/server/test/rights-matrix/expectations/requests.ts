import { requestBody, SURVEY_DATA } from "../../request-fixtures.ts";
import { STATISTICS } from "../callers.ts";
import { get, type MatrixRow, post, row } from "../rows.ts";
import { and, everyone, everyRight, loggedIn, or, right, superAdminRole } from "../who.ts";
import { LOGGED_USER_RIGHTS, tableRows } from "./shared.ts";

/**
 * Requests and the organiser (SPEC 2.15, 7 "Requests"; decision 17; issue 24). The public form and the
 * ticket are open to everyone; the staff's calls need REQUEST_READ. Accepting performs the request, so it
 * needs what the change itself needs (issue 24): a survey request someone who could make the change
 * directly, a rights request someone who administers accounts' rights.
 */

const REQUEST_READ = right("REQUEST_READ");

/** Issue 24 / decision 17: a NEW_ERHEBUNGSID request is accepted by who could create the survey. */
const createsSurveys = or(superAdminRole, right("ERHEBUNGSID_CREATE"));

export const REQUEST_ROWS: MatrixRow[] = [
  row({
    operation: "POST /request/create",
    writes: true,
    allowed: everyone,
    fixture: async (ctx) => ctx.fx.mail("antrag"),
    call: (mail) =>
      post(
        "/request/create",
        requestBody({ type: "RESET_RIGHTS", forename: "A", name: "B", mail, reason: "Wechsel des Referats" }),
      ),
  }),
  row({
    operation: "GET /request/ticketstatus",
    writes: false,
    allowed: everyone,
    fixture: async (ctx) => ctx.fx.ticketToken((await ctx.fx.request()).mail),
    call: (token) => get(`/request/ticketstatus?token=${token}`),
  }),
  ...tableRows({ path: "/request/table", statePath: "/request", allowed: REQUEST_READ }),
  row({
    operation: "GET /request/orgAdmin",
    writes: false,
    allowed: REQUEST_READ,
    call: () => get("/request/orgAdmin?statisticId=7301"),
  }),
  row({
    operation: "GET /request/{id}",
    writes: false,
    allowed: REQUEST_READ,
    fixture: (ctx) => ctx.fx.request(),
    call: (request) => get(`/request/${request.id}`),
  }),
  row({
    operation: "POST /request/{id}/update",
    writes: true,
    allowed: REQUEST_READ,
    fixture: (ctx) => ctx.fx.request(),
    call: (request) => post(`/request/${request.id}/update`, { progressComment: "gesehen" }),
  }),
  row({
    operation: "POST /request/{id}/approve",
    variant: "REQUEST_RIGHTS of an applicant without an account",
    writes: true,
    // decision 17 with issue 24: rights requests are decided by who sees the accounts (USER_READ; with
    // today's defaults OrgAdmin), and the new account's role LoggedUser only by who holds its rights
    allowed: and(REQUEST_READ, right("USER_READ"), or(superAdminRole, everyRight(...LOGGED_USER_RIGHTS))),
    fixture: (ctx) => ctx.fx.request(),
    call: (request) => post(`/request/${request.id}/approve`, { reason: "ok" }),
  }),
  row({
    operation: "POST /request/{id}/approve",
    variant: "NEW_ERHEBUNGSID in statistic A",
    writes: true,
    allowed: and(REQUEST_READ, createsSurveys),
    fixture: (ctx) =>
      ctx.fx.request({
        type: "NEW_ERHEBUNGSID",
        ...SURVEY_DATA,
        bzr: ctx.fx.bzr(),
        federalStateCode: STATISTICS.A.lkz,
        statisticId: STATISTICS.A.statisticId,
        statistikArt: "Bundesstatistik",
      }),
    call: (request) => post(`/request/${request.id}/approve`, { reason: "ok" }),
  }),
  row({
    operation: "POST /request/reject/{id}",
    writes: true,
    allowed: REQUEST_READ,
    fixture: (ctx) => ctx.fx.request(),
    call: (request) => post(`/request/reject/${request.id}`, { reason: "Nicht zuständig hier." }),
  }),
  row({
    operation: "POST /request/{id}/responsiblePerson/{personId}",
    writes: true,
    allowed: REQUEST_READ,
    fixture: (ctx) => ctx.fx.request(),
    call: (request) => post(`/request/${request.id}/responsiblePerson/-1`),
  }),
  row({
    operation: "POST /erhebungsOrganisator",
    writes: false,
    allowed: loggedIn,
    call: () =>
      post("/erhebungsOrganisator", { statisticId: STATISTICS.A.statisticId, lkz: STATISTICS.A.lkz }),
  }),
];

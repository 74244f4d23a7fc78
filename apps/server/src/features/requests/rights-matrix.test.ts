import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, type Caller } from "../../../test/person-fixtures.ts";
import {
  mailedTicketToken,
  type RequestTestApp,
  requestBody,
  requestDataSnapshot,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";

/**
 * Every call of decision 17's requests and the organiser for anonymous callers, each built-in role and
 * the built-in admin: allowed callers get the call's own answer, the others 401 or 403, and a refused
 * call changes nothing.
 */

let r: RequestTestApp;
let columns: unknown;
beforeAll(async () => {
  r = await startRequestTestApp();
  columns = (await r.staff("admin", "GET", "/request/tablestate")).json().columns;
});
afterAll(() => r.t.close());

type Who = "everyone" | "loggedIn" | "REQUEST_READ" | "rightsDecider";
const REQUEST_READERS: readonly Caller[] = ["SuperAdmin", "StatDBAdmin", "OrgAdmin", "admin"];
/** who accepts a REQUEST_RIGHTS request (issue 24): REQUEST_READ and USER_READ */
const RIGHTS_DECIDERS: readonly Caller[] = ["SuperAdmin", "OrgAdmin", "admin"];

function allowed(who: Who, caller: Caller): boolean {
  if (who === "everyone") return true;
  if (caller === "anonymous") return false;
  if (who === "rightsDecider") return RIGHTS_DECIDERS.includes(caller);
  return who === "loggedIn" || REQUEST_READERS.includes(caller);
}

/** The code of a refusal: the access declaration's, or the decision rules' for a REQUEST_READ holder. */
function refusalCode(who: Who, caller: Caller): string {
  if (caller === "anonymous") return "UNAUTHENTICATED";
  return who === "rightsDecider" && REQUEST_READERS.includes(caller) ? "REQUEST_RIGHT_REQUIRED" : "FORBIDDEN";
}

let applicants = 0;
/** A request for permissions of an applicant without an account: accepting it creates one. */
async function newRequest(): Promise<{ id: number; mail: string }> {
  const mail = `matrix-${++applicants}@statistik.example`;
  const id = await r.submit(
    requestBody(
      {
        type: "REQUEST_RIGHTS",
        permissionList: [{ statisticId: "4521", lkz: "14", eid_rights: true }],
        supervisorMail: "chef@statistik.example",
      },
      { mail },
    ),
  );
  return { id, mail };
}

interface RouteCase {
  route: string;
  who: Who;
  status: number;
  call: (token: string | null, request: { id: number; mail: string }) => Promise<LightMyRequestResponse>;
}

const api = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  r.t.api({ method, url, token, payload, remoteAddress: r.t.newIp() });
const tableQuery = () => ({ page: 0, size: 10, columns });

const ROUTES: RouteCase[] = [
  {
    route: "POST request/create",
    who: "everyone",
    status: 201,
    call: (tk) =>
      api(
        "POST",
        "/request/create",
        tk,
        requestBody({ type: "RESET_RIGHTS", forename: "A", name: "B", mail: "a@b.example", reason: "weg" }),
      ),
  },
  {
    route: "GET request/ticketstatus",
    who: "everyone",
    status: 200,
    call: async (tk, { mail }) =>
      api("GET", `/request/ticketstatus?token=${await mailedTicketToken(r.t.db, mail)}`, tk),
  },
  {
    route: "GET request/tablestate",
    who: "REQUEST_READ",
    status: 200,
    call: (tk) => api("GET", "/request/tablestate", tk),
  },
  {
    route: "POST request/table",
    who: "REQUEST_READ",
    status: 200,
    call: (tk) => api("POST", "/request/table", tk, tableQuery()),
  },
  {
    route: "POST request/table/csv",
    who: "REQUEST_READ",
    status: 200,
    call: (tk) => api("POST", "/request/table/csv", tk, tableQuery()),
  },
  {
    route: "POST request/table/csv/all",
    who: "REQUEST_READ",
    status: 200,
    call: (tk) => api("POST", "/request/table/csv/all", tk, {}),
  },
  {
    route: "GET request/{id}",
    who: "REQUEST_READ",
    status: 200,
    call: (tk, { id }) => api("GET", `/request/${id}`, tk),
  },
  {
    route: "POST request/{id}/update",
    who: "REQUEST_READ",
    status: 200,
    call: (tk, { id }) => api("POST", `/request/${id}/update`, tk, { progressComment: "gesehen" }),
  },
  {
    route: "POST request/{id}/approve",
    who: "rightsDecider",
    status: 200,
    call: (tk, { id }) => api("POST", `/request/${id}/approve`, tk, { reason: "ok" }),
  },
  {
    route: "POST request/reject/{id}",
    who: "REQUEST_READ",
    status: 200,
    call: (tk, { id }) => api("POST", `/request/reject/${id}`, tk, { reason: "Nicht zuständig hier." }),
  },
  {
    route: "GET request/orgAdmin",
    who: "REQUEST_READ",
    status: 200,
    call: (tk) => api("GET", "/request/orgAdmin?statisticId=4521", tk),
  },
  {
    route: "POST request/{id}/responsiblePerson/{personId}",
    who: "REQUEST_READ",
    status: 200,
    call: (tk, { id }) => api("POST", `/request/${id}/responsiblePerson/-1`, tk, {}),
  },
  {
    route: "POST erhebungsOrganisator",
    who: "loggedIn",
    status: 200,
    call: (tk) => api("POST", "/erhebungsOrganisator", tk, { statisticId: "4521", lkz: "14" }),
  },
];

describe.each(ROUTES)("$route ($who)", ({ who, status, call }) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const token = r.tokens[caller];
    const request = await newRequest();
    const before = await requestDataSnapshot(r.t.db);
    const res = await call(token, request);
    if (allowed(who, caller)) {
      expect(res.statusCode, res.body).toBe(status);
      return;
    }
    expect(res.statusCode).toBe(caller === "anonymous" ? 401 : 403);
    expect(res.json().code).toBe(refusalCode(who, caller));
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  });
});

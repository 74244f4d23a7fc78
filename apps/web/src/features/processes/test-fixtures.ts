import type { AuthPerson, Column, RequestAnswer, RequestPerson, TableAnswer } from "@erhdb/domain";
import {
  DEFAULT_ROLE_RIGHTS,
  NEW_APPLICANT_ROLE,
  needsPlaceholderEvas,
  REQUEST_TABLE_COLUMNS,
  requestCreatesAccount,
  requestRowActions,
  requestRowTargetCell,
} from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, within } from "@testing-library/react";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { column } from "../../test/table.tsx";
import { specializingOf } from "./request-subject.ts";

/** A StatDBAdmin as the demo data has one: handles requests (REQUEST_READ), accepts survey requests. */
export const statDbAdmin: AuthPerson = { ...person("StatDBAdmin", DEFAULT_ROLE_RIGHTS.StatDBAdmin), id: 3 };
/** An OrgAdmin as the demo data has one: handles requests, accepts rights requests (USER_READ). */
export const orgAdmin: AuthPerson = { ...person("OrgAdmin", DEFAULT_ROLE_RIGHTS.OrgAdmin), id: 4 };

export const KLEIN: RequestPerson = { id: 11, name: "Klein", forename: "Petra" };
export const BRAUN: RequestPerson = { id: 12, name: "Braun", forename: "Jonas" };

const base = {
  applicant: {
    name: "Schneider",
    forename: "Julia",
    mail: "julia.schneider@statistik.rlp.example",
    phonenumber: "+49 2603 71-4410",
    federalStateCode: "07",
  },
  substantiation: "Neue Landesstatistik nach dem Pflegeberufegesetz.",
  responsiblePerson: null,
  lastEditor: null,
  progressComment: "",
  requestCreatenTime: "2026-03-02T08:15:30Z",
  updating: "2026-03-02T08:15:30Z",
  requestContent: [
    {
      update: "2026-03-02T08:15:30Z",
      comment: "Antrag eingegangen.",
      actor: "Julia Schneider",
      action: "CREATED",
      type: "NEU",
    },
  ],
} satisfies Partial<RequestAnswer>;

/** No. 21: a new survey without EVAS and statistic id, new. */
export const NEW_WITHOUT_EVAS: RequestAnswer = {
  ...base,
  id: 21,
  requestType: "NEW_ERHEBUNGSID",
  actionStatus: "NEU",
  requestSpecializing: {
    type: "NEW_ERHEBUNGSID",
    uuid: "0a1b2c3d-0000-4000-a000-000000000021",
    description: "Statistik der Pflegeberufe 2026 – Rheinland-Pfalz",
    evas: [],
    period: 3,
    bzr: "260000",
    federalStateCode: "07",
    statistikArt: "Landesstatistik",
  },
};

/** No. 22: permissions for statistic id 4521 in Sachsen, in progress with Klein responsible. */
export const RIGHTS: RequestAnswer = {
  ...base,
  id: 22,
  requestType: "REQUEST_RIGHTS",
  actionStatus: "IN_BEARBEITUNG",
  applicant: { ...base.applicant, name: "Weber", forename: "Markus", federalStateCode: "14" },
  requestSpecializing: {
    permissionList: [
      {
        statisticId: "4521",
        lkz: "14",
        res_rights: true,
        it_res_rights: false,
        eid_rights: true,
        mapping_rights: false,
      },
    ],
    supervisorMail: "referatsleitung@statistik.example",
  },
  substantiation: "",
  responsiblePerson: KLEIN,
  lastEditor: KLEIN,
  progressComment: "Zuständigkeit übernommen.",
  requestContent: [
    {
      update: "2026-03-03T10:00:00Z",
      comment: "Zuständigkeit übernommen.",
      actor: "Petra Klein",
      action: "ASSIGNED",
      type: "IN_BEARBEITUNG",
    },
    ...base.requestContent,
  ],
};

/** No. 23: an archive request, approved already. */
export const ARCHIVED: RequestAnswer = {
  ...base,
  id: 23,
  requestType: "ARCHIVE_ERHEBUNGSID",
  actionStatus: "GENEHMIGT",
  applicant: { ...base.applicant, name: "Lange", forename: "Birgit", federalStateCode: "00" },
  requestSpecializing: {
    type: "ARCHIVE_ERHEBUNGSID",
    erhebungsid: "1452126000014",
    description: "Erhebung wurde eingestellt.",
  },
};

export const REQUESTS = [NEW_WITHOUT_EVAS, RIGHTS, ARCHIVED];

const TYPE_NAMES: Record<string, string> = {
  NEW_ERHEBUNGSID: "Neue Erhebungsid",
  REQUEST_RIGHTS: "Berechtigungen beantragen",
  ARCHIVE_ERHEBUNGSID: "Erhebungsid archivieren",
};
const STATUS_NAMES: Record<string, string> = {
  NEU: "Neu",
  IN_BEARBEITUNG: "In Bearbeitung",
  GENEHMIGT: "Genehmigt",
};

/** The processes table as the server declares it (SPEC 2.15), its names as i18n keys. */
export function processColumns(): Column[] {
  return REQUEST_TABLE_COLUMNS.map((id) => {
    const type = id === "actions" ? "actions" : id === "responsiblePerson" ? "dropdown" : "text";
    return { ...column(id, type, { orderable: id !== "actions" }), name: `table.request.${id}` };
  });
}

const cell = (view: string, label = view) => ({ view, label, customCss: null });

/**
 * One page of the given requests as the server's cells have them for `caller`; the applicants of rights
 * requests have no account yet (accepting creates one with NEW_APPLICANT_ROLE).
 */
export function processPage(caller: AuthPerson, requests: readonly RequestAnswer[] = REQUESTS): TableAnswer {
  const content = requests.map((r) => {
    const specializing = specializingOf(r);
    const request = specializing && { applicantMail: r.applicant.mail, specializing };
    const newAccount = {
      id: null,
      builtin: false,
      role: { name: NEW_APPLICANT_ROLE, acls: DEFAULT_ROLE_RIGHTS[NEW_APPLICANT_ROLE] },
    };
    const account = request && requestCreatesAccount(request) ? newAccount : null;
    return {
      id: r.id,
      items: {
        requestCreatenTime: cell("02.03.2026 - 09:15:30"),
        evas: cell(""),
        federalStateCode: cell(r.applicant.federalStateCode ?? ""),
        statisticId: cell(""),
        actionStatus: cell(STATUS_NAMES[r.actionStatus] ?? r.actionStatus),
        requestType: cell(TYPE_NAMES[r.requestType] ?? r.requestType),
        progressComment: cell(r.progressComment),
        applicant: cell(`${r.applicant.name}, ${r.applicant.forename}`),
        updating: cell("02.03.2026 - 09:15:30"),
        responsiblePerson: r.responsiblePerson
          ? cell(
              String(r.responsiblePerson.id),
              `${r.responsiblePerson.name}, ${r.responsiblePerson.forename}`,
            )
          : cell(""),
        lastEditor: cell(r.lastEditor ? `${r.lastEditor.name}, ${r.lastEditor.forename}` : ""),
        actions: cell(
          requestRowTargetCell.encode({
            id: r.id,
            requestType: r.requestType,
            actionStatus: r.actionStatus,
            evasRequired: specializing !== null && needsPlaceholderEvas(specializing),
            actions: requestRowActions(caller, r.actionStatus, request, account),
          }),
        ),
      },
    };
  });
  return { total: content.length, records: { totalElements: content.length, content } };
}

/** The calls of the processes screen for `caller`, as decision 17 shapes them. */
export function processesApi(caller: AuthPerson = statDbAdmin): NonNullable<RenderAppOptions["api"]> {
  return {
    "GET request/tablestate": () => json({ columns: processColumns() }),
    "POST request/table": () => json(processPage(caller)),
    "GET templates/processtable": () => json([]),
    ...Object.fromEntries(REQUESTS.map((r) => [`GET request/${r.id}`, () => json(r)])),
    "GET request/orgAdmin": () => json([BRAUN, KLEIN]),
    "GET request/orgAdmin?statisticId=4521&lkz=14": () => json([KLEIN]),
  };
}

/** The processes page open with its table loaded (the page's code may take seconds on first load). */
export async function openProcesses(api: RenderAppOptions["api"] = {}, caller: AuthPerson = statDbAdmin) {
  const view = renderApp("/processes", { person: caller, api: { ...processesApi(caller), ...api } });
  await findHeading("Antragsverwaltung", FIRST_LOAD);
  const table = await screen.findByRole("table", { name: "Anträge" });
  await within(table).findByText("Schneider, Julia", {}, FIRST_LOAD);
  return { ...view, table };
}

/** The JSON bodies POSTed to `path` so far. */
export function posted(fetchMock: ReturnType<typeof renderApp>["fetchMock"], path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST")
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** How often the table was asked for a page. */
export const tableLoads = (fetchMock: ReturnType<typeof renderApp>["fetchMock"]) =>
  posted(fetchMock, "request/table").length;

/** A dialog once its code loaded and it opened. */
export const findDialog = (name: string | RegExp) => screen.findByRole("dialog", { name }, FIRST_LOAD);

import type {
  AuthPerson,
  Column,
  SurveyAnswer,
  SurveyCommentAnswer,
  SurveyLinkAnswer,
  TableAnswer,
  TableQuery,
  TableRow,
} from "@erhdb/domain";
import { surveyRowTargetCell } from "@erhdb/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Handler, json } from "./http.ts";
import { renderApp } from "./render.tsx";
import { column, OFFICES } from "./table.tsx";

/** The surveys table as the server declares it (apps/server/src/features/surveys/table.ts). */
function surveyColumns(): Column[] {
  const named = (c: Column) => ({ ...c, name: `table.eid.${c.id}` });
  return [
    named(column("federalStateCode", "dropdown", { filter: { choices: OFFICES } })),
    named(column("period", "dropdown", { filter: { choices: [] } })),
    named(column("status", "dropdown", { filter: { filterable: false } })),
    named(column("evas", "text")),
    named(column("erhebungsid", "text", { sort: { direction: "asc" } })),
    named(column("statisticid", "text")),
    named(column("bzr", "text")),
    named(column("description", "text")),
    named(column("updating", "date", { visible: false })),
    named(column("actions", "actions", { orderable: false })),
  ];
}

export interface RowSeed {
  id: number;
  erhebungsid: string;
  status: number;
  statusLabel: string;
  publicApproved?: boolean;
  actions: string;
}

/** Erhebungsid 1 + statistic 1261 + bzr 240000 + office 09: approved and public. */
export const APPROVED = "1126124000009";
/** the same statistic and office, bzr 230000: blocked */
export const BLOCKED = "1126123000009";
/** statistic 4521, bzr 230000, office 01: archived */
export const ARCHIVED = "1452123000001";

export const ROWS: RowSeed[] = [
  {
    id: 11,
    erhebungsid: APPROVED,
    status: 3,
    statusLabel: "freigegeben",
    publicApproved: true,
    actions:
      "detail,comments,edit,continue,block,archive,delete,deleteRigorous,addResources,changeResources,changeLinks",
  },
  {
    id: 12,
    erhebungsid: BLOCKED,
    status: 0,
    statusLabel: "gesperrt",
    actions: "detail,comments,edit,continue,approve,archive,delete,changeLinks",
  },
  {
    id: 13,
    erhebungsid: ARCHIVED,
    status: 2,
    statusLabel: "archiviert",
    actions: "detail,comments,continue",
  },
];

function tableRow(seed: RowSeed): TableRow {
  const css = seed.publicApproved ? "publicApproved" : null;
  const cell = (view: string, label = view) => ({ view, label, customCss: css });
  return {
    id: seed.id,
    items: {
      federalStateCode: cell(seed.erhebungsid.slice(11), "Bayern"),
      period: cell("03", "jährlich"),
      status: cell(String(seed.status), seed.statusLabel),
      evas: cell("12612"),
      erhebungsid: cell(seed.erhebungsid),
      statisticid: cell(seed.erhebungsid.slice(1, 5)),
      bzr: cell(seed.erhebungsid.slice(5, 11)),
      description: cell(`Erhebung ${seed.erhebungsid}`),
      actions: cell(
        surveyRowTargetCell.encode({ erhebungsid: seed.erhebungsid, actions: seed.actions.split(",") }),
      ),
    },
  };
}

/** One page as the server answers it: the cells of the visible columns only. */
function surveyPage(rows: RowSeed[] = ROWS, visible?: ReadonlySet<string>): TableAnswer {
  const content = rows.map(tableRow).map((row) => ({
    ...row,
    items: Object.fromEntries(Object.entries(row.items).filter(([id]) => !visible || visible.has(id))),
  }));
  return { total: rows.length, records: { totalElements: rows.length, content } };
}

function visibleColumns(init: RequestInit): ReadonlySet<string> {
  const query = JSON.parse(String(init.body)) as TableQuery;
  return new Set(query.columns.filter((c) => c.options.display.visibility).map((c) => c.id));
}

export function surveyDetail(patch: Partial<SurveyAnswer> = {}): SurveyAnswer {
  return {
    id: 11,
    erhebungsid: APPROVED,
    statisticId: "1261",
    bzr: "240000",
    federalStateCode: "09",
    period: 3,
    description: "Statistik der Geburten 2024 – Bayern",
    evas: [
      { evas: "12612", description: "Statistik der Geburten", closing: null },
      { evas: "12613", description: "Statistik der Sterbefälle", closing: "2015-09-01" },
    ],
    status: 3,
    accessMode: true,
    baseObjectId: 0,
    predecessorId: null,
    links: [
      { id: 1, content: "https://www.destatis.de/geburten", description: "Geburten bei Destatis" },
      { id: 2, content: "javascript:alert(1)", description: "Alter Eintrag" },
    ],
    resources: [
      resource(1, "97", "50", "Fragebogen Transformation"),
      resource(2, "99", "00", "Erhebungsbeschreibung 2024"),
      resource(3, "97", "00", "Fragebogen Papierersatz"),
      resource(4, "97", "00", "Fragebogen Nachtrag"),
    ],
    updating: "2025-01-10T10:00:00Z",
    ...patch,
  };
}

function resource(id: number, resourcetype: string, specialization: string, description: string) {
  return {
    id,
    resourcetype,
    specialization,
    description,
    mutableKey: `${APPROVED}${resourcetype}${specialization}0${id}`,
    status: 3,
    accessMode: id !== 3,
    updating: "2025-01-10T10:00:00Z",
    fileName: `datei-${id}.xml`,
    contentType: "application/xml",
    size: 1200 + id,
    encoding: "UTF-8",
  };
}

export const COMMENTS: SurveyCommentAnswer[] = [
  {
    id: 2,
    comment: "Freigabe nach Prüfung",
    action: "UNLOCK",
    author: "pruefer@example.org",
    authorName: "Petra Prüfer",
    created: "2025-01-10T10:00:00Z",
  },
  {
    id: 1,
    comment: "Neu angelegt",
    action: "CREATE",
    author: null,
    authorName: null,
    created: "2024-12-31T23:30:00Z",
  },
];

export const LINKS: SurveyLinkAnswer[] = [
  { id: 1, content: "https://www.destatis.de/geburten", description: "Geburten bei Destatis" },
];

/** The calls the surveys screen makes on opening; tests add or replace routes. */
export function surveysApi(rows: RowSeed[] = ROWS) {
  return {
    "GET eid/tablestate": () => json({ columns: surveyColumns() }),
    "POST eid": (_path: string, init: RequestInit) => json(surveyPage(rows, visibleColumns(init))),
    "GET templates/eidtable": () => json([]),
    [`GET eid/erhebungsid/${APPROVED}`]: () => json(surveyDetail()),
  };
}

// The page loads lazily; on a busy machine its first import takes a few seconds.
const FIRST_LOAD = { timeout: 8000 };

/** The surveys screen with the API mocked, once its rows show. */
export async function openSurveysPage(
  options: { person?: AuthPerson | null; api?: Record<string, Handler>; path?: string } = {},
) {
  const view = renderApp(options.path ?? "/surveys", {
    person: options.person ?? null,
    api: { ...surveysApi(), ...options.api },
  });
  const table = await screen.findByRole("table", { name: "Verzeichnis der Erhebungen" }, FIRST_LOAD);
  await within(table).findByText(APPROVED, {}, FIRST_LOAD);
  return { ...view, table };
}

/** Opens the menu of the row and chooses the entry (its visible text). */
export async function chooseRowAction(erhebungsid: string, entry: string) {
  await userEvent.click(screen.getByRole("button", { name: `Aktionen für Erhebungsid ${erhebungsid}` }));
  await userEvent.click(
    await screen.findByRole("menuitem", { name: `${entry}: Erhebungsid ${erhebungsid}` }),
  );
}

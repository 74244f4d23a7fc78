// The reading actions of the mix, each one screen's calls as the web app makes them: the surveys and
// EVAS lists with filters, sorting and paging, the Show page, a CSV export, templates.
import type { Column, TableQuery } from "@erhdb/domain";
import type { Client } from "./client.ts";
import { pick, type World } from "./world.ts";

/** Words of the synthetic surveys' descriptions (seed/large.ts) and the demo's: contains-filters that find rows. */
const WORDS = [
  "bau",
  "Geburten",
  "Schulen",
  "preise",
  "Kreisen",
  "Unfälle",
  "Ernte",
  "Pflege",
  "handel",
  "Energie",
];
const PAGE_SIZES = [10, 10, 10, 20, 50];

type Change = (column: (id: string) => Column) => void;

/** The views a person asks of a list: a filter or two, a sort; named for the report. */
type View = readonly [name: string, change: Change];

/** A dropdown filter on one of the column's own choices. */
function anyChoice(column: Column): void {
  const choice = pick(column.options.filter.choices ?? []);
  column.options.filter.value = choice ? [choice] : null;
}

const SURVEY_VIEWS: readonly View[] = [
  [
    "description contains",
    (c) => {
      c("description").options.filter.value = pick(WORDS);
    },
  ],
  [
    "office, by last update",
    (c) => {
      anyChoice(c("federalStateCode"));
      c("updating").options.sort.direction = "desc";
    },
  ],
  [
    "statistic id, by Erhebungsid",
    (c) => {
      c("statisticid").options.filter.value = String(1000 + Math.floor(Math.random() * 9000));
      c("erhebungsid").options.sort.direction = "asc";
    },
  ],
  [
    "description contains, sorted",
    (c) => {
      c("description").options.filter.value = pick(WORDS);
      c("updating").options.sort.direction = pick(["asc", "desc"] as const);
    },
  ],
  ["default", () => undefined],
];
const EVAS_VIEWS: readonly View[] = [
  [
    "EVAS starts with",
    (c) => {
      c("evas").options.filter.value = String(1 + Math.floor(Math.random() * 9));
    },
  ],
  ["default", () => undefined],
];

/** The default columns of a list, fetched once per client (a browser caches them likewise). */
const tableStates = new WeakMap<Client, Map<string, Column[]>>();

async function columnsOf(client: Client, table: string, statePath = table): Promise<Column[] | null> {
  const known = tableStates.get(client) ?? new Map<string, Column[]>();
  tableStates.set(client, known);
  const cached = known.get(table);
  if (cached) return cached;
  const answer = await client.call(`GET ${statePath}/tablestate`, "read", `${statePath}/tablestate`);
  const columns = (answer.json as { columns?: Column[] } | undefined)?.columns;
  if (answer.outcome !== "ok" || !columns) return null;
  known.set(table, columns);
  return columns;
}

function query(columns: Column[], change: Change, page: number): TableQuery {
  const copy: Column[] = structuredClone(columns);
  const byId = (id: string) => {
    const column = copy.find((c) => c.id === id);
    if (!column) throw new Error(`the list has no column ${id}`);
    return column;
  };
  change(byId);
  return { page, size: pick(PAGE_SIZES), columns: copy };
}

interface TableRows {
  records?: { totalElements?: number; content?: { items?: Record<string, { label?: string }> }[] };
}

/** One page of the surveys list; remembers the surveys it showed, for the Show page. */
export async function surveysPage(world: World, client: Client): Promise<TableQuery | null> {
  const columns = await columnsOf(client, "eid");
  if (!columns) return null;
  const [view, change] = pick(SURVEY_VIEWS);
  const body = query(columns, change, Math.random() < 0.8 ? 0 : 1 + Math.floor(Math.random() * 5));
  const who = client.token ? "logged in" : "anonymous";
  const answer = await client.call(`POST eid (${who}: ${view})`, "read", "eid", { json: body });
  for (const row of (answer.json as TableRows | undefined)?.records?.content ?? []) {
    const id = row.items?.erhebungsid?.label;
    if (id && world.seenSurveys.length < 5_000) world.seenSurveys.push(id);
  }
  return body;
}

export async function evasPage(client: Client): Promise<void> {
  const columns = await columnsOf(client, "evas");
  if (!columns) return;
  const [view, change] = pick(EVAS_VIEWS);
  await client.call(`POST evas (${view})`, "read", "evas", { json: query(columns, change, 0) });
}

/** The Show page of a survey a list showed: the survey, its resources, its links. */
export async function showPage(world: World, client: Client): Promise<void> {
  if (world.seenSurveys.length === 0) return;
  const erhebungsid = pick(world.seenSurveys);
  const survey = await client.call("GET eid/…/show", "read", `eid/erhebungsid/${erhebungsid}/show`, {
    ok: [200, 404],
  });
  if (survey.status !== 200) return;
  await client.call("GET resource/erhebungsid/…", "read", `resource/erhebungsid/${erhebungsid}`);
  const id = (survey.json as { id?: number } | undefined)?.id;
  await client.call("GET eid/erhebungsid/links/…", "read", `eid/erhebungsid/links/${id}`);
}

/** The EVAS page's tree of active codes. */
export const evasTree = (client: Client) =>
  client.call("GET evas/activeEvasTree", "read", "evas/activeEvasTree");

/** The first page of the app: its HTML (the built files are cached by the browser, immutable). */
export const appPage = (client: Client) => client.call("GET / (page)", "read", "/");

/** The current view of the surveys list as CSV (at most 10,000 rows). */
export async function csvExport(client: Client, view: TableQuery): Promise<void> {
  await client.call("POST eid/csv", "transfer", "eid/csv", { json: view });
}

/** Saves the current view as a template, reads the list, and removes it again (at most 12 per user). */
export async function templateRoundTrip(world: World, client: Client, view: TableQuery): Promise<void> {
  const name = `Lastprobe ${client.address} ${Date.now()}`;
  const saved = await client.call("POST templates/eidtable", "write", "templates/eidtable", {
    json: { name, columns: view.columns, defaultTemplate: false },
    ok: [201],
  });
  const id = (saved.json as { id?: number } | undefined)?.id;
  if (saved.outcome !== "ok" || id === undefined) return;
  world.ledger.templates.saved++;
  await client.call("GET templates/eidtable", "read", "templates/eidtable");
  const removed = await client.call("POST templates/…/delete", "write", `templates/eidtable/${id}/delete`, {
    json: {},
    ok: [204],
  });
  if (removed.outcome === "ok") world.ledger.templates.removed++;
}

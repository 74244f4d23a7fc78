import type { AuthPerson, Column, ColumnType, TableAnswer, TableGroup, TableRow } from "@erhdb/domain";
import { EVAS_INPUT_PATTERN } from "@erhdb/domain";
import { person as makePerson } from "@erhdb/domain/testing/persons";
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { BrowserRouter, useNavigate } from "react-router";
import { vi } from "vitest";
import { protocolTableSource } from "../api/table-source.ts";
import { AppProviders } from "../app/providers.tsx";
import { DataTable, type DataTableProps } from "../components/data-table/index.ts";
import { json, mockApi } from "./http.ts";

/** Fixtures for DataTable tests: columns, answers, and the table rendered with the app's providers. */

type ColumnOptions = Column["options"];
type ColumnPatch = Partial<Omit<Column, "options">> & {
  filter?: Partial<ColumnOptions["filter"]>;
  sort?: Partial<ColumnOptions["sort"]>;
  group?: Partial<ColumnOptions["group"]>;
  visible?: boolean;
  orderable?: boolean;
};

const NAMES: Record<string, string> = {
  evas: "EVAS",
  description: "Beschreibung",
  office: "Amt",
  closing: "Stilllegung",
  month: "Monat",
  actions: "Aktionen",
};

export function column(id: string, type: ColumnType = "text", patch: ColumnPatch = {}): Column {
  const { filter, sort, group, visible = true, orderable = true, ...rest } = patch;
  return {
    id,
    name: NAMES[id] ?? id,
    shortName: id,
    type,
    options: {
      filter: { filterable: type !== "actions", value: null, ...filter },
      sort: { sortable: type !== "actions", direction: "none", ...sort },
      group: { groupable: false, grouped: false, ...group },
      display: { visibility: visible },
      orderable,
    },
    ...rest,
  };
}

export const OFFICES = [
  { key: "01", value: "01", display: "01 – Schleswig-Holstein" },
  { key: "02", value: "02", display: "02 – Hamburg" },
  { key: "03", value: "03", display: "03 – Niedersachsen" },
  { key: "04", value: "04", display: "04 – Bremen" },
  { key: "05", value: "05", display: "05 – Nordrhein-Westfalen" },
];

/** evas (text with a digits pattern), description, office (dropdown), closing (date), month, actions */
export function sampleColumns(): Column[] {
  return [
    column("evas", "text", {
      filter: { pattern: EVAS_INPUT_PATTERN.source, patternMessage: "evas.validation.evas-invalid" },
    }),
    column("description", "text"),
    column("office", "dropdown", { filter: { choices: OFFICES }, group: { groupable: true } }),
    column("closing", "date", { group: { groupable: true } }),
    column("month", "month"),
    column("actions", "actions", { orderable: false }),
  ];
}

export function row(id: number, values: Record<string, string>, customCss: string | null = null): TableRow {
  return {
    id,
    items: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { view: v, label: v, customCss }])),
  };
}

export function answer(rows: TableRow[], totalElements = rows.length, groups?: TableGroup[]): TableAnswer {
  return { total: 1000, records: { totalElements, content: rows }, ...(groups ? { groups } : {}) };
}

export const SOURCE = protocolTableSource({ id: "things", path: "things", templateType: "adtable" });

export interface RenderTableOptions {
  columns?: Column[];
  /** answers POST things; default: two rows */
  page?: Parameters<typeof mockApi>[0][string];
  api?: Parameters<typeof mockApi>[0];
  person?: AuthPerson | null;
  props?: Partial<DataTableProps>;
}

export const loggedInUser = () => makePerson("LoggedUser", ["COMMENTARY_READ"]);

/** Back to a clean address: the tables keep their state in the hash. */
export function resetLocation() {
  window.history.replaceState(null, "", "/erhebungsdatenbank/test");
}

export function renderTable({
  columns = sampleColumns(),
  page,
  api,
  person = null,
  props,
}: RenderTableOptions = {}) {
  if (person) window.localStorage.setItem("token", "test-token");
  const fetchMock = mockApi({
    "GET auth": () => (person ? json(person) : json({ code: "UNAUTHENTICATED", message: "" }, 401)),
    "GET things/tablestate": () => json({ columns }),
    "POST things": page ?? (() => json(answer([row(1, { evas: "12411", description: "Bevölkerung" })]))),
    "GET templates/adtable": () => json([]),
    ...api,
  });
  const ui = (extra: Partial<DataTableProps> = {}): ReactNode => (
    <DataTable source={SOURCE} label="Testtabelle" {...props} {...extra} />
  );
  // the router's navigations, as a link or a search hit to the page makes them (no hashchange)
  let navigateTo: (to: string) => void = () => undefined;
  function NavigationProbe() {
    const navigate = useNavigate();
    navigateTo = (to) => void navigate(to);
    return null;
  }
  const view = render(
    <AppProviders session={{ revalidateIntervalMs: 600_000, idleTimeoutMs: 600_000 }}>
      <BrowserRouter>
        {ui()}
        <NavigationProbe />
      </BrowserRouter>
    </AppProviders>,
  );
  return { ...view, fetchMock, navigate: (to: string) => act(() => navigateTo(to)) };
}

/** The bodies of the page requests sent so far. */
export function pageQueries(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith("/api/v1/things") && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)) as { page: number; size: number; columns: Column[] });
}

export function lastQuery(fetchMock: ReturnType<typeof mockApi>) {
  const all = pageQueries(fetchMock);
  return all[all.length - 1]!;
}

export async function findTable() {
  return screen.findByRole("table", { name: "Testtabelle" });
}

/**
 * Makes MUI's useMediaQuery see a screen this wide (jsdom has no matchMedia of its own). Stubbed: Vitest
 * takes it away before the next test (unstubGlobals), also the next file's in a shared worker.
 */
export function mockScreenWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

// Helpers of the engine's tests (not part of the app): a compile-only Kysely, declarations with a column
// of every kind, and a builder for queries.
import type { Column, FilterValue, SortDirection, TableQuery } from "@erhdb/domain";
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from "kysely";
import type { DB } from "../db/schema.ts";
import { officeChoices } from "./code-columns.ts";
import { tableState } from "./table-state.ts";
import type { TableContext, TableDeclaration } from "./types.ts";

/** Compiles SQL without a database, to look at its text and parameters. */
export const compiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export function compile(fragment: RawBuilder<unknown>): { sql: string; parameters: readonly unknown[] } {
  const { sql: text, parameters } = fragment.compile(compiler);
  return { sql: text, parameters };
}

const STATUS_CHOICES = ["0", "1", "2", "3", "9"].map((k) => ({ key: k, value: k, display: `status ${k}` }));

/** Surveys with a column of every kind; everyone sees every row. */
export const testSurveyTable: TableDeclaration = {
  id: "test",
  from: sql`survey AS s`,
  rowId: sql`s.id`,
  where: () => null,
  measures: { extern: sql`sum(s.count_extern)` },
  columns: [
    {
      id: "office",
      name: "table.eid.federalStateCode",
      type: "dropdown",
      value: sql`s.federal_state_code`,
      filter: { kind: "dropdown", choices: officeChoices },
      sortable: true,
      groupable: true,
    },
    {
      id: "statistic",
      name: "table.eid.statisticid",
      type: "text",
      value: sql`s.statistic_id`,
      filter: { kind: "text", pattern: "^[0-9]{0,4}$" },
      sortable: true,
    },
    {
      id: "description",
      name: "table.eid.description",
      type: "text",
      value: sql`s.description`,
      filter: { kind: "text" },
      sortable: true,
    },
    { id: "bzr", name: "table.eid.bzr", type: "text", value: sql`s.bzr`, sortable: true },
    {
      id: "period",
      name: "table.eid.period",
      type: "number",
      value: sql`s.period`,
      // survey.period is a smallint holding -1..13
      filter: { kind: "number", integer: true, min: -1, max: 13 },
      sortable: true,
      groupable: true,
    },
    {
      id: "status",
      name: "table.eid.status",
      type: "dropdown",
      value: sql`s.status`,
      filter: { kind: "dropdown", choices: () => STATUS_CHOICES },
      sortable: true,
      groupable: true,
    },
    {
      id: "updating",
      name: "table.eid.updating",
      type: "date",
      value: sql`s.updating`,
      filter: { kind: "date", storage: "timestamptz" },
      sortable: true,
      visible: false,
    },
    {
      id: "created",
      name: "created",
      type: "month",
      value: sql`s.created_at`,
      filter: { kind: "date", storage: "timestamptz" },
      sortable: true,
      visible: false,
    },
    { id: "actions", name: "table.eid.actions", type: "actions", view: () => "detail" },
  ],
};

/** EVAS codes: a nullable date column and a unique one. */
export const testEvasTable: TableDeclaration = {
  id: "test-evas",
  from: sql`evas AS e`,
  rowId: sql`e.id`,
  where: () => sql`e.level = 5`,
  paging: { sizes: [2, 10, -1], defaultSize: 2 },
  columns: [
    {
      id: "evas",
      name: "table.evas.evas",
      type: "text",
      value: sql`e.evas`,
      unique: true,
      filter: { kind: "text" },
      sortable: true,
    },
    {
      id: "closing",
      name: "table.evas.closing",
      type: "date",
      value: sql`e.closing`,
      nullable: true,
      filter: { kind: "date", storage: "date" },
      sortable: true,
    },
    { id: "period", name: "table.evas.period", type: "number", value: sql`e.period`, sortable: true },
  ],
};

export interface ColumnChange {
  filter?: FilterValue | null;
  sort?: SortDirection;
  /** the column's rank among the sort keys (decision 38) */
  priority?: number;
  grouped?: boolean;
  visible?: boolean;
}

/** A query of the table's default columns with some changed; `order` puts those ids first. */
export async function buildQuery(
  table: TableDeclaration,
  context: TableContext,
  changes: Record<string, ColumnChange> = {},
  options: { page?: number; size?: number; order?: string[] } = {},
): Promise<TableQuery> {
  const { columns } = await tableState(table, context);
  const order = options.order ?? [];
  const ordered = [
    ...order.map((id) => columns.find((c) => c.id === id)).filter((c): c is Column => c !== undefined),
    ...columns.filter((c) => !order.includes(c.id)),
  ];
  return {
    page: options.page ?? 0,
    size: options.size ?? 10,
    columns: ordered.map((c) => applyChange(c, changes[c.id])),
  };
}

function applyChange(column: Column, change: ColumnChange | undefined): Column {
  if (!change) return column;
  const o = column.options;
  return {
    ...column,
    options: {
      ...o,
      filter: { ...o.filter, value: change.filter === undefined ? o.filter.value : change.filter },
      sort: {
        ...o.sort,
        direction: change.sort ?? o.sort.direction,
        ...(change.priority === undefined ? {} : { priority: change.priority }),
      },
      group: { ...o.group, grouped: change.grouped ?? o.group.grouped },
      display: { visibility: change.visible ?? o.display.visibility },
    },
  };
}

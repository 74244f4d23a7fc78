import type { AuthPerson, Choice, ColumnType, FilterValue, SortDirection, TablePaging } from "@erhdb/domain";
import type { RawBuilder } from "kysely";
import type { Queryable } from "../db/queryable.ts";
import type { Lang } from "../lib/messages.ts";

/** A fragment of SQL from a table declaration: trusted text, every value in it a parameter. */
export type Sql = RawBuilder<unknown>;

/** What a request brings to the engine besides its query. */
export interface TableContext {
  db: Queryable;
  person: AuthPerson | null;
  lang: Lang;
  now: Date;
}

/** What the cell functions of a column may use. */
export type CellContext = Pick<TableContext, "person" | "lang">;

/** Dropdown choices: a fixed list or one loaded per request (translated, or read from the database). */
export type ChoiceSource = (context: TableContext) => readonly Choice[] | Promise<readonly Choice[]>;

/**
 * How a column filters. The engine checks the value's shape and turns it into a parameterised
 * condition over the column's `value` expression unless the declaration brings its own `where`.
 */
export type FilterDeclaration =
  /** text: case-insensitive contains; `pattern` (a JavaScript regular expression) must match the input */
  | {
      kind: "text";
      pattern?: string;
      patternMessage?: string;
      where?: (text: string) => Sql;
      /** the own `where` reads nothing but the row's columns (see TableDeclaration.countJournal) */
      rowOnly?: boolean;
    }
  /** any of the keys; a key must be among the choices */
  | { kind: "dropdown"; choices: ChoiceSource; where?: (keys: readonly string[]) => Sql; rowOnly?: boolean }
  /** a range of days (or whole months), resolved in Europe/Berlin; `storage` is the SQL type of `value` */
  | { kind: "date"; storage: "date" | "timestamptz" }
  /**
   * a number the value must equal; the bounds and integer flag say what the column's SQL type holds,
   * so a value it cannot hold is refused as input instead of failing in the database
   */
  | { kind: "number"; integer: boolean; min: number; max: number };

export interface ColumnDeclaration {
  /** stable id; the only way a query names the column (never part of SQL text) */
  id: string;
  /** i18n key of the name, e.g. 'table.evas.evas' (the web translates, the CSV header uses the catalogue) */
  name: string;
  /** i18n key of the short name; default the name */
  shortName?: string;
  type: ColumnType;
  /** the column's value over the table's FROM: what it filters, sorts and groups by */
  value?: Sql;
  /** what the cell shows, if not `value` (e.g. a formatted date, or the data an actions cell needs) */
  select?: Sql;
  /** `value` can be NULL (the CSV's keyset pagination must know) */
  nullable?: boolean;
  /** `value` is unique and never NULL, so sorting by it needs no tiebreak */
  unique?: boolean;
  filter?: FilterDeclaration;
  /**
   * The filter value the column starts with in its tablestate (e.g. a date variant preset, SPEC 9);
   * default none. A query states its own filters: one that leaves the column out is not filtered by it.
   */
  defaultFilter?: FilterValue;
  /**
   * Who may read the column's values (e.g. email addresses, decision 16); default everyone. For anyone
   * else its cells are empty, its values are not even selected, and filtering, sorting or grouping by
   * it is refused with a 400 naming the column (a filter would tell the values apart).
   */
  readableBy?: (person: AuthPerson | null) => boolean;
  sortable?: boolean;
  /** the direction the table starts with; default none */
  defaultSort?: SortDirection;
  groupable?: boolean;
  /** visible by default; default true */
  visible?: boolean;
  /** may be moved in the column dialog; default true */
  orderable?: boolean;
  /** the cell's text (also the CSV value); default the selected value as text, NULL as '' */
  view?: (value: unknown, context: CellContext) => string;
  /** the cell's label (tooltip, screen readers); default the view */
  label?: (value: unknown, context: CellContext) => string;
  /** a named style of this cell; default the row's style */
  css?: (value: unknown, context: CellContext) => string | null;
}

export interface TableDeclaration {
  /** name of the table in logs and CSV headers' catalogue */
  id: string;
  /** the FROM clause, with aliases the column expressions use */
  from: Sql;
  /** the row id: unique, never NULL; the last sort key of every query */
  rowId: Sql;
  /**
   * The rows the caller may see (and any fixed condition of the table); null = every row. Several
   * conditions that exclude each other mean the rows of any of them: they are counted apart, so
   * each count can use an index of its own instead of one scan over their OR.
   */
  where: (person: AuthPerson | null) => Sql | readonly Sql[] | null;
  columns: readonly ColumnDeclaration[];
  /** offered page sizes; STANDARD_PAGING unless the spec gives the list others (encodings) */
  paging?: TablePaging;
  /** a named style for every cell of a row (e.g. 'discontinued'), as SQL yielding text or NULL */
  rowCss?: (context: TableContext) => Sql;
  /** per-group aggregates (SQL such as sum(x)), answered as `measures` of each group */
  measures?: Readonly<Record<string, Sql>>;
  /**
   * The database journals the written rows of this table's one-table FROM (decision 33): a remembered
   * count is then carried forward by the rows written since, instead of counted again. The declaration
   * promises that `where` and every column's `value` read only the row's own columns; a filter whose
   * own `where` reads more (another table) says so by leaving out `rowOnly`, and its counts are taken
   * again after a write.
   */
  countJournal?: CountJournal;
}

/** A table's journal of written rows as the counts read it (count-journal.ts, migration 0020). */
export interface CountJournal {
  /** stands in for the FROM: the journal's rows as rows of the table (same alias), each with `j.sign` */
  rows: Sql;
}

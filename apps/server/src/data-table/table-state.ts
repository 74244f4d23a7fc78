import type { Column, TableState } from "@erhdb/domain";
import type { ColumnDeclaration, TableContext, TableDeclaration } from "./types.ts";

/** `GET <table>/tablestate`: the declared columns at their defaults, choices loaded for the caller. */
export async function tableState(table: TableDeclaration, context: TableContext): Promise<TableState> {
  return { columns: await Promise.all(table.columns.map((c) => defaultColumnState(c, context))) };
}

async function defaultColumnState(column: ColumnDeclaration, context: TableContext): Promise<Column> {
  const filter = column.filter;
  const filterState: Column["options"]["filter"] = {
    filterable: filter !== undefined,
    value: column.defaultFilter ?? null,
  };
  if (filter?.kind === "dropdown") filterState.choices = [...(await filter.choices(context))];
  if (filter?.kind === "text" && filter.pattern) {
    filterState.pattern = filter.pattern;
    if (filter.patternMessage) filterState.patternMessage = filter.patternMessage;
  }
  const sortable = column.sortable ?? false;
  return {
    id: column.id,
    name: column.name,
    shortName: column.shortName ?? column.name,
    type: column.type,
    options: {
      filter: filterState,
      sort: { sortable, direction: sortable ? (column.defaultSort ?? "none") : "none" },
      group: { groupable: column.groupable ?? false, grouped: false },
      display: { visibility: column.visible ?? true },
      orderable: column.orderable ?? true,
    },
  };
}

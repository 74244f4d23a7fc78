import type { AuthPerson } from "@erhdb/domain";
import { sql } from "kysely";
import type { ColumnDeclaration, TableDeclaration } from "./types.ts";

/**
 * The table as `person` may use it: a column they may not read (`readableBy`) keeps its place and name
 * but selects nothing and can neither filter, sort nor group, so the engine's own checks refuse such a
 * query with a 400 naming the column, and its cells stay empty.
 */
export function tableFor(table: TableDeclaration, person: AuthPerson | null): TableDeclaration {
  const withheld = (c: ColumnDeclaration) => c.readableBy !== undefined && !c.readableBy(person);
  if (!table.columns.some(withheld)) return table;
  return { ...table, columns: table.columns.map((c) => (withheld(c) ? withholdValues(c) : c)) };
}

function withholdValues(column: ColumnDeclaration): ColumnDeclaration {
  const { id, name, shortName, type, visible, orderable, readableBy } = column;
  return {
    id,
    name,
    type,
    select: sql`NULL`,
    ...(shortName === undefined ? {} : { shortName }),
    ...(visible === undefined ? {} : { visible }),
    ...(orderable === undefined ? {} : { orderable }),
    ...(readableBy === undefined ? {} : { readableBy }),
  };
}

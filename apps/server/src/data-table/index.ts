// The table engine's public face: declare a table (types.ts), register its routes (routes.ts).
export { genericResourceTypeName, periodLabel, translate } from "./catalogue.ts";
export {
  berlinDateTime,
  officeChoices,
  officeColumn,
  periodChoices,
  periodColumn,
  updatingColumn,
} from "./code-columns.ts";
export {
  anyOfCondition,
  containsCondition,
  dayRangeCondition,
  escapeLike,
  prefixCondition,
  whereClause,
} from "./conditions.ts";
export { pruneCountJournal, SURVEY_COUNT_JOURNAL } from "./count-journal.ts";
export { type CsvExport, exportCsv } from "./csv-export.ts";
export { csvField, csvLine } from "./csv-format.ts";
export { checkDeclaration } from "./declaration.ts";
export { loadTablePage, oneCondition, visibilityOf } from "./page.ts";
export { type ResolvedColumn, resolveColumns } from "./resolve-columns.ts";
export { defaultQuery, parseTableQuery, type ResolvedQuery } from "./resolve-query.ts";
export { type TableRoutesOptions, tableRoutes } from "./routes.ts";
export { tableState } from "./table-state.ts";
export type {
  CellContext,
  ChoiceSource,
  ColumnDeclaration,
  FilterDeclaration,
  Sql,
  TableContext,
  TableDeclaration,
} from "./types.ts";

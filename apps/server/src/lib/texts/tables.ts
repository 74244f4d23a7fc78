import type { TextTable } from "./text-table.ts";

/**
 * The table engine's texts: column names (the CSV header; the web translates the same keys itself)
 * and why a table query or an export was refused (400, `{field}` the column or part of the query; 429).
 */
export const TABLE_TEXTS = {
  "table.evas.closing": { de: "Stilllegung", en: "Decommissioned" },
  "table.evas.description": { de: "Beschreibung", en: "Description" },
  "table.evas.evas": { de: "EVAS", en: "EVAS" },
  "table.evas.period": { de: "Periodizität", en: "Periodicity" },
  "table.evas.actions": { de: "Aktionen", en: "Actions" },

  "table.eid.federalStateCode": { de: "Amt", en: "Office" },
  "table.eid.period": { de: "Periodizität", en: "Periodicity" },
  "table.eid.status": { de: "Status", en: "Status" },
  "table.eid.evas": { de: "EVAS", en: "EVAS" },
  "table.eid.erhebungsid": { de: "Erhebungsid", en: "Survey id" },
  "table.eid.statisticid": { de: "Statistik-ID", en: "Statistic id" },
  "table.eid.bzr": { de: "BZR", en: "Reference period" },
  "table.eid.description": { de: "Beschreibung", en: "Description" },
  "table.eid.updating": { de: "Letzte Änderung", en: "Last change" },
  "table.eid.actions": { de: "Aktionen", en: "Actions" },

  "table.unassign.erhebungsid": { de: "Erhebungsid", en: "Survey id" },
  "table.unassign.baseObjectId": { de: "Basisobjekt-ID", en: "Base object id" },
  "table.unassign.actions": { de: "Aktionen", en: "Actions" },

  "query.unknownColumn": { de: "Unbekannte Spalte {field}.", en: "Unknown column {field}." },
  "query.duplicateColumn": {
    de: "Die Spalte {field} ist doppelt angegeben.",
    en: "Column {field} is given twice.",
  },
  "query.notFilterable": {
    de: "Nach der Spalte {field} kann nicht gefiltert werden.",
    en: "Column {field} cannot be filtered.",
  },
  "query.filterShape": {
    de: "Ungültiger Filter in der Spalte {field}.",
    en: "Invalid filter in column {field}.",
  },
  "query.unknownChoice": {
    de: "Unbekannter Wert im Filter der Spalte {field}.",
    en: "Unknown value in the filter of column {field}.",
  },
  "query.patternMismatch": {
    de: "Der Filter der Spalte {field} hat nicht das erwartete Format.",
    en: "The filter of column {field} does not have the expected format.",
  },
  "query.badDate": {
    de: "Ungültiges Datum im Filter der Spalte {field}.",
    en: "Invalid date in the filter of column {field}.",
  },
  "query.dateOutOfRange": {
    de: "Das Datum im Filter der Spalte {field} liegt außerhalb von 01.01.2000 bis 31.12.2100.",
    en: "The date in the filter of column {field} is outside 01.01.2000 to 31.12.2100.",
  },
  "query.variantNotOffered": {
    de: "Diesen Zeitraum bietet der Datumsfilter der Spalte {field} nicht an.",
    en: "The date filter of column {field} does not offer this period.",
  },
  "query.lastNNotOffered": {
    de: "Diese Anzahl wird im Datumsfilter der Spalte {field} nicht angeboten.",
    en: "This number is not offered in the date filter of column {field}.",
  },
  "query.badNumber": {
    de: "Der Filter der Spalte {field} ist keine Zahl.",
    en: "The filter of column {field} is no number.",
  },
  "query.notInteger": {
    de: "Der Filter der Spalte {field} muss eine ganze Zahl sein.",
    en: "The filter of column {field} must be a whole number.",
  },
  "query.numberOutOfRange": {
    de: "Der Filter der Spalte {field} liegt außerhalb der möglichen Werte.",
    en: "The filter of column {field} is outside the possible values.",
  },
  "query.notSortable": {
    de: "Nach der Spalte {field} kann nicht sortiert werden.",
    en: "Column {field} cannot be sorted.",
  },
  "query.notGroupable": {
    de: "Nach der Spalte {field} kann nicht gruppiert werden.",
    en: "Column {field} cannot be grouped.",
  },
  "query.pageSize": { de: "Diese Seitengröße wird nicht angeboten.", en: "This page size is not offered." },
  "query.malformed": { de: "Ungültige Tabellenabfrage ({field}).", en: "Invalid table query ({field})." },

  // a second CSV export of one session or address while its first runs (429, decision 35)
  EXPORT_RUNNING: {
    de: "Es läuft bereits ein CSV-Export von Ihnen. Bitte versuchen Sie es in einigen Sekunden erneut.",
    en: "A CSV export of yours is still running. Please try again in a few seconds.",
  },
} as const satisfies TextTable;

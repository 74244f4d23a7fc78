import { AppError } from "../lib/errors.ts";
import type { Lang } from "../lib/messages.ts";

/**
 * Why a table query was refused. Every refusal is a 400 VALIDATION naming the column (or "size",
 * "page", "columns") in `field`, with a message in the caller's language; never SQL, never a 500.
 */
export type QueryProblem =
  | "unknownColumn"
  | "duplicateColumn"
  | "notFilterable"
  | "filterShape"
  | "unknownChoice"
  | "patternMismatch"
  | "badDate"
  | "dateOutOfRange"
  | "badNumber"
  | "notSortable"
  | "notGroupable"
  | "pageSize"
  | "malformed";

const TEXTS: Readonly<Record<QueryProblem, Readonly<Record<Lang, string>>>> = {
  unknownColumn: { de: "Unbekannte Spalte {field}.", en: "Unknown column {field}." },
  duplicateColumn: { de: "Die Spalte {field} ist doppelt angegeben.", en: "Column {field} is given twice." },
  notFilterable: {
    de: "Nach der Spalte {field} kann nicht gefiltert werden.",
    en: "Column {field} cannot be filtered.",
  },
  filterShape: { de: "Ungültiger Filter in der Spalte {field}.", en: "Invalid filter in column {field}." },
  unknownChoice: {
    de: "Unbekannter Wert im Filter der Spalte {field}.",
    en: "Unknown value in the filter of column {field}.",
  },
  patternMismatch: {
    de: "Der Filter der Spalte {field} hat nicht das erwartete Format.",
    en: "The filter of column {field} does not have the expected format.",
  },
  badDate: {
    de: "Ungültiges Datum im Filter der Spalte {field}.",
    en: "Invalid date in the filter of column {field}.",
  },
  dateOutOfRange: {
    de: "Das Datum im Filter der Spalte {field} liegt außerhalb von 01.01.2000 bis 31.12.2100.",
    en: "The date in the filter of column {field} is outside 01.01.2000 to 31.12.2100.",
  },
  badNumber: {
    de: "Der Filter der Spalte {field} ist keine Zahl.",
    en: "The filter of column {field} is no number.",
  },
  notSortable: {
    de: "Nach der Spalte {field} kann nicht sortiert werden.",
    en: "Column {field} cannot be sorted.",
  },
  notGroupable: {
    de: "Nach der Spalte {field} kann nicht gruppiert werden.",
    en: "Column {field} cannot be grouped.",
  },
  pageSize: { de: "Diese Seitengröße wird nicht angeboten.", en: "This page size is not offered." },
  malformed: { de: "Ungültige Tabellenabfrage ({field}).", en: "Invalid table query ({field})." },
};

/** At most this much of a caller's text is echoed back as the field. */
const FIELD_MAX = 100;

export function queryProblem(problem: QueryProblem, field: string, lang: Lang): AppError {
  const shown = field.slice(0, FIELD_MAX);
  return new AppError(400, "VALIDATION", {
    field: shown,
    message: TEXTS[problem][lang].replace("{field}", shown),
  });
}

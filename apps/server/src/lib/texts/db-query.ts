import { SQL_QUERY_MAX_LENGTH } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

const maxLength = {
  de: SQL_QUERY_MAX_LENGTH.toLocaleString("de-DE"),
  en: SQL_QUERY_MAX_LENGTH.toLocaleString("en-GB"),
};

/**
 * The SQL console's answers (SPEC 5, 8 'invalid query', decision 18). The database's own message is
 * passed on as it comes (it is for administrators); the prefix says what it is in the caller's language.
 */
export const DB_QUERY_TEXTS = {
  SQL_INVALID_QUERY: { de: "Ungültige Abfrage: {detail}", en: "Invalid query: {detail}" },
  SQL_PERMISSION_DENIED: {
    de: "Ungültige Abfrage: {detail}. Die Konsole liest nur die Tabellen und Spalten ihrer Tabellenliste; SELECT * liest auch die verborgenen Spalten.",
    en: "Invalid query: {detail}. The console reads only the tables and columns of its table list; SELECT * reads the hidden columns too.",
  },
  SQL_NOT_A_QUERY: {
    de: "Ungültige Abfrage: Die Konsole führt nur Anweisungen aus, die Zeilen liefern (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW).",
    en: "Invalid query: the console runs only statements that return rows (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW).",
  },
  SQL_TIMEOUT: {
    de: "Ungültige Abfrage: Sie lief länger als {seconds} s und wurde abgebrochen.",
    en: "Invalid query: it ran longer than {seconds} s and was cancelled.",
  },
  SQL_CANCELLED: { de: "Die Abfrage wurde abgebrochen.", en: "The query was cancelled." },
  SQL_QUERY_EMPTY: { de: "{field}: Bitte eine Abfrage eingeben.", en: "{field}: please enter a query." },
  SQL_QUERY_TOO_LONG: {
    de: `{field}: Die Abfrage darf höchstens ${maxLength.de} Zeichen lang sein.`,
    en: `{field}: the query may be at most ${maxLength.en} characters long.`,
  },
  SQL_QUERY_NUL: {
    de: "{field}: Die Abfrage darf kein NUL-Zeichen enthalten.",
    en: "{field}: the query must not contain a NUL character.",
  },
  "dbQuery.field.query": { de: "Abfrage", en: "Query" },
  SQL_CONSOLE_UNAVAILABLE: {
    de: "Die SQL-Konsole ist in dieser Datenbank nicht eingerichtet (die Leserolle erhdb_sql_reader der Migration 0011 fehlt oder hat mehr Rechte als vorgesehen).",
    en: "The SQL console is not set up in this database (the reader role erhdb_sql_reader of migration 0011 is missing or has more rights than intended).",
  },
} as const satisfies TextTable;

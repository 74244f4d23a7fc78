import type { TextTable } from "./text-table.ts";

/** The error messages of the SDMX structure queries (decision 42); `{what}` is the query's own text. */
export const SDMX_TEXTS = {
  "sdmx.noResults": { de: "Keine Ergebnisse gefunden", en: "No results found" },
  "sdmx.noResults.detail": {
    de: "Keine Struktur entspricht der Abfrage {what}.",
    en: "No structure matches the query {what}.",
  },
  "sdmx.syntax": { de: "Syntaxfehler", en: "Syntax error" },
  "sdmx.syntax.detail": {
    de: "{what} ist in der SDMX-REST-API 2.0.0 nicht definiert.",
    en: "{what} is not defined by the SDMX REST API 2.0.0.",
  },
  "sdmx.notImplemented": { de: "Nicht implementiert", en: "Not implemented" },
  "sdmx.notImplemented.detail": {
    de: "{what} bietet dieses Register nicht an.",
    en: "This registry does not offer {what}.",
  },
  "sdmx.notAcceptable": { de: "Nicht annehmbar", en: "Not acceptable" },
  "sdmx.notAcceptable.detail": {
    de: "Keines der Formate aus Accept ({what}) wird geliefert; angeboten werden {offered}.",
    en: "None of the formats in Accept ({what}) is served; offered are {offered}.",
  },
} as const satisfies TextTable;

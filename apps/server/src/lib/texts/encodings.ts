import type { TextTable } from "./text-table.ts";

/** The encodings screen's texts (SPEC 2.14; decision 13): a refused entry and the column names of its table. */
export const ENCODING_TEXTS = {
  ENCODING_ENTRY_EXISTS: {
    de: "Die Kodierung {encoding} ist für den Ressourcentyp {restype} bereits eingetragen.",
    en: "The encoding {encoding} is already registered for resource type {restype}.",
  },

  "table.restypEncoding.restype": { de: "Ressourcentyp", en: "Resource type" },
  "table.restypEncoding.encoding": { de: "Kodierung", en: "Encoding" },
  "table.restypEncoding.actions": { de: "Aktionen", en: "Actions" },
} as const satisfies TextTable;

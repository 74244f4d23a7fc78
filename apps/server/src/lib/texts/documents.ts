import type { TextTable } from "./text-table.ts";

/** The documents' refusal (decision 19). */
export const DOCUMENT_TEXTS = {
  DOCUMENT_NOT_FOUND: {
    de: "Das Dokument „{name}“ gibt es hier nicht.",
    en: "There is no document '{name}' here.",
  },
} as const satisfies TextTable;

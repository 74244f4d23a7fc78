import { ACCEPTED_LOG_LINES } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

const counts = {
  de: `${ACCEPTED_LOG_LINES.slice(0, -1).join(", ")} oder ${ACCEPTED_LOG_LINES.at(-1)}`,
  en: `${ACCEPTED_LOG_LINES.slice(0, -1).join(", ")} or ${ACCEPTED_LOG_LINES.at(-1)}`,
};

/** The monitoring screen's refusals (SPEC 2.17, 5, 7 "Logs") and the names of the fields they name. */
export const MONITORING_TEXTS = {
  LOG_SIZE_INVALID: {
    de: `{field}: möglich sind ${counts.de} Zeilen.`,
    en: `{field}: ${counts.en} lines are possible.`,
  },
  LOG_FILE_MISSING: {
    de: "Es gibt noch keine Logdatei.",
    en: "There is no log file yet.",
  },
  AUDIT_DATE_INVALID: {
    de: "{field}: Bitte einen Zeitpunkt in Millisekunden seit dem 01.01.1970 angeben.",
    en: "{field}: please give a point in time in milliseconds since 1 January 1970.",
  },
  AUDIT_RANGE_REVERSED: {
    de: "Der Beginn des Zeitraums liegt nach seinem Ende.",
    en: "The start of the range lies after its end.",
  },

  "monitoring.field.size": { de: "Zeilenzahl", en: "Line count" },
  "monitoring.field.fromDate": { de: "Beginn", en: "Start" },
  "monitoring.field.toDate": { de: "Ende", en: "End" },
} as const satisfies TextTable;

import type { TextTable } from "./text-table.ts";

/** The names of code values in table cells and dropdown choices, under the domain's i18n keys. */
export const CODE_TEXTS = {
  "period.00": { de: "monatlich", en: "monthly" },
  "period.01": { de: "vierteljährlich", en: "quarterly" },
  "period.02": { de: "halbjährlich", en: "half-yearly" },
  "period.03": { de: "jährlich", en: "yearly" },
  "period.04": { de: "zweijährlich", en: "biennially" },
  "period.05": { de: "dreijährlich", en: "every 3 years" },
  "period.06": { de: "vierjährlich", en: "every 4 years" },
  "period.07": { de: "fünfjährlich", en: "every 5 years" },
  "period.08": { de: "zehnjährlich", en: "every 10 years" },
  "period.09": { de: "unregelmäßig", en: "irregular" },
  "period.10": { de: "einmalig", en: "one-off" },
  "period.11": { de: "dreimal jährlich", en: "3 times a year" },
  "period.12": { de: "viermal jährlich", en: "4 times a year" },
  "period.13": { de: "neunmal jährlich", en: "9 times a year" },
  "period.none": { de: "", en: "" },

  "surveyStatus.0": { de: "gesperrt", en: "blocked" },
  "surveyStatus.1": { de: "testbar", en: "testable" },
  "surveyStatus.2": { de: "archiviert", en: "archived" },
  "surveyStatus.3": { de: "freigegeben", en: "approved" },
  "surveyStatus.9": { de: "gelöscht", en: "deleted" },
  "surveyStatus.unknown": { de: "unbekannt", en: "unknown" },
} as const satisfies TextTable;

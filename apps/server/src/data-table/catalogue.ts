import type { OfficeCode } from "@erhdb/domain";
import { officeByCode, periodI18nKey } from "@erhdb/domain";
import type { Lang } from "../lib/messages.ts";

/**
 * The few texts the server itself must translate: CSV headers (the web translates column names from
 * the same i18n keys), and the names of code values in dropdown choices and cell labels.
 * A key without an entry is answered as it is.
 */
const TEXTS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
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
};

export function translate(key: string, lang: Lang): string {
  return Object.hasOwn(TEXTS, key) ? (TEXTS[key]?.[lang] ?? key) : key;
}

export function periodLabel(period: number, lang: Lang): string {
  return translate(periodI18nKey(period), lang);
}

export function officeLabel(code: OfficeCode | string, lang: Lang): string {
  const office = officeByCode(code);
  if (!office) return code;
  return lang === "en" ? office.nameEn : office.nameDe;
}

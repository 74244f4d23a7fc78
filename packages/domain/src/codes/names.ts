import { officeByCode } from "./offices.ts";
import { resourceTypeByCode } from "./resourceTypes.ts";

/** A code value the domain's tables name in both languages (the offices, the resource types). */
export interface NamedInBothLanguages {
  readonly nameDe: string;
  readonly nameEn: string;
}

/**
 * Its name in the shown language: English for 'en' and its regional forms ('en-GB'), else German
 * (SPEC 9: German first). The one place that picks between the two names, for server and web.
 */
export function nameIn(named: NamedInBothLanguages, language: string): string {
  return language.startsWith("en") ? named.nameEn : named.nameDe;
}

/** '05' → 'Nordrhein-Westfalen' ('North Rhine-Westphalia'); an unknown code as it is. */
export function officeName(code: string, language: string): string {
  const office = officeByCode(code);
  return office ? nameIn(office, language) : code;
}

/** '99' → 'Erhebungsbeschreibung' ('Survey description'); an unknown code as it is. */
export function resourceTypeName(code: string, language: string): string {
  const type = resourceTypeByCode(code);
  return type ? nameIn(type, language) : code;
}

/** An office as lists and forms show it: '05 – Nordrhein-Westfalen'; an unknown code as it is. */
export function officeLabel(code: string, language: string): string {
  const office = officeByCode(code);
  return office ? `${code} – ${nameIn(office, language)}` : code;
}

/** A resource type as lists and forms show it: '99 – Erhebungsbeschreibung'; an unknown code as it is. */
export function resourceTypeLabel(code: string, language: string): string {
  const type = resourceTypeByCode(code);
  return type ? `${code} – ${nameIn(type, language)}` : code;
}

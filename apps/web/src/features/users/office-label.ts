import { officeName } from "@erhdb/domain";

/** An office as the users page shows it: '05 – Nordrhein-Westfalen' in the shown language. */
export function officeLabel(code: string, language: string): string {
  const name = officeName(code, language);
  return name === code ? code : `${code} – ${name}`;
}

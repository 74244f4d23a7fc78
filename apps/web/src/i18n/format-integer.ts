import type { Language } from "@erhdb/domain";

/** The thousands separator of each language, as Intl.NumberFormat writes it (format-integer.test.ts). */
const GROUP_SEPARATOR: Readonly<Record<Language, string>> = { de: ".", en: "," };

/**
 * A whole number with the thousands grouped as the language writes them ("12.345", "12,345").
 *
 * Not Intl.NumberFormat: the first one a page creates loads the browser's number data, 20-80 ms on
 * this machine's CPU and four times that on a phone, in one task. The first screen shows a count (the
 * table's "1–10 von 1.234") and nothing else that needs it, so this keeps that task off the first
 * page (issue 17: total blocking time). Fractions and units still go through Intl.
 */
export function formatInteger(value: number, language: Language): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language]);
  return value < 0 ? `-${digits}` : digits;
}

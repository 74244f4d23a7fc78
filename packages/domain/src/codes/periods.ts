/**
 * Period codes (SPEC section 3, "Code tables"). A period travels as a number -1..13 (-1 = none) and shows
 * as the two-digit string '00'..'13' (ARCHITECTURE 7); the German word (e.g. MONATLICH) maps as well.
 */
export const PERIODS = [
  { code: 0, name: "monthly", word: "MONATLICH" },
  { code: 1, name: "quarterly", word: "VIERTELJAEHRLICH" },
  { code: 2, name: "halfyearly", word: "HALBJAEHRLICH" },
  { code: 3, name: "yearly", word: "JAEHRLICH" },
  { code: 4, name: "biennially", word: "ZWEIJAEHRLICH" },
  { code: 5, name: "3yearly", word: "DREIJAEHRLICH" },
  { code: 6, name: "4yearly", word: "VIERJAEHRLICH" },
  { code: 7, name: "5yearly", word: "FUENFJAEHRLICH" },
  { code: 8, name: "10yearly", word: "ZEHNJAEHRLICH" },
  { code: 9, name: "irregular", word: "UNREGELMAESSIG" },
  { code: 10, name: "unique", word: "EINMALIG" },
  { code: 11, name: "3timesayear", word: "DREIMALJAEHRLICH" },
  { code: 12, name: "4timesayear", word: "VIERMALJAEHRLICH" },
  { code: 13, name: "9timesayear", word: "NEUNMALJAEHRLICH" },
] as const;

/** Weekly and daily periods exist by name only; no code stands for them. */
export const UNCODED_PERIODS = [
  { name: "weekly", word: "WOECHENTLICH" },
  { name: "daily", word: "TAEGLICH" },
] as const;

export type PeriodCode = (typeof PERIODS)[number]["code"];
export const NO_PERIOD = -1;
/** The number a survey or EVAS carries: a period code or -1 for none. */
export type PeriodNumber = PeriodCode | typeof NO_PERIOD;
export type PeriodName = (typeof PERIODS)[number]["name"] | (typeof UNCODED_PERIODS)[number]["name"];

export const PERIOD_CODES: readonly PeriodCode[] = PERIODS.map((p) => p.code);
/** The display forms '00'..'13' in code order (the options of a period select). */
export const PERIOD_DISPLAY_CODES: readonly string[] = PERIOD_CODES.map((c) => pad(c));

export function isPeriodNumber(value: unknown): value is PeriodNumber {
  return value === NO_PERIOD || (PERIOD_CODES as readonly unknown[]).includes(value);
}

/** '00'..'13' for a code, '' for -1 and for any number that is no period. */
export function periodToDisplay(period: number): string {
  return isPeriodNumber(period) && period !== NO_PERIOD ? pad(period) : "";
}

/** '' (or blanks) → -1, '00'..'13' (or '0'..'13') → the code; anything else → null. */
export function periodFromDisplay(display: string): PeriodNumber | null {
  const trimmed = display.trim();
  if (trimmed === "") return NO_PERIOD;
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return isPeriodNumber(n) ? n : null;
}

/**
 * The code of a period word: German (any case, umlaut or spelt-out form: JÄHRLICH, jaehrlich) or the
 * English name (monthly). '' → -1. Weekly, daily and unknown words have no code → null.
 */
export function periodFromWord(word: string): PeriodNumber | null {
  const key = normalizeWord(word);
  if (key === "") return NO_PERIOD;
  return PERIODS.find((p) => p.word === key || p.name.toUpperCase() === key)?.code ?? null;
}

/** The name of a period word, weekly and daily included; null for unknown words. */
export function periodNameFromWord(word: string): PeriodName | null {
  const key = normalizeWord(word);
  const all = [...PERIODS, ...UNCODED_PERIODS];
  return all.find((p) => p.word === key || p.name.toUpperCase() === key)?.name ?? null;
}

export function periodName(period: number): PeriodName | null {
  return PERIODS.find((p) => p.code === period)?.name ?? null;
}

/** i18n key of a period: 'period.00'..'period.13', 'period.none' for -1 and anything unknown. */
export function periodI18nKey(period: number): string {
  const display = periodToDisplay(period);
  return display === "" ? "period.none" : `period.${display}`;
}

/** i18n key of a period name, for the uncoded ones: 'period.weekly', 'period.daily'. */
export function periodNameI18nKey(name: PeriodName): string {
  const coded = PERIODS.find((p) => p.name === name);
  return coded ? periodI18nKey(coded.code) : `period.${name}`;
}

export const PERIOD_I18N_KEYS: readonly string[] = [
  ...PERIOD_CODES.map((c) => periodI18nKey(c)),
  ...UNCODED_PERIODS.map((p) => periodNameI18nKey(p.name)),
  "period.none",
];

function pad(code: number): string {
  return String(code).padStart(2, "0");
}

function normalizeWord(word: string): string {
  return word
    .trim()
    .toUpperCase()
    .replace(/Ä/g, "AE")
    .replace(/Ö/g, "OE")
    .replace(/Ü/g, "UE")
    .replace(/ß/g, "SS");
}

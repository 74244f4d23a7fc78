/**
 * Identifier formats (SPEC section 9) and the input patterns of SPEC section 5. A "complete" pattern says
 * a value is well formed; an "input" pattern says a partly typed value may stay in the field (the field
 * refuses a keystroke that would break it). Which field uses which pattern: ARCHITECTURE 7.
 */

/** A statistic id is any four digits (ARCHITECTURE 7: not limited to 20xx). */
export const STATISTIC_ID_PATTERN = /^\d{4}$/;
/** The statistic id field while typing: 0 to 4 digits. */
export const STATISTIC_ID_INPUT_PATTERN = /^\d{0,4}$/;
/** The bzr year field (a year 2000..2099 typed digit by digit): '20' followed by 0 to 2 digits. */
export const BZR_YEAR_INPUT_PATTERN = /^20\d{0,2}$/;
/** A completely typed bzr year. */
export const BZR_YEAR_PATTERN = /^20\d{2}$/;
/** An EVAS assignable to a survey: exactly 5 digits ('Nur fünfstellige EVAS erlaubt.'). */
export const EVAS_PATTERN = /^\d{5}$/;
/** An EVAS code of any tree level: 1, 2 or 3 digits, or 5. */
export const EVAS_CODE_PATTERN = /^(?:\d{1,3}|\d{5})$/;
/**
 * An EVAS field while typing, and an EVAS filter (a code's prefix): SPEC 5's "1 to 5 digits", or
 * nothing yet (the user may clear the field; an empty filter filters nothing).
 */
export const EVAS_INPUT_PATTERN = /^\d{0,5}$/;
/** Resource type and generic resource type codes: two digits. */
export const TWO_DIGIT_CODE_PATTERN = /^\d{2}$/;

export const IDENTIFIER_LENGTHS = {
  erhebungsid: 13,
  statisticId: 4,
  evas: 5,
  resourceType: 2,
  bzr: 6,
  downloadKey: [21, 27],
} as const;

export function isValidStatisticId(value: string): boolean {
  return STATISTIC_ID_PATTERN.test(value);
}

export function acceptsStatisticIdInput(value: string): boolean {
  return STATISTIC_ID_INPUT_PATTERN.test(value);
}

export function acceptsBzrYearInput(value: string): boolean {
  return BZR_YEAR_INPUT_PATTERN.test(value);
}

export function isCompleteBzrYear(value: string): boolean {
  return BZR_YEAR_PATTERN.test(value);
}

export function isValidEvas(value: string): boolean {
  return EVAS_PATTERN.test(value);
}

export function isEvasCode(value: string): boolean {
  return EVAS_CODE_PATTERN.test(value);
}

export function acceptsEvasInput(value: string): boolean {
  return EVAS_INPUT_PATTERN.test(value);
}

/** The register's tree levels are code lengths (SPEC 2.5): groups of 1, 2 and 3 digits, statistics of 5. */
export const EVAS_LEVELS = [1, 2, 3, 5] as const;
export type EvasLevel = (typeof EVAS_LEVELS)[number];

/** The tree level of an EVAS code: its length 1, 2, 3 or 5 (SPEC 2.5); null for other strings. */
export function evasLevel(value: string): EvasLevel | null {
  if (!isEvasCode(value)) return null;
  return value.length as EvasLevel;
}

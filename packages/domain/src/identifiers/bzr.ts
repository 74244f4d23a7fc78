import type { BzrInterpreterCode } from "../codes/bzr.ts";
import { isBzrInterpreterCode, isValidTimeNumber } from "../codes/bzr.ts";

/**
 * A bzr is six digits: two-digit year (00..99, i.e. 2000..2099), one-digit interpreter, three-digit time
 * number. Example: '254003' = 2025, month, March.
 */
export interface BzrParts {
  /** the two-digit year as a number 0..99 */
  year: number;
  interpreter: BzrInterpreterCode;
  timeNumber: number;
}

export const BZR_LENGTH = 6;
export const BZR_PATTERN = /^\d{6}$/;
/** A new survey starts with this bzr (SPEC section 9). */
export const NEW_SURVEY_BZR = "200000";
/** Stored default of a generic resource's bzr (SPEC section 3). */
export const GENERIC_RESOURCE_DEFAULT_BZR = "240000";

export const BZR_ERROR_KEYS = {
  format: "bzr-format",
  interpreter: "bzr-interpreter",
  timeNumber: "bzr-time-number",
} as const;
export type BzrErrorKey = (typeof BZR_ERROR_KEYS)[keyof typeof BZR_ERROR_KEYS];

/** null when valid, else the i18n key of the first problem: format, then interpreter, then time number. */
export function validateBzr(bzr: string): BzrErrorKey | null {
  if (!BZR_PATTERN.test(bzr)) return BZR_ERROR_KEYS.format;
  const interpreter = Number(bzr[2]);
  if (!isBzrInterpreterCode(interpreter)) return BZR_ERROR_KEYS.interpreter;
  if (!isValidTimeNumber(interpreter, Number(bzr.slice(3)))) return BZR_ERROR_KEYS.timeNumber;
  return null;
}

export function isValidBzr(bzr: string): boolean {
  return validateBzr(bzr) === null;
}

export function parseBzr(bzr: string): BzrParts | null {
  if (!isValidBzr(bzr)) return null;
  return {
    year: Number(bzr.slice(0, 2)),
    interpreter: Number(bzr[2]) as BzrInterpreterCode,
    timeNumber: Number(bzr.slice(3)),
  };
}

/** Composes a bzr; parts that cannot form a valid bzr are a programming error (RangeError). */
export function composeBzr(parts: BzrParts): string {
  const { year, interpreter, timeNumber } = parts;
  if (!Number.isInteger(year) || year < 0 || year > 99)
    throw new RangeError(`bzr year out of range: ${year}`);
  const bzr = `${pad(year, 2)}${interpreter}${pad(timeNumber, 3)}`;
  if (!isValidBzr(bzr)) throw new RangeError(`invalid bzr parts: ${JSON.stringify(parts)}`);
  return bzr;
}

/** The four-digit year a bzr stands for (bzr years are 2000..2099). */
export function bzrFullYear(bzr: string): number | null {
  const parts = parseBzr(bzr);
  return parts ? 2000 + parts.year : null;
}

/**
 * The UI's default bzr: the current two-digit year followed by '0000'. The year is read in Berlin time so
 * that server and browser agree around New Year whatever their own time zone.
 */
export function defaultBzrForYear(date: Date = new Date()): string {
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Berlin" }).format(date);
  return `${year.slice(-2)}0000`;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

/**
 * The days a bzr's reporting period covers, as ISO dates (first and last day), or only its year where the
 * code table fixes no days: a semester (the table does not say which months make one) and a calendar week
 * or day number that year does not have (week 53 of a year of 52 ISO weeks, day 366 of a common year).
 */
export type BzrSpan = { start: string; end: string } | { year: number };

export function bzrSpan(bzr: string): BzrSpan | null {
  const parts = parseBzr(bzr);
  if (!parts) return null;
  const year = 2000 + parts.year;
  const n = parts.timeNumber;
  const months = (first: number, count: number) => span(utc(year, first, 1), utc(year, first + count, 0));
  switch (parts.interpreter) {
    case 0:
      return months(1, 12);
    case 1:
      return months(6 * n - 5, 6);
    case 3:
      return months(3 * n - 2, 3);
    case 4:
      return months(n, 1);
    case 5: {
      // ISO 8601: week 1 holds 4 January, weeks start on Monday
      const jan4 = utc(year, 1, 4);
      const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS);
      const start = new Date(monday.getTime() + (n - 1) * 7 * DAY_MS);
      const end = new Date(start.getTime() + 6 * DAY_MS);
      // the week's Thursday names its year: past it, week n is the next year's first
      const thursday = new Date(start.getTime() + 3 * DAY_MS);
      return thursday.getUTCFullYear() === year ? span(start, end) : { year };
    }
    case 6: {
      const day = utc(year, 1, n);
      return day.getUTCFullYear() === year ? span(day, day) : { year };
    }
    default:
      return { year };
  }
}

const DAY_MS = 86_400_000;

/** Day `day` of month `month` (1-based; 0 is the last day of the month before, as Date.UTC counts). */
function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function span(start: Date, end: Date): BzrSpan {
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

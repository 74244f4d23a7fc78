import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { TIME_ZONE } from "../constants.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC 9: the audit download covers the last 3 months unless the user picks other days. */
export const AUDIT_DEFAULT_MONTHS = 3;

/** `GET audit/?fromDate=&toDate=`: both ends in milliseconds since 1970, inclusive. */
export interface AuditRange {
  fromDate: number;
  toDate: number;
}

/** The latest instant a JavaScript date (and so a zip name and a query) can hold. */
export const AUDIT_MAX_MS = 8_640_000_000_000_000;

/** The default days in Berlin: the day 3 months ago up to today. */
export function defaultAuditDays(now: Date): { from: string; to: string } {
  const today = dayjs(now).tz(TIME_ZONE);
  return {
    from: today.subtract(AUDIT_DEFAULT_MONTHS, "month").format("YYYY-MM-DD"),
    to: today.format("YYYY-MM-DD"),
  };
}

/** Whole days in Berlin as the call's range: the first day's first and the last day's last millisecond. */
export function auditRangeOfDays(days: { from: string; to: string }): AuditRange {
  return {
    fromDate: dayjs.tz(days.from, TIME_ZONE).startOf("day").valueOf(),
    toDate: dayjs.tz(days.to, TIME_ZONE).endOf("day").valueOf(),
  };
}

/** What the server takes when the call names no range: the default days (the screen's default too). */
export function defaultAuditRange(now: Date): AuditRange {
  return auditRangeOfDays(defaultAuditDays(now));
}

/**
 * The range of a call that names one end or both: a missing end is taken from the default range,
 * except that a missing start before a given end goes back the default months from that end.
 */
export function completeAuditRange(given: Partial<AuditRange>, now: Date): AuditRange {
  const fallback = defaultAuditRange(now);
  const toDate = given.toDate ?? fallback.toDate;
  const fromDate =
    given.fromDate ??
    (given.toDate === undefined
      ? fallback.fromDate
      : dayjs(toDate).tz(TIME_ZONE).subtract(AUDIT_DEFAULT_MONTHS, "month").valueOf());
  return { fromDate, toDate };
}

/** A range whose start lies after its end is refused (400 naming `fromDate`). */
export function auditRangeReversed(range: AuditRange): boolean {
  return range.fromDate > range.toDate;
}

/** SPEC 7: `audit-logs-{from}-{to}.zip`, the ends in milliseconds. */
export function auditZipName(range: AuditRange): string {
  return `audit-logs-${range.fromDate}-${range.toDate}.zip`;
}

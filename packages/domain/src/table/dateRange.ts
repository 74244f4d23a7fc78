import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import {
  DATE_FILTER_MAX,
  DATE_FILTER_MIN,
  type DateFilterVariant,
  LAST_N_OPTIONS,
  TIME_ZONE,
} from "../constants.ts";
import { type ColumnType, type DateRangeFilter, isIsoDay } from "./protocol.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** A closed range of calendar days in Berlin, as ISO dates; null ends are open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

const ISO = "YYYY-MM-DD";

/**
 * Turns a date filter into concrete days, counted in Europe/Berlin (SPEC 9), so that "current month"
 * means the same on the server as on an office's screen. `granularity` month widens the ends to
 * whole months (the month filter).
 */
export function resolveDateFilter(
  filter: DateRangeFilter,
  now: Date,
  granularity: DateGranularity = "day",
): DayRange {
  const today = dayjs(now).tz(TIME_ZONE);
  const n = Math.max(1, filter.lastN ?? 1);
  const iso = (d: dayjs.Dayjs) => d.format(ISO);
  let range: DayRange;
  switch (filter.variant) {
    case "ALL":
      return { from: null, to: null };
    case "CURRENT_MONTH":
      range = { from: iso(today.startOf("month")), to: iso(today.endOf("month")) };
      break;
    case "CURRENT_YEAR":
      range = { from: iso(today.startOf("year")), to: iso(today.endOf("year")) };
      break;
    case "PREVIOUS_MONTH": {
      const previous = today.subtract(1, "month");
      range = { from: iso(previous.startOf("month")), to: iso(previous.endOf("month")) };
      break;
    }
    case "PREVIOUS_YEAR": {
      const previous = today.subtract(1, "year");
      range = { from: iso(previous.startOf("year")), to: iso(previous.endOf("year")) };
      break;
    }
    case "LAST_N_DAYS":
      range = { from: iso(today.subtract(n - 1, "day")), to: iso(today) };
      break;
    case "LAST_N_MONTHS":
      range = { from: iso(today.subtract(n - 1, "month").startOf("month")), to: iso(today) };
      break;
    case "LAST_N_YEARS":
      range = { from: iso(today.subtract(n - 1, "year").startOf("year")), to: iso(today) };
      break;
    case "CUSTOM":
      range = orderedRange(filter.fromDate ?? null, filter.toDate ?? null);
      break;
  }
  return granularity === "month" ? widenToMonths(range) : range;
}

export type DateGranularity = "day" | "month";
export type LastNUnit = "days" | "months" | "years";

/** The relative variants: their unit and the LAST_N choices of SPEC 5. */
const LAST_N: Partial<Record<DateFilterVariant, { unit: LastNUnit; options: readonly number[] }>> = {
  LAST_N_DAYS: { unit: "days", options: LAST_N_OPTIONS.days },
  LAST_N_MONTHS: { unit: "months", options: LAST_N_OPTIONS.months },
  LAST_N_YEARS: { unit: "years", options: LAST_N_OPTIONS.years },
};

/** The LAST_N choices of SPEC 5 for a relative variant; undefined for every other variant. */
export function lastNOptionsOf(variant: DateFilterVariant): readonly number[] | undefined {
  return LAST_N[variant]?.options;
}

/** What a relative variant counts; undefined for every other variant. */
export function lastNUnitOf(variant: DateFilterVariant): LastNUnit | undefined {
  return LAST_N[variant]?.unit;
}

/**
 * A relative filter asks for one of its variant's offered choices (a missing lastN counts as 1, as
 * resolveDateFilter counts it); the other variants ignore lastN.
 */
export function offersLastN(filter: DateRangeFilter): boolean {
  const options = lastNOptionsOf(filter.variant);
  return options === undefined || options.includes(filter.lastN ?? 1);
}

/** A month column counts whole months; a date column by day unless its filter asks for months. */
export function filterGranularity(
  columnType: ColumnType,
  filter: Pick<DateRangeFilter, "granularity">,
): DateGranularity {
  return columnType === "month" ? "month" : (filter.granularity ?? "day");
}

/** The variants in the order the filter offers them. */
const VARIANTS_BY_DAY: readonly DateFilterVariant[] = [
  "ALL",
  "CURRENT_MONTH",
  "CURRENT_YEAR",
  "PREVIOUS_MONTH",
  "PREVIOUS_YEAR",
  "LAST_N_DAYS",
  "LAST_N_MONTHS",
  "LAST_N_YEARS",
  "CUSTOM",
];
const VARIANTS_BY_MONTH = VARIANTS_BY_DAY.filter((v) => v !== "LAST_N_DAYS");

/** A filter by whole months has no "last n days": the range would be widened to months anyway. */
export function dateVariantsFor(granularity: DateGranularity): readonly DateFilterVariant[] {
  return granularity === "day" ? VARIANTS_BY_DAY : VARIANTS_BY_MONTH;
}

export type DateFilterProblem = "badDate" | "dateOutOfRange" | "variantNotOffered" | "lastNNotOffered";

/**
 * Whether a date filter is one the filter editor offers for a column of this type (SPEC 5): real days
 * within 01.01.2000 to 31.12.2100, a variant of the column's granularity, an offered count of the
 * last n. The first problem, or null. The server refuses such a filter; the URL hash ignores it.
 */
export function dateFilterProblem(columnType: ColumnType, filter: DateRangeFilter): DateFilterProblem | null {
  for (const day of [filter.fromDate, filter.toDate]) {
    if (day == null) continue;
    if (!isIsoDay(day)) return "badDate";
    if (checkDateBounds(day)) return "dateOutOfRange";
  }
  if (!dateVariantsFor(filterGranularity(columnType, filter)).includes(filter.variant)) {
    return "variantNotOffered";
  }
  return offersLastN(filter) ? null : "lastNNotOffered";
}

/** SPEC 5: a from after the to sets both to that day (the caller says which end was just edited). */
export function swapIfReversed(range: DayRange, edited: "from" | "to"): DayRange {
  if (!range.from || !range.to || range.from <= range.to) return range;
  const day = edited === "from" ? range.from : range.to;
  return { from: day, to: day };
}

function orderedRange(from: string | null, to: string | null): DayRange {
  if (from && to && from > to) return { from: to, to: from };
  return { from, to };
}

function widenToMonths(range: DayRange): DayRange {
  return {
    from: range.from ? dayjs(range.from).startOf("month").format(ISO) : null,
    to: range.to ? dayjs(range.to).endOf("month").format(ISO) : null,
  };
}

export type DateBoundError = { key: "min-date"; limit: string } | { key: "max-date"; limit: string } | null;

/** The filter bounds of SPEC 9: 01.01.2000 to 31.12.2100. */
export function checkDateBounds(isoDay: string): DateBoundError {
  if (isoDay < DATE_FILTER_MIN) return { key: "min-date", limit: DATE_FILTER_MIN };
  if (isoDay > DATE_FILTER_MAX) return { key: "max-date", limit: DATE_FILTER_MAX };
  return null;
}

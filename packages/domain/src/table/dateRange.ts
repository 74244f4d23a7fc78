import { DATE_FILTER_MAX, DATE_FILTER_MIN, type DateFilterVariant, LAST_N_OPTIONS } from "../constants.ts";
import { type ColumnType, type DateRangeFilter, isIsoDay } from "./protocol.ts";

/** A closed range of calendar days in Berlin, as ISO dates; null ends are open. */
export interface DayRange {
  from: string | null;
  to: string | null;
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

export type DateBoundError = { key: "min-date"; limit: string } | { key: "max-date"; limit: string } | null;

/** The filter bounds of SPEC 9: 01.01.2000 to 31.12.2100. */
export function checkDateBounds(isoDay: string): DateBoundError {
  if (isoDay < DATE_FILTER_MIN) return { key: "min-date", limit: DATE_FILTER_MIN };
  if (isoDay > DATE_FILTER_MAX) return { key: "max-date", limit: DATE_FILTER_MAX };
  return null;
}

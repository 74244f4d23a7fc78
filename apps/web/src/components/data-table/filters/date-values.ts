import {
  checkDateBounds,
  DATE_FORMAT,
  type DateGranularity,
  type DateRangeFilter,
  type FilterValue,
  MONTH_FORMAT,
  readDateRangeFilter,
} from "@erhdb/domain";
import dayjs, { type Dayjs } from "dayjs";
import type { TFunction } from "i18next";

export const ISO_DAY = "YYYY-MM-DD";

export function displayFormat(granularity: DateGranularity): string {
  return granularity === "day" ? DATE_FORMAT : MONTH_FORMAT;
}

export function asDateFilter(value: FilterValue | null): DateRangeFilter {
  return readDateRangeFilter(value) ?? { variant: "ALL" };
}

/** The ISO day a picked date stands for: a month filter counts from the first of the month. */
export function toIso(date: Dayjs, granularity: DateGranularity): string {
  return (granularity === "month" ? date.startOf("month") : date).format(ISO_DAY);
}

/** SPEC 5: 'min-date' / 'max-date' naming the limit in the field's own format. */
export function boundMessage(iso: string | null, granularity: DateGranularity, t: TFunction): string | null {
  if (!iso) return null;
  const problem = checkDateBounds(iso);
  if (!problem) return null;
  return t(`validation.${problem.key}`, { limit: dayjs(problem.limit).format(displayFormat(granularity)) });
}

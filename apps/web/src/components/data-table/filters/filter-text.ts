import type { Column, FilterValue } from "@erhdb/domain";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import { asDateFilter, displayFormat, granularityOf } from "./date-values.ts";

const LAST_N_UNIT: Record<string, string> = {
  LAST_N_DAYS: "days",
  LAST_N_MONTHS: "months",
  LAST_N_YEARS: "years",
};

/** The values of a filter as words, for its chip. */
export function filterValueTexts(column: Column, value: FilterValue | null, t: TFunction): string[] {
  if (value === null) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.map((c) => c.display || c.value);
  const filter = asDateFilter(value);
  const format = displayFormat(granularityOf(column, filter));
  const unit = LAST_N_UNIT[filter.variant];
  if (unit) return [t(`dataTable.date.last.${unit}`, { count: filter.lastN ?? 1 })];
  if (filter.variant === "CUSTOM") {
    const day = (iso: string | null | undefined) => (iso ? dayjs(iso).format(format) : "…");
    return [`${day(filter.fromDate)} – ${day(filter.toDate)}`];
  }
  return [t(`dataTable.date.variant.${filter.variant}`)];
}

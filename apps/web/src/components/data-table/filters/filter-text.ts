import { type Column, type FilterValue, filterGranularity, lastNUnitOf } from "@erhdb/domain";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import { asDateFilter, displayFormat } from "./date-values.ts";

/** The values of a filter as words, for its chip. */
export function filterValueTexts(column: Column, value: FilterValue | null, t: TFunction): string[] {
  if (value === null) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.map((c) => c.display || c.value);
  const filter = asDateFilter(value);
  const format = displayFormat(filterGranularity(column.type, filter));
  const unit = lastNUnitOf(filter.variant);
  if (unit) return [t(`dataTable.date.last.${unit}`, { count: filter.lastN ?? 1 })];
  if (filter.variant === "CUSTOM") {
    const day = (iso: string | null | undefined) => (iso ? dayjs(iso).format(format) : "…");
    return [`${day(filter.fromDate)} – ${day(filter.toDate)}`];
  }
  return [t(`dataTable.date.variant.${filter.variant}`)];
}

import { type DateFilterVariant, LAST_N_OPTIONS } from "@erhdb/domain";

export type DateGranularity = "day" | "month";

/** The LAST_N choices of SPEC 5 per relative variant. */
export const LAST_N_BY_VARIANT: Partial<Record<DateFilterVariant, readonly number[]>> = {
  LAST_N_DAYS: LAST_N_OPTIONS.days,
  LAST_N_MONTHS: LAST_N_OPTIONS.months,
  LAST_N_YEARS: LAST_N_OPTIONS.years,
};

const DAY_VARIANTS: readonly DateFilterVariant[] = [
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

/** A month filter counts whole months, so "last n days" has no meaning there. */
export function variantsFor(granularity: DateGranularity): readonly DateFilterVariant[] {
  return granularity === "day" ? DAY_VARIANTS : DAY_VARIANTS.filter((v) => v !== "LAST_N_DAYS");
}

export function isLastN(variant: DateFilterVariant): boolean {
  return LAST_N_BY_VARIANT[variant] !== undefined;
}

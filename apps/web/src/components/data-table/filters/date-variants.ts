import { type DateFilterVariant, lastNOptionsOf } from "@erhdb/domain";

export type DateGranularity = "day" | "month";

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
  return lastNOptionsOf(variant) !== undefined;
}

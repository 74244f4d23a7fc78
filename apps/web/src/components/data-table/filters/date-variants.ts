import { type DateFilterVariant, lastNUnitOf } from "@erhdb/domain";

export function isLastN(variant: DateFilterVariant): boolean {
  return lastNUnitOf(variant) !== undefined;
}

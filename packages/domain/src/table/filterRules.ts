import { FILTER_CHIP_MAX_VALUES } from "../constants.ts";
import type { Choice, Column, FilterValue } from "./protocolSchemas.ts";

/**
 * Filter rules of SPEC 2.3 and 5 that every table applies the same way: which filter counts as
 * set, which dropdown values survive, how a text filter is checked, how a chip lists its values.
 */

type FilterOptions = Column["options"]["filter"];

/** A filter narrows the rows: non-blank text, at least one choice, a date variant other than ALL. */
export function isFilterActive(value: FilterValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (value.variant === "ALL") return false;
  if (value.variant === "CUSTOM") return Boolean(value.fromDate || value.toDate);
  return true;
}

/**
 * SPEC 2.3: dropdown filters keep only values present in the initial options (the column's
 * choices). The kept entries are the choices themselves, so a stale display text is replaced.
 * Without declared choices there is nothing to check against and the value stays as it is.
 */
export function keepKnownChoices(value: readonly Choice[], choices: readonly Choice[] | undefined): Choice[] {
  if (!choices) return [...value];
  const wanted = new Set(value.map((v) => v.key));
  return choices.filter((c) => wanted.has(c.key));
}

/**
 * SPEC 5 "Text filter": the column's pattern, if any, must match a non-empty input. Returns the
 * i18n key of the message (the column's own `patternMessage`, else a generic one) or null.
 * A pattern the browser cannot compile does not block the user; the server checks again.
 */
export const GENERIC_PATTERN_MESSAGE = "dataTable.filter.patternMismatch";

export function textFilterError(filter: Pick<FilterOptions, "pattern" | "patternMessage">, input: string) {
  if (!filter.pattern || input === "") return null;
  let pattern: RegExp;
  try {
    pattern = new RegExp(filter.pattern, "u");
  } catch {
    return null;
  }
  return pattern.test(input) ? null : (filter.patternMessage ?? GENERIC_PATTERN_MESSAGE);
}

/** SPEC 9: a filter chip lists at most three values, then an ellipsis. */
export function chipValueList(values: readonly string[], max = FILTER_CHIP_MAX_VALUES): string {
  const shown = values.slice(0, max).join(", ");
  return values.length > max ? `${shown}, …` : shown;
}

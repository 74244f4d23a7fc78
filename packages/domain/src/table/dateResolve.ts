import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { TIME_ZONE } from "../constants.ts";
import type { DateGranularity, DayRange } from "./dateRange.ts";
import type { DateRangeFilter } from "./protocol.ts";

// Apart from the rest of the date filter rules: only counting days needs dayjs with its time zones,
// and the first page, which checks a filter in its address, should not load them (issue 17).
dayjs.extend(utc);
dayjs.extend(timezone);

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

import { TIME_ZONE } from "../constants.ts";

const BERLIN = new Intl.DateTimeFormat("de-DE", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as the offices read it, Berlin wall-clock time whatever the clock of the browser or server:
 * 'DD.MM.YYYY - HH:mm:ss' (DATE_TIME_FORMAT; SPEC 2.9, 9), or 'DD.MM.YYYY - HH:mm' to the minute (the
 * mails). The one date-time formatter of web and server. A moment that is no valid time comes back as it
 * came (an ISO text the server sent), 'Invalid Date' for a Date or number.
 */
export function formatBerlinDateTime(
  moment: Date | number | string,
  to: "second" | "minute" = "second",
): string {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return typeof moment === "string" ? moment : "Invalid Date";
  const part = Object.fromEntries(BERLIN.formatToParts(date).map((p) => [p.type, p.value]));
  const minute = `${part.day}.${part.month}.${part.year} - ${part.hour}:${part.minute}`;
  return to === "minute" ? minute : `${minute}:${part.second}`;
}

import { TIME_ZONE } from "@erhdb/domain";

/** 'YYYY-MM-DD' (a closing day) as 'DD.MM.YYYY'; anything else as it came. */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}

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

/** A point in time as the offices read it: 'DD.MM.YYYY - HH:mm:ss' in Berlin (SPEC 2.9, 9). */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(BERLIN.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}.${part.month}.${part.year} - ${part.hour}:${part.minute}:${part.second}`;
}

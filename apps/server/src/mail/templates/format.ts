import { TIME_ZONE } from "@erhdb/domain";

const BERLIN_MINUTE = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as the offices read it, 'DD.MM.YYYY - HH:mm' in Berlin time, in either language. */
export function formatMailDateTime(moment: Date): string {
  const parts = Object.fromEntries(BERLIN_MINUTE.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year} - ${parts.hour}:${parts.minute}`;
}

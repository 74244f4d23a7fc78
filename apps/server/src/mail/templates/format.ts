import { formatBerlinDateTime } from "@erhdb/domain";

/** A moment as the offices read it, 'DD.MM.YYYY - HH:mm' in Berlin time, in either language. */
export function formatMailDateTime(moment: Date): string {
  return formatBerlinDateTime(moment, "minute");
}

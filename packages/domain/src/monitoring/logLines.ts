import { z } from "zod";
import { LOG_LINE_OPTIONS, MAX_LOG_LINES } from "../constants.ts";

/**
 * The line counts the server takes for `GET logs?size=` (SPEC 5, "Monitoring": a choice must be at most
 * 1000 to be accepted). The screen offers 1500 too (SPEC 9); the server refuses it like any other count.
 */
export const ACCEPTED_LOG_LINES: readonly number[] = LOG_LINE_OPTIONS.filter((n) => n <= MAX_LOG_LINES);

/**
 * The line count in effect after the user chose `choice` in the select: an accepted count is taken,
 * a larger one (1500) is ignored and the count stays `current` (SPEC 5, 9).
 */
export function acceptedLogLines(choice: number, current: number): number {
  return ACCEPTED_LOG_LINES.includes(choice) ? choice : current;
}

/** `GET logs?size=n`: the last lines of the current log file, oldest first; no file yet: null and none. */
export const logLinesAnswer = z.object({
  file: z.string().nullable(),
  lines: z.array(z.string()),
});
export type LogLinesAnswer = z.infer<typeof logLinesAnswer>;

/** The two log downloads of SPEC 7, `GET logs/{current|all}`. */
export const LOG_DOWNLOADS = ["current", "all"] as const;
export type LogDownload = (typeof LOG_DOWNLOADS)[number];

/** SPEC 7: the zip is named after the download, e.g. `current-erhdb-logs.zip`. */
export function logZipName(download: LogDownload): string {
  return `${download}-erhdb-logs.zip`;
}

import type { EventEmitter } from "node:events";

/**
 * Log lines held in memory while the log files cannot be written (a full disk); more are dropped, so that
 * a disk that stays full cannot fill the server's memory as well.
 */
export const LOG_FILE_BUFFER_BYTES = 4 * 1024 * 1024;

/** How often a failed log file write is tried again while no new line would try it (its buffer full). */
export const LOG_FILE_RETRY_MS = 5_000;

/** The log files' stream as watchLogFile needs it: a SonicBoom. */
export interface LogFileStream extends EventEmitter {
  write(chunk: string): unknown;
}

/**
 * Watches the stream of the log files (a SonicBoom: it emits `error` for a failed write, `drop` for a line
 * beyond its buffer, `write` for bytes written). Without a listener the first `error` would end the
 * process; with one that printed each, a full disk would print one line per request. So the condition is
 * reported once when writing fails, and once when it works again, with the number of lines lost meanwhile.
 * The requests go on either way, and stdout still has every line.
 *
 * SonicBoom tries a failed write again only when a new line comes and fits its buffer; once the buffer is
 * full, every new line is dropped and nothing would try again. So while failing, an empty write every
 * `retryMs` makes it try, and logging resumes by itself when the disk has room.
 */
export function watchLogFile(
  stream: LogFileStream,
  where: string,
  report: (line: string) => void,
  retryMs = LOG_FILE_RETRY_MS,
): void {
  let failure: string | null = null;
  let dropped = 0;
  let retry: NodeJS.Timeout | null = null;
  stream.on("error", (error: Error & { code?: string }) => {
    if (failure !== null) return;
    failure = error.code ?? error.message;
    report(
      `The log files in ${where} cannot be written (${failure}); the server goes on and logs to stdout ` +
        "only, until writing works again. Reported once.",
    );
    retry = setInterval(() => stream.write(""), retryMs);
    retry.unref();
  });
  stream.on("drop", () => {
    dropped++;
  });
  stream.on("write", () => {
    if (failure === null) return;
    if (retry) clearInterval(retry);
    retry = null;
    report(
      `The log files in ${where} are written again (${failure} before; ${dropped} lines lost meanwhile).`,
    );
    failure = null;
    dropped = 0;
  });
}

import type { EventEmitter } from "node:events";

/**
 * Log lines held in memory while the log files cannot be written (a full disk); more are dropped, so that
 * a disk that stays full cannot fill the server's memory as well.
 */
export const LOG_FILE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Watches the stream of the log files (a SonicBoom: it emits `error` for a failed write and retries it
 * with the next line, `drop` for a line beyond its buffer, `write` for a line written). Without a listener
 * the first `error` would end the process; with one that printed each, a full disk would print one line
 * per request. So the condition is reported once when writing fails, and once when it works again, with
 * the number of lines lost meanwhile. The requests go on either way, and stdout still has every line.
 */
export function watchLogFile(stream: EventEmitter, where: string, report: (line: string) => void): void {
  let failure: string | null = null;
  let dropped = 0;
  stream.on("error", (error: Error & { code?: string }) => {
    if (failure !== null) return;
    failure = error.code ?? error.message;
    report(
      `The log files in ${where} cannot be written (${failure}); the server goes on and logs to stdout ` +
        "only, until writing works again. Reported once.",
    );
  });
  stream.on("drop", () => {
    dropped++;
  });
  stream.on("write", () => {
    if (failure === null) return;
    report(
      `The log files in ${where} are written again (${failure} before; ${dropped} lines lost meanwhile).`,
    );
    failure = null;
    dropped = 0;
  });
}

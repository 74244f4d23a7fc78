import { pino } from "pino";

/** One line as pino writes it. */
export interface CapturedLine {
  level: number;
  msg?: string;
  req?: { url?: string };
  reqId?: string;
  [field: string]: unknown;
}

/** pino's number for information, the level production logs at. */
export const INFO = 30;
export const WARN = 40;

/** A real pino logger at information level whose lines are kept in memory, parsed, for a test to read. */
export function capturingLogger() {
  const lines: CapturedLine[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return {
    logger,
    lines,
    /**
     * The lines at `level` or above of the requests to `url` (any line that names it, and every line of the
     * same request: "request completed" names only the request's id)
     */
    about(url: string, level = INFO): CapturedLine[] {
      const naming = lines.filter((line) => JSON.stringify(line).includes(url));
      const ids = new Set(naming.map((line) => line.reqId));
      return lines.filter(
        (line) =>
          line.level >= level && (naming.includes(line) || (line.reqId !== undefined && ids.has(line.reqId))),
      );
    },
  };
}

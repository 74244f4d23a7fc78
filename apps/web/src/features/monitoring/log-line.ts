import { formatBerlinDateTime } from "@erhdb/domain";

/** pino's numeric levels by name. */
const LEVELS: Readonly<Record<number, string>> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A line of the server's log as people read it: its time in Berlin ('DD.MM.YYYY - HH:mm:ss'), its
 * level's name, its message, then its other fields as compact JSON (process id and host left out: they
 * are the same on every line). A line that is no JSON object of the logger shows as it is.
 */
export function formatLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (!isRecord(entry)) return line;
  const { time, level, msg, pid: _pid, hostname: _hostname, ...fields } = entry;
  const head = [
    typeof time === "number" ? formatBerlinDateTime(time) : null,
    typeof level === "number" ? (LEVELS[level] ?? String(level)) : null,
    typeof msg === "string" ? msg : null,
  ].filter((part) => part !== null);
  const rest = Object.keys(fields).length > 0 ? JSON.stringify(fields) : null;
  return [...head, ...(rest ? [rest] : [])].join("  ");
}

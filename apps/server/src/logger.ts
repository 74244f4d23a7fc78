import { destination, multistream, pino } from "pino";
import roll from "pino-roll";

/**
 * Structured JSON logs to stdout and to daily/size-rotated files in `logDir` (the monitoring
 * screen reads them). Credentials never reach a log line. Both streams write from this thread:
 * a transport would start a worker thread with a V8 heap of its own for every process.
 */
export async function createLogger(options: { logDir: string; level: string }) {
  const stdout = destination({ dest: 1, sync: false });
  const file = await roll({
    file: `${options.logDir}/erhdb`,
    frequency: "daily",
    size: "20m",
    mkdir: true,
    dateFormat: "yyyy-MM-dd",
    limit: { count: 30 },
  });
  const level = options.level === "silent" ? "silent" : options.level;
  const logger = pino(
    {
      level,
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "res.headers.authorization", "*.password"],
        censor: "[redacted]",
      },
    },
    multistream([
      { level: level === "silent" ? "fatal" : level, stream: stdout },
      { level: level === "silent" ? "fatal" : level, stream: file },
    ] as Parameters<typeof multistream>[0]),
  );
  return {
    logger,
    /** writes what is still buffered; call before the process exits */
    flushSync() {
      stdout.flushSync();
      file.flushSync();
    },
  };
}

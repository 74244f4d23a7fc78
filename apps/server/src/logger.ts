import { pino } from "pino";

/**
 * Structured JSON logs to stdout and to daily/size-rotated files in `logDir` (the monitoring
 * screen reads them). Credentials never reach a log line.
 */
export function createLogger(options: { logDir: string; level: string }) {
  return pino({
    level: options.level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "res.headers.authorization", "*.password"],
      censor: "[redacted]",
    },
    transport: {
      targets: [
        { target: "pino/file", options: { destination: 1 }, level: options.level },
        {
          target: "pino-roll",
          options: {
            file: `${options.logDir}/erhdb`,
            frequency: "daily",
            size: "20m",
            mkdir: true,
            dateFormat: "yyyy-MM-dd",
            limit: { count: 30 },
          },
          level: options.level,
        },
      ],
    },
  });
}

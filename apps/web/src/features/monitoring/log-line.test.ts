import { describe, expect, it } from "vitest";
import { formatLogLine } from "./log-line.ts";

describe("formatLogLine", () => {
  it("shows time in Berlin, level, message and the other fields of a pino line", () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.parse("2026-11-25T13:04:05.678Z"),
      pid: 4711,
      hostname: "app-1",
      reqId: "req-7",
      res: { statusCode: 401 },
      msg: "request completed",
    });
    expect(formatLogLine(line)).toBe(
      '25.11.2026 - 14:04:05  INFO  request completed  {"reqId":"req-7","res":{"statusCode":401}}',
    );
  });

  it("names every level and counts summer time", () => {
    const at = Date.parse("2026-07-01T10:00:00Z");
    const levels = [10, 20, 30, 40, 50, 60, 35].map((level) =>
      formatLogLine(JSON.stringify({ level, time: at, msg: "m" })),
    );
    expect(levels).toEqual([
      "01.07.2026 - 12:00:00  TRACE  m",
      "01.07.2026 - 12:00:00  DEBUG  m",
      "01.07.2026 - 12:00:00  INFO  m",
      "01.07.2026 - 12:00:00  WARN  m",
      "01.07.2026 - 12:00:00  ERROR  m",
      "01.07.2026 - 12:00:00  FATAL  m",
      "01.07.2026 - 12:00:00  35  m",
    ]);
  });

  it("shows a line that is no JSON object as it is", () => {
    for (const line of ["plain text", "[1,2]", "42", '{"broken":', ""])
      expect(formatLogLine(line)).toBe(line);
  });
});

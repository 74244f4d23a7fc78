import { describe, expect, it } from "vitest";
import { DEFAULT_LOG_LINES, LOG_LINE_OPTIONS } from "../constants.ts";
import {
  AUDIT_DEFAULT_MONTHS,
  auditRangeOfDays,
  auditRangeReversed,
  auditZipName,
  completeAuditRange,
  defaultAuditDays,
  defaultAuditRange,
} from "./auditRange.ts";
import { ACCEPTED_LOG_LINES, acceptedLogLines, logZipName } from "./logLines.ts";

describe("log line counts (SPEC 5, 9)", () => {
  it("accepts every offered count up to 1000, not 1500", () => {
    expect(ACCEPTED_LOG_LINES).toEqual([50, 100, 150, 200, 500, 1000]);
    expect(LOG_LINE_OPTIONS).toContain(1500);
    expect(ACCEPTED_LOG_LINES).toContain(DEFAULT_LOG_LINES);
  });

  it("takes an accepted choice and ignores 1500, keeping the count in effect", () => {
    expect(acceptedLogLines(200, 1000)).toBe(200);
    expect(acceptedLogLines(1000, 50)).toBe(1000);
    expect(acceptedLogLines(1500, 200)).toBe(200);
    expect(acceptedLogLines(1500, 1000)).toBe(1000);
  });

  it("names the log zips after the download (SPEC 7)", () => {
    expect(logZipName("current")).toBe("current-erhdb-logs.zip");
    expect(logZipName("all")).toBe("all-erhdb-logs.zip");
  });
});

describe("audit range (SPEC 7, 9)", () => {
  // 15 May 2026, 10:30 in Berlin (summer time, UTC+2)
  const now = new Date("2026-05-15T08:30:00Z");

  it("defaults to the day 3 months ago up to today, in Berlin", () => {
    expect(AUDIT_DEFAULT_MONTHS).toBe(3);
    expect(defaultAuditDays(now)).toEqual({ from: "2026-02-15", to: "2026-05-15" });
    // just after midnight in Berlin it is already the next day there, though not yet in UTC
    expect(defaultAuditDays(new Date("2026-05-14T22:30:00Z"))).toEqual({
      from: "2026-02-15",
      to: "2026-05-15",
    });
  });

  it("keeps the day of the month where it exists, else the month's last day", () => {
    expect(defaultAuditDays(new Date("2026-05-31T10:00:00Z"))).toEqual({
      from: "2026-02-28",
      to: "2026-05-31",
    });
  });

  it("turns whole Berlin days into the first and last millisecond, in winter and in summer time", () => {
    expect(auditRangeOfDays({ from: "2026-02-15", to: "2026-05-15" })).toEqual({
      fromDate: Date.parse("2026-02-14T23:00:00.000Z"),
      toDate: Date.parse("2026-05-15T21:59:59.999Z"),
    });
    expect(defaultAuditRange(now)).toEqual(auditRangeOfDays(defaultAuditDays(now)));
  });

  it("completes a call's range: both ends default, a lone start ends today, a lone end starts 3 months earlier", () => {
    const fallback = defaultAuditRange(now);
    expect(completeAuditRange({}, now)).toEqual(fallback);
    expect(completeAuditRange({ fromDate: 1000 }, now)).toEqual({ fromDate: 1000, toDate: fallback.toDate });
    const toDate = Date.parse("2025-12-31T12:00:00Z");
    expect(completeAuditRange({ toDate }, now)).toEqual({
      fromDate: Date.parse("2025-09-30T12:00:00Z"),
      toDate,
    });
    expect(completeAuditRange({ fromDate: 1, toDate: 2 }, now)).toEqual({ fromDate: 1, toDate: 2 });
  });

  it("refuses only a start after the end; one instant is a range", () => {
    expect(auditRangeReversed({ fromDate: 2, toDate: 1 })).toBe(true);
    expect(auditRangeReversed({ fromDate: 1, toDate: 1 })).toBe(false);
    expect(auditRangeReversed({ fromDate: 1, toDate: 2 })).toBe(false);
  });

  it("names the zip after the range in milliseconds (SPEC 7)", () => {
    expect(auditZipName({ fromDate: 1700000000000, toDate: 1710000000000 })).toBe(
      "audit-logs-1700000000000-1710000000000.zip",
    );
  });
});

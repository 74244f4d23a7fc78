import { describe, expect, it } from "vitest";
import { formatBerlinDateTime } from "./berlinDateTime.ts";

describe("formatBerlinDateTime", () => {
  it("writes Berlin wall-clock time to the second, in winter and in summer", () => {
    expect(formatBerlinDateTime("2026-11-25T13:04:05.678Z")).toBe("25.11.2026 - 14:04:05");
    expect(formatBerlinDateTime(Date.parse("2026-07-01T10:00:00Z"))).toBe("01.07.2026 - 12:00:00");
    expect(formatBerlinDateTime(new Date("2026-07-31T22:30:00Z"))).toBe("01.08.2026 - 00:30:00");
  });

  it("writes midnight as 00, not 24", () => {
    expect(formatBerlinDateTime("2026-01-14T23:00:00Z")).toBe("15.01.2026 - 00:00:00");
  });

  it("writes to the minute when asked (the mails)", () => {
    expect(formatBerlinDateTime(new Date("2026-12-01T13:05:59Z"), "minute")).toBe("01.12.2026 - 14:05");
    expect(formatBerlinDateTime(new Date("2026-07-31T22:30:00Z"), "minute")).toBe("01.08.2026 - 00:30");
  });

  it("gives back a text that is no time as it came", () => {
    expect(formatBerlinDateTime("unbekannt")).toBe("unbekannt");
    expect(formatBerlinDateTime(Number.NaN)).toBe("Invalid Date");
  });
});

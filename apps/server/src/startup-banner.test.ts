import { afterEach, describe, expect, it, vi } from "vitest";
import { appUrl, printBanner } from "./startup-banner.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

function printed(host: string): string {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  printBanner({
    url: appUrl(host, 8080, "/erhebungsdatenbank"),
    host,
    database: "PGlite in ./data/pglite",
    admin: { email: "admin@erhebungsdatenbank.de", password: "(unused)", passwordIsDemoDefault: false },
    startupMs: 1234,
  });
  return log.mock.calls.map((call) => call.join(" ")).join("\n");
}

describe("the start banner", () => {
  it("shows localhost where the server listens on loopback or everywhere, the interface otherwise", () => {
    for (const host of ["127.0.0.1", "::1", "localhost", "0.0.0.0", "::"]) {
      expect(appUrl(host, 8080, "/erhebungsdatenbank"), host).toBe(
        "http://localhost:8080/erhebungsdatenbank/",
      );
    }
    expect(appUrl("10.1.2.3", 9000, "/erhebungsdatenbank")).toBe("http://10.1.2.3:9000/erhebungsdatenbank/");
    expect(appUrl("fd00::5", 9000, "/erhebungsdatenbank")).toBe("http://[fd00::5]:9000/erhebungsdatenbank/");
  });

  it("says when it listens on loopback only, and how to change that", () => {
    expect(printed("127.0.0.1")).toContain(
      "Listening on 127.0.0.1 only, as the README publishes the demo passwords; HOST sets another interface.",
    );
    expect(printed("0.0.0.0")).toContain("Listening on 0.0.0.0.");
    expect(printed("0.0.0.0")).toContain("is running at http://localhost:8080/erhebungsdatenbank/");
  });
});

import { describe, expect, it } from "vitest";
import { downloadCounterOf } from "./resourceDownload.ts";

describe("downloadCounterOf", () => {
  it("counts the core association as core, other staff as intern, the public as extern", () => {
    expect(downloadCounterOf({ office: "99" })).toBe("core");
    expect(downloadCounterOf({ office: "00" })).toBe("intern");
    expect(downloadCounterOf({ office: "09" })).toBe("intern");
    expect(downloadCounterOf(null)).toBe("extern");
  });
});

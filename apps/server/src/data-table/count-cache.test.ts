import { describe, expect, it } from "vitest";
import { CountCache } from "./count-cache.ts";

describe("CountCache", () => {
  it("answers only for the version a count was taken under", () => {
    const cache = new CountCache();
    cache.set("q", { version: "7.3", count: 12, snapshot: "1:1:" });
    expect(cache.get("q", "7.3")).toBe(12);
    expect(cache.get("q", "7.4")).toBeUndefined();
    expect(cache.get("other", "7.3")).toBeUndefined();
  });

  it("knows whether a count of the latest version seen is at hand", () => {
    const cache = new CountCache();
    expect(cache.hasLatest("q")).toBe(false);
    cache.set("q", { version: "1.1", count: 5, snapshot: "1:1:" });
    expect(cache.hasLatest("q")).toBe(true);
    // a page read a newer version: the remembered count is of an older one
    cache.seen("1.2");
    expect(cache.hasLatest("q")).toBe(false);
  });

  it("forgets the least recently used count beyond its limit", () => {
    const cache = new CountCache(2);
    cache.set("a", { version: "1", count: 1, snapshot: "1:1:" });
    cache.set("b", { version: "1", count: 2, snapshot: "1:1:" });
    expect(cache.get("a", "1")).toBe(1); // a is now the most recently used
    cache.set("c", { version: "1", count: 3, snapshot: "1:1:" });
    expect(cache.size).toBe(2);
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBe(1);
    expect(cache.get("c", "1")).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { createPreviewCache } from "./cache.ts";
import { createSlots } from "./slots.ts";

describe("the preview cache", () => {
  it("keeps at most its bytes, the least recently used going first, and a failure for a while", () => {
    let now = 0;
    const cache = createPreviewCache<string>({ maxBytes: 10, failureMs: 100, now: () => new Date(now) });
    const html = (text: string) => ({ html: Buffer.from(text) });
    cache.set("a", html("aaaa"));
    cache.set("b", html("bbbb"));
    expect(cache.get("a")).toEqual(html("aaaa"));
    cache.set("c", html("cccc"));
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([html("aaaa"), undefined, html("cccc")]);
    cache.set("big", html("x".repeat(11)));
    expect(cache.get("big")).toBeUndefined();
    cache.set("f", { failure: "timeout" });
    now = 99;
    expect(cache.get("f")).toEqual({ failure: "timeout" });
    now = 100;
    expect(cache.get("f")).toBeUndefined();
    expect(cache.get("a")).toEqual(html("aaaa"));
  });
});

describe("the transformation slots", () => {
  it("run so many at once, let so many wait, and refuse the rest at once", async () => {
    const slots = createSlots({ running: 1, waiting: 1, busy: () => new Error("busy") });
    const order: string[] = [];
    let release = () => {};
    const first = slots.run(() =>
      new Promise<void>((resolve) => (release = resolve)).then(() => order.push("1")),
    );
    const second = slots.run(async () => order.push("2"));
    await expect(slots.run(async () => order.push("3"))).rejects.toThrow("busy");
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["1", "2"]);
    await slots.run(async () => order.push("4"));
    expect(order).toEqual(["1", "2", "4"]);
  });
});

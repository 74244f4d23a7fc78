import { describe, expect, it } from "vitest";
import { WEBHOOK_RETRY_WINDOW_MS, webhookRetryAt } from "./webhookDelivery.ts";
import { WEBHOOK_MESSAGE_KEYS, webhookTargetWriteSchema } from "./webhooks.ts";

const valid = { url: "https://hooks.example.org/in", statisticId: null, kinds: ["SURVEY_PUBLISHED"] };
const messagesOf = (input: object) => {
  const parsed = webhookTargetWriteSchema.safeParse({ ...valid, ...input });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("a webhook target's fields", () => {
  it("takes an http(s) URL without credentials, a statistic id or all, and kinds once each in stream order", () => {
    expect(
      webhookTargetWriteSchema.parse({
        url: " https://hooks.example.org/in?x=1#frag ",
        statisticId: "1261",
        kinds: ["RESOURCE_WITHDRAWN", "SURVEY_PUBLISHED", "RESOURCE_WITHDRAWN"],
      }),
    ).toEqual({
      url: "https://hooks.example.org/in?x=1",
      statisticId: "1261",
      kinds: ["SURVEY_PUBLISHED", "RESOURCE_WITHDRAWN"],
    });
    expect(messagesOf({ url: "http://hooks.example.org/" })).toEqual([]);
  });

  it("names what is wrong with a message key of the screen", () => {
    expect(messagesOf({ url: "ftp://hooks.example.org/" })).toEqual([WEBHOOK_MESSAGE_KEYS.urlScheme]);
    expect(messagesOf({ url: "javascript:alert(1)" })).toEqual([WEBHOOK_MESSAGE_KEYS.urlScheme]);
    expect(messagesOf({ url: "https://me:pw@hooks.example.org/" })).toEqual([
      WEBHOOK_MESSAGE_KEYS.urlCredentials,
    ]);
    expect(messagesOf({ url: "hooks.example.org" })).toEqual([WEBHOOK_MESSAGE_KEYS.url]);
    expect(messagesOf({ url: `https://hooks.example.org/${"a".repeat(2000)}` })).toEqual([
      WEBHOOK_MESSAGE_KEYS.url,
    ]);
    expect(messagesOf({ kinds: [] })).toEqual([WEBHOOK_MESSAGE_KEYS.kinds]);
    expect(messagesOf({ statisticId: "126" })).toEqual([WEBHOOK_MESSAGE_KEYS.statisticId]);
  });
});

describe("webhookRetryAt", () => {
  const first = new Date("2026-12-01T00:00:00Z");
  const at = (ms: number) => new Date(first.getTime() + ms);

  it("waits longer after each failed try: 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h", () => {
    const pauses = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
    let now = first;
    const seen: number[] = [];
    for (let attempts = 1; attempts <= 5; attempts++) {
      const next = webhookRetryAt(first, attempts, now);
      if (!next) throw new Error("given up too early");
      seen.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(seen).toEqual(pauses.slice(0, 5));
  });

  it("makes one last try 24 hours after the first, and gives up when that fails", () => {
    expect(webhookRetryAt(first, 6, at(20 * 3_600_000))).toEqual(at(WEBHOOK_RETRY_WINDOW_MS));
    expect(webhookRetryAt(first, 7, at(WEBHOOK_RETRY_WINDOW_MS))).toBeNull();
    expect(webhookRetryAt(first, 2, at(WEBHOOK_RETRY_WINDOW_MS + 1))).toBeNull();
  });
});

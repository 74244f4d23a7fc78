import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { hitRateLimit, purgeRateLimitHits, RATE_LIMIT_RETENTION_MS, type RateLimit } from "./rate-limit.ts";

const MINUTE = 60_000;
const T0 = new Date("2026-12-01T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const RESET: Omit<RateLimit, "now"> = {
  bucket: "test-reset",
  key: "10.0.0.1",
  max: 3,
  windowMs: 15 * MINUTE,
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await cloneTemplate(inject("databaseTemplate"));
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom("rate_limit_hit").execute();
});

const hit = (now: Date, limit: Partial<RateLimit> = {}) =>
  hitRateLimit(database.db, { ...RESET, now, ...limit });
const storedHits = () => database.db.selectFrom("rate_limit_hit").selectAll().orderBy("id").execute();

describe("hitRateLimit", () => {
  it("allows max hits in the window, then refuses until the oldest counted hit leaves it", async () => {
    const verdict = async (now: Date) => {
      const { allowed, retryAfterMs } = await hit(now);
      return { allowed, retryAfterMs };
    };
    expect(await verdict(at(0))).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await verdict(at(MINUTE))).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await verdict(at(2 * MINUTE))).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await verdict(at(3 * MINUTE))).toEqual({ allowed: false, retryAfterMs: 12 * MINUTE });
    expect(await verdict(at(15 * MINUTE - 1))).toEqual({ allowed: false, retryAfterMs: 1 });
    // the window slides: the first hit has left it, the two others still count
    expect(await verdict(at(15 * MINUTE))).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await verdict(at(15 * MINUTE + 1))).toEqual({ allowed: false, retryAfterMs: MINUTE - 1 });
  });

  it("tells when the key's latest hit before this one was, also one before the window (decision 39)", async () => {
    expect((await hit(at(0))).previousHitAt).toBeNull();
    expect((await hit(at(MINUTE))).previousHitAt).toEqual(at(0));
    expect((await hit(at(MINUTE), { key: "10.0.0.2" })).previousHitAt).toBeNull();
    expect((await hit(at(2 * MINUTE))).previousHitAt).toEqual(at(MINUTE));
    // refused: the latest hit let through
    expect(await hit(at(3 * MINUTE))).toMatchObject({ allowed: false, previousHitAt: at(2 * MINUTE) });
    expect(await hit(at(3 * 60 * MINUTE))).toEqual({
      allowed: true,
      retryAfterMs: 0,
      previousHitAt: at(2 * MINUTE),
    });
  });

  it("records allowed hits only, so a refused caller hammering on adds no rows", async () => {
    for (let i = 0; i < 10; i++) await hit(at(i));
    expect((await storedHits()).map((h) => h.at)).toEqual([at(0), at(1), at(2)]);
  });

  it("counts each bucket and key apart", async () => {
    for (let i = 0; i < 3; i++) await hit(at(i));
    expect((await hit(at(10))).allowed).toBe(false);
    expect((await hit(at(10), { key: "10.0.0.2" })).allowed).toBe(true);
    expect((await hit(at(10), { bucket: "test-other" })).allowed).toBe(true);
  });

  it("counts a client address by its key: an IPv6 client by its /64, an IPv4-mapped one as its IPv4 address", async () => {
    for (const key of ["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1:ffff::9"])
      await hit(at(0), { key });
    expect((await hit(at(1), { key: "2001:db8:7:1::abcd" })).allowed).toBe(false);
    expect((await hit(at(1), { key: "2001:db8:7:2::1" })).allowed).toBe(true);
    for (const key of ["::ffff:10.0.7.1", "10.0.7.1", "::ffff:10.0.7.1"]) await hit(at(0), { key });
    expect((await hit(at(1), { key: "10.0.7.1" })).allowed).toBe(false);
  });

  it("lets exactly max of many simultaneous hits through", async () => {
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => hit(at(0), { max: 5 })));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(await storedHits()).toHaveLength(5);
  });

  it("is undone with a caller's transaction that rolls back", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect((await hitRateLimit(trx, { ...RESET, now: at(0) })).allowed).toBe(true);
        throw new Error("the request failed");
      }),
    ).rejects.toThrow("the request failed");
    expect(await storedHits()).toEqual([]);
  });

  it("counts a key longer than the column by its hash", async () => {
    const long = `${"x".repeat(400)}@example.org`;
    for (let i = 0; i < 3; i++) await hit(at(i), { key: long });
    expect((await hit(at(3), { key: long })).allowed).toBe(false);
    expect((await hit(at(3), { key: `${"x".repeat(400)}@example.com` })).allowed).toBe(true);
    expect((await storedHits())[0]?.key).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("refuses a window longer than hits are kept, or no hit at all", async () => {
    await expect(hit(at(0), { windowMs: RATE_LIMIT_RETENTION_MS + 1 })).rejects.toThrow(/window/);
    await expect(hit(at(0), { max: 0 })).rejects.toThrow(/max/);
    expect(await storedHits()).toEqual([]);
  });
});

describe("purgeRateLimitHits", () => {
  it("drops the hits older than the longest window and keeps the rest", async () => {
    await hit(at(0));
    await hit(at(MINUTE));
    expect(await purgeRateLimitHits(database.db, at(RATE_LIMIT_RETENTION_MS + 1))).toBe(1);
    expect((await storedHits()).map((h) => h.at)).toEqual([at(MINUTE)]);
  });
});

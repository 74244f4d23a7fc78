import { describe, expect, it } from "vitest";
import {
  accountDelayMs,
  accountKey,
  failureHorizon,
  type LockPolicy,
  lockedUntil,
  unknownNameHash,
} from "./login-throttle.ts";

const MINUTE = 60_000;
const POLICY: LockPolicy = {
  maxFailures: 3,
  addressMaxFailures: 5,
  windowMs: 10 * MINUTE,
  durationMs: 15 * MINUTE,
};
const T0 = new Date("2026-12-01T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
/** failures at these minutes, newest first as the repository reads them */
const failures = (...minutes: number[]) => minutes.sort((a, b) => b - a).map(at);

describe("lockedUntil", () => {
  it("locks the pair after maxFailures within the window, until the newest failure plus the duration", () => {
    const pair = failures(0, 4, 9);
    expect(lockedUntil({ address: pair, pair }, POLICY, at(9))).toEqual(at(24));
    expect(lockedUntil({ address: pair, pair }, POLICY, at(23.9))).toEqual(at(24));
    expect(lockedUntil({ address: pair, pair }, POLICY, at(24))).toBeNull();
  });

  it("does not lock for fewer failures, or for failures spread wider than the window", () => {
    expect(lockedUntil({ address: failures(0, 1), pair: failures(0, 1) }, POLICY, at(1))).toBeNull();
    const spread = failures(0, 5, 10.5);
    expect(lockedUntil({ address: spread, pair: spread }, POLICY, at(10.5))).toBeNull();
  });

  it("locks the address after addressMaxFailures whatever the accounts, though the pair has fewer", () => {
    expect(lockedUntil({ address: failures(0, 1, 2, 3, 4), pair: failures(4) }, POLICY, at(4))).toEqual(
      at(19),
    );
    expect(lockedUntil({ address: failures(0, 1, 2, 3), pair: failures(3) }, POLICY, at(4))).toBeNull();
  });

  it("answers the later of the two locks", () => {
    const address = failures(0, 1, 2, 3, 4);
    expect(lockedUntil({ address, pair: failures(5, 6, 7) }, POLICY, at(7))).toEqual(at(22));
    expect(lockedUntil({ address: failures(1, 2, 3, 4, 8), pair: failures(1, 2, 3) }, POLICY, at(8))).toEqual(
      at(23),
    );
  });

  it("reads back the window and the duration", () => {
    expect(failureHorizon(POLICY, at(30))).toEqual(at(5));
  });
});

describe("accountDelayMs", () => {
  const DELAY = { afterFailures: 10, baseMs: 1000, maxMs: 10_000 };

  it("waits nothing below the threshold, then the base doubling with each failure up to the cap", () => {
    expect([0, 9, 10, 11, 12, 13, 14, 50].map((n) => accountDelayMs(n, DELAY))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it("stays at the cap for any number of failures", () => {
    expect(accountDelayMs(1_000_000, DELAY)).toBe(10_000);
  });
});

describe("accountKey", () => {
  const key = Buffer.from("a test key of thirty-two bytes!!");

  it("is the HMAC-SHA-256 of the name trimmed and in lower case, under the database's key", () => {
    // printf 'admin@example.org' | openssl dgst -sha256 -hmac 'a test key of thirty-two bytes!!'
    const hash = "fa66c6db09d0e208deba280ad2cfd34e93c5831beff133599009571076782c5d";
    expect(accountKey("admin@example.org", key)).toBe(hash);
    expect(accountKey("  Admin@Example.ORG ", key)).toBe(hash);
    expect(accountKey("admin@example.org.", key)).not.toBe(hash);
  });

  it("is no plain hash of the name: another key gives another one", () => {
    // printf 'admin@example.org' | sha256sum
    const plain = "9387ed9432ec25ef93df84b8a0b9697ddef435a945e7f244670c4f79f88363e9";
    const other = Buffer.from("another key of thirty-two bytes!");
    expect(accountKey("admin@example.org", other)).toBe(
      "c59fbd10c3c85be5b1a107bf86a7d211c945f1dce5ac91c5df31c23ab552e89d",
    );
    expect([accountKey("admin@example.org", key), accountKey("admin@example.org", other)]).not.toContain(
      plain,
    );
  });
});

describe("unknownNameHash", () => {
  it("is the account key's first 10 hex digits", () => {
    expect(unknownNameHash("fa66c6db09d0e208deba280ad2cfd34e93c5831beff133599009571076782c5d")).toBe(
      "fa66c6db09",
    );
  });
});

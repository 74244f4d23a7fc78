import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

// A real wait, kept short: from the 2nd failure of an account on, 100 ms doubling up to 400 ms.
// The growth itself is proven without waiting by login-throttle.test.ts.
const DELAY = { afterFailures: 2, baseMs: 100, maxMs: 400 };
// setTimeout may fire a millisecond early
const SLACK_MS = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginDelay: DELAY });
});
afterAll(() => t.close());

/** The status and the time taken of a login from a fresh address. */
async function timedLogin(username: string, password: string) {
  const started = performance.now();
  const res = await t.api({
    method: "POST",
    url: "/login",
    payload: { username, password },
    remoteAddress: t.newIp(),
  });
  return { status: res.statusCode, ms: performance.now() - started };
}

describe("the delay of an account failing from many addresses", () => {
  it("grows with every failure up to its cap, for every address, the owner's right password included, and alike for an unknown account", async () => {
    for (const [username, rightPassword] of [
      [ADMIN.email, ADMIN.password],
      ["nobody-here@test.example", null],
    ] as const) {
      for (let i = 0; i < DELAY.afterFailures; i++) {
        expect((await timedLogin(username, `wrong-${i}-password`)).status).toBe(401);
      }
      for (const waitMs of [100, 200, 400, 400]) {
        const attempt = await timedLogin(username, "still-wrong-password");
        expect(attempt.status).toBe(401);
        expect(attempt.ms).toBeGreaterThanOrEqual(waitMs - SLACK_MS);
      }
      if (rightPassword) {
        const owner = await timedLogin(username, rightPassword);
        expect(owner.status).toBe(200);
        expect(owner.ms).toBeGreaterThanOrEqual(DELAY.maxMs - SLACK_MS);
      }
    }
  });
});

import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

// TEST_CONFIG's policy: 5 failures of one account from one address lock that pair, 20 from one address
// lock the address, both for 15 minutes within a 15-minute window; from the 10th failure of an account
// on, each attempt on it waits (a few milliseconds here; account-delay.test.ts measures a real wait).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginAs = (username: string, password: string, remoteAddress = t.newIp()) =>
  t.api({ method: "POST", url: "/login", payload: { username, password }, remoteAddress });

const statuses = async (attempts: (() => Promise<LightMyRequestResponse>)[]) => {
  const answers: number[] = [];
  for (const attempt of attempts) answers.push((await attempt()).statusCode);
  return answers;
};
const repeat = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe("the lock of one account from one address", () => {
  it("locks after 5 failures with 423 and lockedUntil, leaves other addresses and accounts alone, and lifts after the duration", async () => {
    const ip = t.newIp();
    expect(await statuses(repeat(5, (i) => () => loginAs(ADMIN.email, `wrong-${i}-password`, ip)))).toEqual([
      401, 401, 401, 401, 423,
    ]);

    const locked = await loginAs(ADMIN.email, ADMIN.password, ip);
    expect(locked.statusCode).toBe(423);
    const body = locked.json();
    expect(body.code).toBe("IP_LOCKED");
    expect(Date.parse(body.lockedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);

    expect((await loginAs(ADMIN.email, ADMIN.password, t.newIp())).statusCode).toBe(200);
    expect((await loginAs(userOf("OrgAdmin"), TEST_PASSWORD, ip)).statusCode).toBe(200);

    t.advanceClock(15 * 60_000 + 1000);
    expect((await loginAs(ADMIN.email, ADMIN.password, ip)).statusCode).toBe(200);
  });

  it("does not lock when failures are spread wider than the window", async () => {
    const ip = t.newIp();
    for (let i = 0; i < 4; i++) await loginAs(userOf("UserAdmin"), "wrong-password", ip);
    t.advanceClock(16 * 60_000);
    expect((await loginAs(userOf("UserAdmin"), "wrong-password", ip)).statusCode).toBe(401);
  });

  it("is not reset by a success: 16 guesses against one account with another account logging in after every fourth are locked from the fifth", async () => {
    const ip = t.newIp();
    const answers: number[] = [];
    const between: number[] = [];
    for (let i = 0; i < 16; i++) {
      answers.push((await loginAs(userOf("LoggedUser"), `wrong-${i}-password`, ip)).statusCode);
      if (i % 4 === 3) between.push((await loginAs(userOf("OrgAdmin"), TEST_PASSWORD, ip)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, ...repeat(12, () => 423)]);
    expect(between).toEqual([200, 200, 200, 200]);
    // not even the owner's own success from that address lifts it
    expect((await loginAs(userOf("LoggedUser"), TEST_PASSWORD, ip)).statusCode).toBe(423);
  });
});

describe("the lock of an address", () => {
  it("counts every account's failures for the whole window, whatever succeeds meanwhile, and then locks every account", async () => {
    const ip = t.newIp();
    const answers: number[] = [];
    for (let account = 0; account < 5; account++) {
      for (let i = 0; i < 4; i++)
        answers.push((await loginAs(`guess-${account}@test.example`, `wrong-${i}-password`, ip)).statusCode);
      if (account < 4) expect((await loginAs(userOf("FachAdmin"), TEST_PASSWORD, ip)).statusCode).toBe(200);
    }
    expect(answers).toEqual([...repeat(19, () => 401), 423]);
    const locked = await loginAs(userOf("FachAdmin"), TEST_PASSWORD, ip);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe("IP_LOCKED");
    expect((await loginAs(userOf("FachAdmin"), TEST_PASSWORD, t.newIp())).statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64 network, and an IPv4-mapped one as its IPv4 address", async () => {
    const network = "2001:db8:24:1";
    expect(
      await statuses(
        repeat(5, (i) => () => loginAs(userOf("StatDBAdmin"), "wrong-password", `${network}::${i + 1}`)),
      ),
    ).toEqual([401, 401, 401, 401, 423]);
    expect(
      (await loginAs(userOf("StatDBAdmin"), TEST_PASSWORD, `${network}:ffff:ffff:ffff:ffff`)).statusCode,
    ).toBe(423);
    expect((await loginAs(userOf("StatDBAdmin"), TEST_PASSWORD, "2001:db8:24:2::1")).statusCode).toBe(200);

    expect(
      await statuses(
        repeat(
          5,
          (i) => () =>
            loginAs(userOf("CoreBroker"), "wrong-password", i % 2 ? "10.24.0.7" : "::ffff:10.24.0.7"),
        ),
      ),
    ).toEqual([401, 401, 401, 401, 423]);
    expect((await loginAs(userOf("CoreBroker"), TEST_PASSWORD, "10.24.0.7")).statusCode).toBe(423);
  });

  it("counts an attempt from the moment it comes: of a burst of simultaneous guesses only the limit reaches the password check", async () => {
    const ip = t.newIp();
    const answers = await Promise.all(
      repeat(20, (i) => loginAs(userOf("SuperAdmin"), `wrong-${i}-password`, ip)),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 401 && s !== 423)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 423).length).toBeGreaterThanOrEqual(15);
    const checked = await t.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("action", "=", "LOGIN_FAILED")
      .where("ip", "=", ip)
      .executeTakeFirstOrThrow();
    expect(Number(checked.n)).toBe(5);
  });
});

describe("an account attacked from many addresses", () => {
  it("is never locked out: after failures from 12 addresses its password still logs in, from a new address and from an attacking one", async () => {
    const attackers = repeat(12, () => t.newIp());
    for (const ip of attackers) {
      expect(await statuses(repeat(4, (i) => () => loginAs(ADMIN.email, `guess-${i}-password`, ip)))).toEqual(
        [401, 401, 401, 401],
      );
    }
    expect((await loginAs(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await loginAs(ADMIN.email, ADMIN.password, attackers[0])).statusCode).toBe(200);
  });

  it("answers an unknown account exactly as a known one, attempt by attempt", async () => {
    const answersFor = async (username: string) => {
      const answers: LightMyRequestResponse[] = [];
      // 11 addresses cross the account's delay threshold, then one address runs into the pair lock
      for (let i = 0; i < 11; i++) answers.push(await loginAs(username, `wrong-${i}-password`));
      const ip = t.newIp();
      for (let i = 0; i < 6; i++) answers.push(await loginAs(username, `wrong-${i}-password`, ip));
      return answers.map(({ statusCode, headers, body }) => {
        const { date, ...kept } = headers;
        return {
          statusCode,
          headers: kept,
          body: body.replace(/"lockedUntil":"[^"]+"/, '"lockedUntil":"…"'),
        };
      });
    };
    const known = await answersFor(userOf("OrgAdmin"));
    const unknown = await answersFor("no-such-account@test.example");
    expect(known.map((a) => a.statusCode)).toEqual([...repeat(15, () => 401), 423, 423]);
    expect(unknown).toEqual(known);
  });
});

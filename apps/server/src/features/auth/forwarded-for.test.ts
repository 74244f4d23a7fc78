import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

// The server behind one proxy on this host (TRUST_PROXY=127.0.0.1): only its X-Forwarded-For counts.
const PROXY = "127.0.0.1";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: [PROXY] });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string, forwardedFor: string) =>
  t.api({
    method: "POST",
    url: "/login",
    payload: { username, password },
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
  });

const auditedAddresses = async (action: string, username: string) =>
  (
    await t.db
      .selectFrom("audit_log")
      .select("ip")
      .where("action", "=", action)
      .where("actor_email", "=", username)
      .orderBy("id")
      .execute()
  ).map((r) => r.ip);

describe("X-Forwarded-For", () => {
  it("from a client that is no trusted proxy changes nothing: the lock and the audit log see the socket's address", async () => {
    const client = "10.20.0.1";
    const username = userOf("LoggedUser");
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      // a fresh made-up address with every attempt
      answers.push((await login(username, `wrong-${i}-password`, client, `203.0.113.${i + 1}`)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 423, 423]);
    expect(await auditedAddresses("LOGIN_FAILED", username)).toEqual([
      client,
      client,
      client,
      client,
      client,
    ]);
    expect((await login(username, TEST_PASSWORD, client, "198.51.100.1")).statusCode).toBe(423);
  });

  it("from a trusted proxy gives the client's address, to the lock and to the audit log", async () => {
    const username = userOf("OrgAdmin");
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await login(username, "wrong-password", PROXY, "203.0.113.50")).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    expect(new Set(await auditedAddresses("LOGIN_FAILED", username))).toEqual(new Set(["203.0.113.50"]));
    // another client behind the same proxy is not locked
    expect((await login(username, TEST_PASSWORD, PROXY, "203.0.113.51")).statusCode).toBe(200);
    expect(await auditedAddresses("LOGIN", username)).toEqual(["203.0.113.51"]);
  });

  it("is believed only as far as trusted proxies forwarded it: a client's own entries before the proxy's are ignored", async () => {
    const username = userOf("UserAdmin");
    // the client sent "X-Forwarded-For: 192.0.2.99" itself; the proxy appended the address it saw
    expect((await login(username, TEST_PASSWORD, PROXY, "192.0.2.99, 10.20.0.9")).statusCode).toBe(200);
    expect(await auditedAddresses("LOGIN", username)).toEqual(["10.20.0.9"]);
  });
});

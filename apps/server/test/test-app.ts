import os from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import type { AppConfig, AppDependencies } from "../src/app.ts";
import { API_PREFIX, buildApp } from "../src/app.ts";
import { cloneTemplate } from "./database-template.ts";

export const TEST_CONFIG: AppConfig = {
  sessionIdleMs: 3_600_000,
  loginLock: { maxFailures: 5, addressMaxFailures: 20, windowMs: 15 * 60_000, durationMs: 15 * 60_000 },
  // a few milliseconds, so that tests failing logins stay fast (account-delay.test.ts waits for real)
  loginDelay: { afterFailures: 10, baseMs: 1, maxMs: 8 },
  bodyLimitBytes: 1024 * 1024,
  uploadLimitBytes: 100 * 1024 * 1024,
  trustProxy: false,
  publicUrl: "http://localhost:8080/erhebungsdatenbank",
  passwordResetTtlMs: 3_600_000,
  inviteTtlMs: 7 * 24 * 3_600_000,
  sqlQueryTimeoutMs: 10_000,
  sdmxAgency: "DESTATIS",
  ddiAgency: "de.destatis",
  oaiAdminEmail: "oai@test.example",
  // the webhook tests' receivers listen on this host, over http
  webhooks: { allowHttp: true, allowedNetworks: ["127.0.0.1"] },
  // a folder no test writes to: no log files (the monitoring tests give a folder of their own)
  logDir: path.join(os.tmpdir(), "erhdb-test-no-logs"),
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real application on a private copy of the test database, driven through `inject`.
 * The clock can be moved forward to test expiry without waiting.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  dependencies: Pick<AppDependencies, "webhookGuard" | "previews"> = {},
) {
  const database = await cloneTemplate(inject("databaseTemplate"));
  let offsetMs = 0;
  const { app } = await buildApp({
    config: { ...TEST_CONFIG, ...overrides },
    db: database.db,
    logger: false,
    webRoot: "/nonexistent-web-build",
    now: () => new Date(Date.now() + offsetMs),
    ...dependencies,
  });

  let ipCounter = 0;
  /** A fresh client address, so IP-lock state never leaks between tests. */
  const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  function api(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse> {
    const { token, ...rest } = options;
    return app.inject({
      ...rest,
      url: `${API_PREFIX}${rest.url ?? ""}`,
      headers: { ...(token ? { authorization: token } : {}), ...rest.headers },
    });
  }

  async function login(username: string, password: string, remoteAddress = newIp()): Promise<string> {
    const res = await api({ method: "POST", url: "/login", payload: { username, password }, remoteAddress });
    const token = res.headers.authorization;
    if (res.statusCode !== 200 || typeof token !== "string") {
      throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
    }
    return token;
  }

  return {
    app,
    db: database.db,
    /** to open a second server on the same database */
    connectionString: database.connectionString,
    /** "pglite" (one connection: a statement waits for an open transaction) or "postgres" */
    kind: database.kind,
    api,
    login,
    newIp,
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

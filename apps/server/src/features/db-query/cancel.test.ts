import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { API_PREFIX } from "../../app.ts";
import {
  consoleRecords,
  endlessQuery,
  lastAuditId,
  onPostgres,
  runningStatements,
  runQuery,
  withoutDatabase,
} from "./db-query-test-support.ts";
import { createDbQueryService } from "./service.ts";

// The web's cancel aborts its fetch; the server then cancels the statement. PGlite cannot stop a running
// statement: there it ends at its time limit at the latest, by a restart (embedded-timeout.test.ts).

let t: TestApp;
let admin: string;
let base: string;
const WAIT = { timeout: 60_000, interval: 50 };
const actor = { id: null, email: "konsole@test.example", ip: "10.9.9.9" };

beforeAll(async () => {
  // a timeout far beyond any test: here only a cancel ends a statement
  t = await createTestApp({ sqlQueryTimeoutMs: 600_000 });
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API_PREFIX}`;
});
afterAll(() => t.close());

/** `POST dbQuery` over HTTP, as the browser sends it, abortable. */
function fetchQuery(query: string, signal: AbortSignal) {
  return fetch(`${base}/dbQuery`, {
    method: "POST",
    headers: { authorization: admin, "content-type": "application/json" },
    body: JSON.stringify({ query }),
    signal,
  });
}

describe.runIf(onPostgres)("a long query", () => {
  it("the server answers every request meanwhile, and a caller's cancel stops the statement at once", async () => {
    const since = await lastAuditId(t);
    const marker = "erhdb-cancel-http";
    const caller = new AbortController();
    const call = fetchQuery(endlessQuery(marker), caller.signal);
    await vi.waitFor(async () => expect(await runningStatements(t, marker)).toBe(1), WAIT);

    expect((await withoutDatabase(t)).statusCode).toBe(200);
    expect((await runQuery(t, admin, "SELECT 1 AS n")).json().rows).toEqual([["1"]]);
    expect((await t.api({ method: "GET", url: "/dbQuery/tables", token: admin })).statusCode).toBe(200);
    const other = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    expect((await t.api({ method: "GET", url: "/auth", token: other })).statusCode).toBe(200);
    expect(await runningStatements(t, marker)).toBe(1);

    caller.abort();
    await expect(call).rejects.toThrow();
    await vi.waitFor(async () => expect(await runningStatements(t, marker)).toBe(0), WAIT);
    await vi.waitFor(async () => {
      const records = await consoleRecords(t, since);
      expect(records.find((r) => JSON.stringify(r.after).includes(marker))).toEqual({
        actor_email: userOf("SuperAdmin"),
        after: {
          query: endlessQuery(marker),
          format: "table",
          refused: "CANCELLED",
          message: "cancelled by the caller",
        },
      });
    }, WAIT);
  });
});

describe.runIf(onPostgres)("the service, told that its caller left", () => {
  const service = () => createDbQueryService(t.db, { timeoutMs: 600_000 });

  it("before the statement starts: it never runs, a 400 SQL_CANCELLED, audited", async () => {
    const since = await lastAuditId(t);
    const caller = new AbortController();
    caller.abort();
    const refused = await service()
      .run({ query: "SELECT 1", actor, signal: caller.signal })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, code: "INVALID_QUERY", messageKey: "SQL_CANCELLED" });
    expect(await consoleRecords(t, since)).toEqual([
      {
        actor_email: actor.email,
        after: {
          query: "SELECT 1",
          format: "table",
          refused: "CANCELLED",
          message: "cancelled by the caller",
        },
      },
    ]);
  });

  it("once its statement is sent: it is not executed; a 400 SQL_CANCELLED, audited", async () => {
    const since = await lastAuditId(t);
    const caller = new AbortController();
    // the caller leaves as soon as the service listens for it, just before it sends the statement
    const listen = caller.signal.addEventListener.bind(caller.signal);
    vi.spyOn(caller.signal, "addEventListener").mockImplementation((...args: Parameters<typeof listen>) => {
      listen(...args);
      queueMicrotask(() => caller.abort());
    });
    const marker = "erhdb-cancel-service";
    const query = endlessQuery(marker);
    const refused = await service()
      .run({ query, actor, signal: caller.signal })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, code: "INVALID_QUERY", messageKey: "SQL_CANCELLED" });
    expect(await consoleRecords(t, since)).toEqual([
      {
        actor_email: actor.email,
        after: { query, format: "table", refused: "CANCELLED", message: "cancelled by the caller" },
      },
    ]);
    expect(await runningStatements(t, marker)).toBe(0);
  });
});
